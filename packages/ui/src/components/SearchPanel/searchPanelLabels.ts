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

// Control labels the spec leaves unquoted; the toggle, reset and "all" texts are the spec's. Read
// when the panel renders, so every label is in the current language.
const shared = () => {
  const { landRegion: _land, businessRegion: _business, ...controls } = uiTexts.searchPanel;
  return {
    ...controls,
    allCities: texts.businessList.allCities,
    allTypes: texts.businessList.allTypes,
    filtersButton: texts.search.filtersButton,
    filtersSheetTitle: texts.search.filtersSheetTitle,
    showResults: texts.search.showResults,
    closeFilters: texts.search.closeFilters,
  } as const;
};

export const SEARCH_PANEL_LABELS: Record<SearchPanelVariant, SearchPanelLabels> = {
  // spec §2 (home, logged in): the toggle is labelled 'Filters' on purpose (DESIGN).
  get land() {
    return {
      ...shared(),
      region: uiTexts.searchPanel.landRegion,
      filtersToggle: texts.home.filtersToggle,
      reset: texts.home.reset,
    };
  },
  // spec §2 (business list): 'Filteri' and 'Resetuj'.
  get business() {
    return {
      ...shared(),
      region: uiTexts.searchPanel.businessRegion,
      filtersToggle: texts.businessList.filtersToggle,
      reset: texts.businessList.reset,
    };
  },
};
