import { createElement, forwardRef, type HTMLAttributes } from 'react';
import clsx from 'clsx';
import { grid } from './Grid.css';

export const GRID_ELEMENTS = ['div', 'ul', 'ol'] as const;
export const GRID_GAPS = ['2', '4', '6', '8'] as const;
export const GRID_COLUMN_COUNTS = [1, 2, 3, 4] as const;
type ColumnCount = (typeof GRID_COLUMN_COUNTS)[number];

export interface GridColumns {
  /** Below md. */
  base?: ColumnCount;
  /** From md (768 px). */
  md?: ColumnCount;
  /** From lg (1024 px). */
  lg?: ColumnCount;
}

export interface GridProps extends HTMLAttributes<HTMLElement> {
  /** 'ul' for a list of cards (children are then li, e.g. Card as="li"). */
  as?: (typeof GRID_ELEMENTS)[number];
  columns?: GridColumns;
  gap?: (typeof GRID_GAPS)[number];
}

const DEFAULT_COLUMNS: Required<GridColumns> = { base: 1, md: 2, lg: 3 };

/** A responsive grid of equal columns: 1 narrow, 2 from md, 3 from lg unless told otherwise. */
export const Grid = forwardRef<HTMLElement, GridProps>(function Grid(
  { as = 'div', columns, gap = '6', className, ...props },
  ref,
) {
  const { base, md, lg } = { ...DEFAULT_COLUMNS, ...columns };
  return createElement(as, {
    ...props,
    ref,
    className: clsx(grid({ base, md, lg, gap }), className),
  });
});
