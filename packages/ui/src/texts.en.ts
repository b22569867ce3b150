import { MAX_IMAGE_MB, MAX_IMAGES } from '@marketplace/domain';
import type { Translation } from '@marketplace/domain';
import type { uiTexts } from './texts';

export const ui: Translation<typeof uiTexts> = {
  toast: {
    region: 'Notifications ({hotkey})',
    item: 'Notification',
    close: 'Close notification',
  },
  skipLink: { label: 'Skip to main content' },
  passwordField: { show: 'Show password', hide: 'Hide password' },
  spinner: { loading: 'Loading…' },
  accessDenied: { accountType: 'Your account type:', back: 'Back' },
  adCard: { location: 'Location', area: 'Area', deleted: 'Deleted' },
  cardActions: { edit: 'Edit', delete: 'Delete' },
  businessFacts: {
    location: 'Location',
    revenue: 'Annual revenue',
    employees: 'Employees',
    established: 'Established',
  },
  callToAction: {
    title: 'Ready to get started?',
    text: 'Registration is free. Create an account and post an ad or find an investment.',
  },
  conversationList: {
    label: 'Conversations',
    empty: 'You have no conversations',
    unread: 'Unread messages: {badge}',
  },
  hero: {
    tagline:
      'We connect landowners, business owners and investors directly, without intermediaries.',
    signInPrompt: 'Log in or register to browse ads and contact owners.',
  },
  imageGallery: { empty: 'No images' },
  imageUploader: {
    label: 'Images',
    hint: `Up to ${MAX_IMAGES} images, at most ${MAX_IMAGE_MB}MB per image`,
    add: 'Add images',
    new: 'New',
    remove: 'Remove image {position}',
    count: '{count} of {max}',
  },
  messageThread: { input: 'Message', loading: 'Loading messages...' },
  navBar: {
    productName: 'Real Estate',
    menu: 'Menu',
    mainNavigation: 'Main navigation',
    unread: '{count, plural, one {{badge} unread message} other {{badge} unread messages}}',
    language: 'Language',
    languageButton: 'Language: {current}',
  },
  searchPanel: {
    text: 'Search',
    country: 'Country',
    allCountries: 'All countries',
    city: 'City',
    minPrice: 'Minimum price',
    maxPrice: 'Maximum price',
    businessType: 'Business type',
    minRevenue: 'Minimum annual revenue',
    maxRevenue: 'Maximum annual revenue',
    minArea: 'Minimum area (m²)',
    maxArea: 'Maximum area (m²)',
    landTypes: 'Land type',
    sort: 'Sort by',
    landRegion: 'Ad search',
    businessRegion: 'Business ad search',
    textPlaceholder: 'Search by title or description',
  },
  whatWeOffer: {
    title: 'What we offer',
    realEstate: 'Land for sale, with the price, area and location of every plot.',
    business: 'Businesses for sale, with annual revenue, number of employees and year founded.',
    investments: 'As an investor, browse ads and write to owners directly, through messages.',
  },
  whyChooseUs: {
    title: 'Why choose us',
    reasons: [
      {
        title: 'Advanced search',
        description: 'Search ads by location, price and type of land or business.',
      },
      {
        title: 'Security and trust',
        description: 'All users are verified, so you know who you are doing business with.',
      },
      {
        title: 'Direct contact',
        description: 'Owners and investors message each other directly, without intermediaries.',
      },
      {
        title: 'Growth and development',
        description: 'Find the right investment opportunity and grow your business.',
      },
    ],
  },
  adPage: {
    showImage: 'Show image {position} of {total}',
    position: 'Image {position} of {total}',
    previous: 'Previous image',
    next: 'Next image',
    thumbnails: 'All images',
  },
};
