export {
  Grid,
  GRID_COLUMN_COUNTS,
  GRID_ELEMENTS,
  GRID_GAPS,
  type GridColumns,
  type GridProps,
} from './Grid';
