import { texts } from '@marketplace/domain';
import { uiTexts } from '../../texts';

export const SEARCH_PANEL_VARIANTS = ['land', 'business'] as const;
export type SearchPanelVariant = (typeof SEARCH_PANEL_VARIANTS)[number];

/** Every text the panel shows; each variant has its defaults, any of them can be overridden. */
export interface SearchPanelLabels {
  /** Names the search landmark. */
  region: string;
  text: string;
  textPlaceholder: string;
  country: string;
  allCountries: string;
  city: string;
  allCities: string;
  minPrice: string;
  maxPrice: string;
  businessType: string;
  allTypes: string;
  minRevenue: string;
  maxRevenue: string;
  minArea: string;
  maxArea: string;
  /** Names the group of land-type checkboxes. */
  landTypes: string;
  /** The sort select, when the panel shows one. */
  sort: string;
  filtersToggle: string;
  reset: string;
  /** Below md: the button that opens the filters in a sheet, with the number of filters set. */
  filtersButton: (count: number) => string;
  /** Below md: the sheet's title, its button back to the results and its close button. */
  filtersSheetTitle: string;
  showResults: string;
  closeFilters: string;
}

// Control labels the spec leaves unquoted; the toggle, reset and "all" texts are the spec's.
const { landRegion, businessRegion, textPlaceholder, ...controls } = uiTexts.searchPanel;
const shared = {
  ...controls,
  allCities: texts.businessList.allCities,
  allTypes: texts.businessList.allTypes,
  filtersButton: texts.search.filtersButton,
  filtersSheetTitle: texts.search.filtersSheetTitle,
  showResults: texts.search.showResults,
  closeFilters: texts.search.closeFilters,
} as const;

export const SEARCH_PANEL_LABELS: Record<SearchPanelVariant, SearchPanelLabels> = {
  // spec §2 (home, logged in): the toggle is labelled 'Filters' on purpose (DESIGN).
  land: {
    ...shared,
    region: landRegion,
    textPlaceholder,
    filtersToggle: texts.home.filtersToggle,
    reset: texts.home.reset,
  },
  // spec §2 (business list): 'Filteri' and 'Resetuj'.
  business: {
    ...shared,
    region: businessRegion,
    textPlaceholder,
    filtersToggle: texts.businessList.filtersToggle,
    reset: texts.businessList.reset,
  },
};
