import type {
  accessDeniedTexts,
  favoritesTexts,
  feedbackTexts,
  footerTexts,
  homeTexts,
  navTexts,
  rolesTexts,
  siteTexts,
} from '../../texts-frame';
import type { Translation } from '../translation';

export const nav: Translation<typeof navTexts> = {
  home: 'Home',
  realEstate: 'Real Estate',
  business: 'Business',
  login: 'Log in',
  register: 'Register',
  createLandAd: 'Post an ad',
  createBusinessAd: 'Post a business ad',
  myAds: 'My ads',
  messages: 'Messages',
  profile: 'My profile',
  logout: 'Log out',
  admin: 'Administration',
};

export const roles: Translation<typeof rolesTexts> = {
  land_owner: 'Landowner',
  business_owner: 'Business owner',
  investor: 'Investor',
  fallback: 'User',
};

export const home: Translation<typeof homeTexts> = {
  heroTitle: 'Real Estate',
  viewRealEstate: 'View real estate',
  viewBusinessAds: 'View business ads',
  offerRealEstate: 'Real Estate',
  offerBusiness: 'Business ads',
  offerInvestments: 'Investments',
  becomeInvestor: 'Become an investor',
  registerFree: 'Register for free',
  filtersToggle: 'Filters',
  reset: 'Reset',
  noResults: 'No ads found',
  loadFailed: 'Failed to load ads',
  pageTitle: 'Real Estate | Home',
  landAdsTitle: 'Land ads',
  loadingAds: 'Loading ads…',
  adsList: 'Ads',
  found: 'Ads found: {count}',
  showMore: 'Show more ({remaining})',
  foundMoreThan: 'More than {count} ads',
  showMoreOfMany: 'Show more',
};

export const site: Translation<typeof siteTexts> = {
  name: 'Real Estate',
  pageTitle: '{page} | Real Estate',
  description:
    'A marketplace for land and businesses: owners and investors dealing directly, with no intermediaries.',
};

export const feedback: Translation<typeof feedbackTexts> = {
  landAdPublished: 'Your ad has been published',
  businessAdPublished: 'Your ad has been published',
  changesSaved: 'Changes saved',
  adDeleted: 'The ad has been deleted',
  skipToContent: 'Skip to main content',
};

export const accessDenied: Translation<typeof accessDeniedTexts> = {
  title: 'Access denied',
  landOwnersOnly: 'Only landowners can access this page.',
  businessOwnersOnly: 'Only business owners can access this page.',
};

export const favorites: Translation<typeof favoritesTexts> = {
  title: 'Saved ads',
  save: 'Save ad',
  saved: 'Saved',
  remove: 'Remove from saved',
  removeNamed: 'Remove from saved: {title}',
  saveFailed: 'The ad was not saved. Please try again.',
  removeFailed: 'The ad was not removed from saved. Please try again.',
  loading: 'Loading saved ads…',
  loadFailed: 'Error loading saved ads',
  empty: 'You have no saved ads',
  emptyHint: 'Tap the heart on an ad you are interested in and you will find it here.',
  search: 'Search ads',
  deleted: 'The ad has been deleted',
  deletedNote: 'This ad is no longer available.',
  total: 'Total saved',
};

export const footer: Translation<typeof footerTexts> = {
  label: 'Site footer',
  terms: 'Terms of use',
  contact: 'Contact',
};
