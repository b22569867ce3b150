import type {
  landFactsTexts,
  businessFinancialsTexts,
  adStatusTexts,
  adPageTexts,
  reportReasonsTexts,
  reportTexts,
  moderationTexts,
  termsTexts,
  contactTexts,
  authTexts,
  notFoundTexts,
  routeErrorTexts,
  savedSearchesTexts,
  notificationsTexts,
  blockingTexts,
  externalLinkTexts,
  apiAdsTexts,
  recoveryTexts,
  apiFieldsTexts,
} from '../../texts';
import type { Translation } from '../translation';

export const landFacts: Translation<typeof landFactsTexts> = {
  title: 'Plot details',
  cadastralMunicipality: 'Cadastral municipality',
  parcelNumber: 'Parcel number',
  parcelNumberHint: 'For example 1234 or 1234/5.',
  utilities: 'Utilities',
  noUtilities: 'No utilities',
  zoning: 'Zoning',
  ownershipRegistered: 'Ownership registered',
  priceNegotiable: 'Price is negotiable',
  negotiable: 'Negotiable',
  yes: 'Yes',
  no: 'No',
  notStated: 'Not stated',
  pricePerSquareMetre: 'Price per m²',
  pricePerAre: 'Price per are',
  areaInAres: 'Area in ares',
  areaInHectares: 'Area in hectares',
  invalidParcelNumber: 'The parcel number is not valid (for example 1234 or 1234/5)',
  cadastralMunicipalityTooLong: 'Cadastral municipality can be at most 100 characters',
  zoningTooLong: 'Zoning can be at most 200 characters',
  invalidUtilities: 'Choose utilities from the list',
  invalidYesNo: 'Choose “Yes” or “No”',
};

export const businessFinancials: Translation<typeof businessFinancialsTexts> = {
  title: 'Financials and terms of sale',
  annualProfit: 'Annual profit (EBITDA, €)',
  annualProfitShort: 'Annual profit (EBITDA)',
  reasonForSale: 'Reason for sale',
  sellerFinancing: 'Seller accepts payment in instalments',
  sellerFinancingShort: 'Payment in instalments',
  premises: 'Business premises',
  premisesPlaceholder: 'Choose business premises',
  askingMultiple: 'Price / annual profit',
  invalidProfit: 'Annual profit must be a number',
  reasonTooLong: 'Reason for sale can be at most 1000 characters',
  invalidPremises: 'Choose business premises from the list',
  invalidYesNo: 'Choose “Yes” or “No”',
};

export const adStatus: Translation<typeof adStatusTexts> = {
  label: 'Ad status',
  changed: 'Ad status changed',
  changeFailed: 'Error changing the ad status',
  includeSold: 'Show sold ads too',
};

export const adPage: Translation<typeof adPageTexts> = {
  adNumber: 'Ad no. {id}',
  updatedAt: 'Updated',
  views: 'Views',
  breadcrumbs: 'Breadcrumbs',
  home: 'Home',
  seller: 'Seller',
  memberSince: 'Member since',
  activeAds: 'Active ads',
  share: 'Share',
  linkCopied: 'Link copied',
  copyFailed: 'The link was not copied. Copy the address from your browser.',
  facts: 'Ad details',
  price: 'Price',
};

export const reportReasons: Translation<typeof reportReasonsTexts> = {
  fraud: 'Fraud',
  wrong_category: 'Wrong category',
  sold: 'Already sold',
  other: 'Other',
};

export const report: Translation<typeof reportTexts> = {
  action: 'Report ad',
  title: 'Report ad',
  description: 'Choose a reason for the report. A note is optional.',
  reason: 'Reason for report',
  note: 'Note',
  noteHint: 'Up to {max, plural, one {{max} character} other {{max} characters}}.',
  cancel: 'Cancel',
  submit: 'Send report',
  sent: 'Report sent. Thank you!',
  failed: 'The report was not sent. Please try again.',
};

export const moderation: Translation<typeof moderationTexts> = {
  reasons: {
    fraud: 'Fraud',
    illegal: 'Illegal content',
    prohibited: 'Prohibited product or service',
    wrong_category: 'Wrong category',
    duplicate: 'Duplicate ad',
    spam: 'Unwanted content (spam)',
    other: 'Other',
  },
  actions: {
    hide: 'Hide ad',
    restore: 'Restore ad',
    approve: 'Approve ad',
    reject: 'Reject ad',
    suspend: 'Suspend account',
    ban: 'Ban account',
    lift: 'Lift measure',
    verify_company: 'Verify company',
  },
  staffRoles: { moderator: 'Moderator', admin: 'Administrator' },
  states: {
    live: 'Published',
    pending: 'Awaiting approval',
    hidden: 'Hidden',
    rejected: 'Rejected',
  },
  companyVerified: 'Verified company',
  pendingApproval: 'Awaiting approval',
  adminAccessDenied: 'Only moderators can access this page.',
};

export const terms: Translation<typeof termsTexts> = {
  title: 'Terms of use',
  intro:
    'These terms apply to everyone who uses the site. When a moderator hides or rejects an ad or restricts an account, the statement of reasons cites the clause the measure is based on.',
  contactHint: 'Do you have a question about these terms or about a measure that concerns you?',
  contactLink: 'Write to us',
};

export const contact: Translation<typeof contactTexts> = {
  title: 'Contact',
  intro: 'Write to us by email. We reply to every message.',
  usersTitle: 'For users',
  usersText: 'Send questions about your account, ads, reports and moderation measures to:',
  authoritiesTitle: 'For authorities',
  authoritiesText:
    'Single point of contact for the authorities of EU Member States, the European Commission and the European Board for Digital Services (Article 11 of the Digital Services Act). Send orders and requests from authorities to:',
  languagesTitle: 'Languages',
  languages: 'You can write to us in these languages: {names}.',
  languageNames: { sr: 'Serbian', hr: 'Croatian', en: 'English' },
  usersResponse:
    'We reply to users within {days, plural, one {{days} working day} other {{days} working days}}.',
  authoritiesResponse: 'We reply to authorities without delay.',
  termsHint: 'Site rules, moderation measures and the appeal procedure:',
  termsLink: 'Terms of use',
};

export const auth: Translation<typeof authTexts> = {
  fullName: 'Full name',
  email: 'Email address',
  password: 'Password',
  newPassword: 'New password',
  signIn: 'Log in',
  backToLogin: 'Back to login',
};

export const notFound: Translation<typeof notFoundTexts> = {
  title: 'Page not found',
  description: 'The address you opened does not exist.',
};

export const routeError: Translation<typeof routeErrorTexts> = {
  title: 'Something went wrong',
  text: 'The page could not be loaded.',
  retry: 'Try again',
};

export const savedSearches: Translation<typeof savedSearchesTexts> = {
  save: 'Save search',
  emptySearchHint: 'Choose at least one search criterion to save the search.',
  dialogTitle: 'Save search',
  dialogText: 'We will email you when new ads matching this search appear.',
  frequency: 'How often should we let you know?',
  frequencies: { instant: 'Immediately', daily: 'Once a day' },
  cancel: 'Cancel',
  confirm: 'Save',
  saved: 'Search saved',
  saveFailed: 'The search was not saved. Please try again.',
  title: 'Saved searches',
  loading: 'Loading saved searches…',
  loadFailed: 'Error loading saved searches',
  empty: 'You have no saved searches',
  emptyHint:
    'On the ads page, choose your criteria and press “Save search”. We will let you know when new ads appear.',
  kinds: { land: 'Land', business: 'Business' },
  frequencyLabel: 'Notifications',
  allAds: 'All ads',
  open: 'Open search',
  delete: 'Delete',
  deleteLabel: 'Delete search: {summary}',
  deleted: 'Search deleted',
  deleteFailed: 'Error deleting the search',
  text: '“{query}”',
  price: 'Price',
  area: 'Area',
  revenue: 'Annual revenue',
  from: 'from {min}',
  to: 'up to {max}',
  between: '{min} – {max}',
  range: '{label}: {range}',
  sort: 'Order: {order}',
  includeSold: 'and sold ads',
};

export const notifications: Translation<typeof notificationsTexts> = {
  title: 'Email notifications',
  messageEmails: 'Email me about unread messages',
  savedSearchEmails: 'Send me new ads from my saved searches',
  loading: 'Loading settings…',
  loadFailed: 'Error loading notification settings',
  saved: 'Notification settings saved',
  saveFailed: 'The settings were not saved. Please try again.',
  unsubscribeTitle: 'Unsubscribe from notifications',
  unsubscribing: 'Unsubscribing…',
  unsubscribedTitle: 'Unsubscribe request received',
  unsubscribeFailedTitle: 'Unsubscribe failed',
  unsubscribeFailed: 'Error while unsubscribing. Please try again.',
  tokenMissing: 'The unsubscribe link is incomplete. Open it again from the email.',
  settingsHint: 'You can turn all notifications on or off in your profile.',
  toProfile: 'Profile settings',
  retry: 'Try again',
};

export const blocking: Translation<typeof blockingTexts> = {
  block: 'Block user',
  unblock: 'Unblock',
  confirmTitle: 'Block {name}?',
  confirmText:
    'They will not be able to send you messages or start a new conversation. You can still write to them, and you can remove the block at any time.',
  confirm: 'Block',
  cancel: 'Cancel',
  blockedNotice: 'You have blocked this user. They cannot send you messages.',
  blocked: 'User blocked',
  unblocked: 'User unblocked',
  failed: 'Error blocking the user. Please try again.',
  unblockFailed: 'Error unblocking the user. Please try again.',
  blockedByRecipient: 'This user has blocked you. The message was not sent.',
};

export const externalLink: Translation<typeof externalLinkTexts> = {
  title: 'You are leaving Real Estate',
  text: 'This link leads to another site: {host}. Continue only if you trust it.',
  cancel: 'Cancel',
  continue: 'Continue',
};

export const apiAds: Translation<typeof apiAdsTexts> = {
  titleRequired: 'A title is required.',
  invalidDescription: 'The description is not valid.',
  invalidPrice: 'The price must be a number greater than 0.',
  invalidArea: 'The area must be a number greater than 0.',
  invalidLandType: 'Choose a land type from the list.',
  landImagesNotFiles: 'The "images" field must contain image files.',
  businessImagesNotFiles: 'Images must be files.',
  landOwnersOnly: 'Only landowners can post land ads.',
  invalidStatus: 'Choose an ad status from the list.',
};

export const recovery: Translation<typeof recoveryTexts> = {
  retry: 'Try again',
  notSent: 'Not sent',
  messageNotSent: 'The message was not sent. Check your internet connection and try again.',
  characterCount: '{count}/{max}',
  characterLimit: 'Up to {max, plural, one {{max} character} other {{max} characters}}.',
  characterRange: 'From {min} to {max, plural, one {{max} character} other {{max} characters}}.',
  fieldRequired: 'The “{label}” field is required.',
  fieldTooShort:
    'The “{label}” field must be at least {min, plural, one {{min} character} other {{min} characters}} long.',
  fieldTooLong:
    'The “{label}” field can be at most {max, plural, one {{max} character} other {{max} characters}} long.',
  numberTooSmall: 'The “{label}” field must be at least {min}.',
  numberTooLarge: 'The “{label}” field can be at most {max}.',
  resendLink: 'Resend link',
  alreadyVerified: 'Account already verified',
  alreadyVerifiedText: 'This email address has already been confirmed. You can log in.',
};

export const apiFields: Translation<typeof apiFieldsTexts> = {
  invalid: 'Invalid request: the “{label}” field is not valid.',
  required: 'Invalid request: the “{label}” field is required.',
  tooLong:
    'Invalid request: the “{label}” field can be at most {limit, plural, one {{limit} character} other {{limit} characters}} long.',
  tooShort:
    'Invalid request: the “{label}” field must be at least {limit, plural, one {{limit} character} other {{limit} characters}} long.',
  tooSmall: 'Invalid request: the “{label}” field must be at least {limit}.',
  tooLarge: 'Invalid request: the “{label}” field can be at most {limit}.',
};
