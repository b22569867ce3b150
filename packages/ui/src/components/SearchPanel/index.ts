export {
  SearchPanel,
  type BusinessSearchPanelProps,
  type LandSearchPanelProps,
  type SearchPanelProps,
} from './SearchPanel';
export type { LandSearchCriteria, SearchPanelCriteria } from './SearchPanelFilters';
export {
  SEARCH_PANEL_LABELS,
  SEARCH_PANEL_VARIANTS,
  type SearchPanelLabels,
  type SearchPanelVariant,
} from './searchPanelLabels';
