import type {
  adsTexts,
  businessAdFormTexts,
  businessDetailTexts,
  businessListTexts,
  forgotPasswordTexts,
  landAdTexts,
  loginTexts,
  messagesTexts,
  myAdsTexts,
  profileTexts,
  registerTexts,
  resetPasswordTexts,
  searchTexts,
  verifyEmailTexts,
} from '../../texts';
import type { Translation } from '../translation';

export const search: Translation<typeof searchTexts> = {
  sorts: {
    newest: 'Newest',
    price_asc: 'Price: lowest first',
    price_desc: 'Price: highest first',
    price_per_m2_asc: 'Price per m²: lowest first',
    area_desc: 'Area: largest first',
    revenue_desc: 'Revenue: highest first',
  },
  filtersButton: '{count, plural, =0 {Filters} other {Filters ({count})}}',
  filtersSheetTitle: 'Filters',
  showResults: 'Show ads',
  closeFilters: 'Close filters',
};

export const ads: Translation<typeof adsTexts> = {
  title: 'Title',
  price: 'Price (€)',
  country: 'Country',
  countryPlaceholder: 'Select a country',
  city: 'City',
  cityPlaceholder: 'Select a city',
  description: 'Description',
  location: 'Location',
  imageAlt: '{title} – image {position}',
};

export const login: Translation<typeof loginTexts> = {
  emailRequired: 'Email address is required',
  passwordRequired: 'Password is required',
  captchaRequired: 'Please answer the CAPTCHA question',
  emailHint: 'Please enter a valid email address',
  passwordHint: 'Password must be at least 6 characters long',
  failed: 'Login failed',
  networkError: 'Could not connect to the server',
  captchaHint: "Answer the question so we can check that you're not a robot.",
  forgotPassword: 'Forgot your password?',
  noAccount: "Don't have an account?",
  registerLink: 'Register',
};

export const register: Translation<typeof registerTexts> = {
  allFieldsRequired: 'All fields are required',
  passwordsMismatch: 'Passwords do not match',
  failed: 'Registration failed',
  confirmPassword: 'Confirm password',
  userType: 'User type',
  submit: 'Register',
  haveAccount: 'Already have an account?',
  loginLink: 'Log in',
  successTitle: 'Registration successful!',
  successText:
    "We've sent you an email with a verification link. Open it to activate your account, then log in.",
};

export const verifyEmail: Translation<typeof verifyEmailTexts> = {
  resend: 'resend',
  tokenMissing: 'Verification token not found',
  failed: 'Error verifying email address',
  title: 'Email address verification',
  verifying: 'Verifying your email address…',
  successTitle: 'Email address verified!',
  successText: 'Your account has been activated. You can now log in.',
  failedTitle: 'Verification failed',
  validity:
    'The verification link is valid for {hours, plural, one {{hours} hour} other {{hours} hours}}.',
  expiredHint: 'If the link has expired, request a new one.',
  resendFormLabel: 'New verification link',
  resendSubmit: 'Send a new link',
  resendSent:
    "If an unverified account with this address exists, we've sent a new verification link.",
  resendFailed: 'Sending a new link failed. Please try again.',
};

export const forgotPassword: Translation<typeof forgotPasswordTexts> = {
  failed: 'Error sending email',
  title: 'Forgotten password',
  intro: "Enter your account's email address and we'll send you a link to set a new password.",
  submit: 'Send link',
  sentTitle: 'Check your email',
  sentText:
    "If an account with this email address exists, we've sent you a password reset link. The link is valid for one hour.",
};

export const resetPassword: Translation<typeof resetPasswordTexts> = {
  passwordsMismatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 6 characters long',
  tokenMissing: 'Password reset token not found',
  failed: 'Error resetting password',
  title: 'Set a new password',
  confirmPassword: 'Confirm new password',
  submit: 'Save new password',
  successTitle: 'Password changed!',
  successText: 'You can now log in with your new password.',
  failedTitle: 'Password reset failed',
  linkExpired: 'The link may have expired or has already been used.',
  requestNewLink: 'Request a new link',
};

export const profile: Translation<typeof profileTexts> = {
  title: 'My profile',
  notSet: 'Not set',
  changePassword: 'Change password',
  newPasswordsMismatch: 'The new password and its confirmation do not match',
  newPasswordTooShort: 'The new password must be at least 6 characters long',
  changeFailed: 'Error changing password. Please try again.',
  changeSucceeded: 'Password changed successfully!',
  detailsTitle: 'Account details',
  accountType: 'Account type',
  passwordTitle: 'Change password',
  currentPassword: 'Current password',
  confirmNewPassword: 'Confirm new password',
};

export const landAd: Translation<typeof landAdTexts> = {
  back: 'Back to land ads',
  invalidLocation: 'Please select a country and a city from the list. (ID must be a number)',
  tooManyImages: 'You can add up to 10 images',
  notFound: 'Ad not found',
  createFailed: 'Error creating ad',
  loadFailed: 'Error loading ad',
  updateFailed: 'Error updating ad',
  imageDeleteFailed: 'Error deleting image',
  detailLoadFailed: 'Error loading ad details',
  deleteFailed: 'Error deleting ad',
  messageOwner: 'Message the owner',
  deletedWarning:
    'This ad has been deleted. It is no longer publicly available, but you can see its details because of your message history.',
  deleteConfirm: 'Are you sure you want to delete this ad?',
  areaField: 'Area (m²)',
  landType: 'Land type',
  landTypePlaceholder: 'Select a land type',
  publish: 'Publish ad',
  storedImageAlt: 'Image {position}',
  area: 'Area',
  author: 'Author',
  publishedAt: 'Date published',
  noDescription: 'No description.',
  edit: 'Edit',
  delete: 'Delete',
};

export const myAds: Translation<typeof myAdsTexts> = {
  total: 'Total ads',
  empty: 'You have no published ads',
  loadFailed: 'Error loading your ads',
};

export const messages: Translation<typeof messagesTexts> = {
  title: 'Messages',
  viewAd: 'View ad',
  conversationWith: 'Conversation with',
  you: 'You',
  inputPlaceholder: 'Type a message...',
  noConversationSelected: 'Select a conversation to view messages',
  newConversationTitle: 'Send a message to the ad owner',
  newConversationText: 'This message will start a new conversation with the ad owner',
  yourMessage: 'Your message',
  cancel: 'Cancel',
  send: 'Send',
  conversations: 'Conversations',
  backToConversations: 'Back to conversations',
};

export const businessAdForm: Translation<typeof businessAdFormTexts> = {
  createTitle: 'Post a business ad',
  editTitle: 'Edit business ad',
  requiredFields: 'Please fill in all required fields',
  invalidLocation: 'Please select a country and a city from the list. (ID must be a number)',
  tooManyImages: 'You can add up to 10 images',
  created: 'Business ad created successfully!',
  updated: 'Ad updated successfully',
  cancel: 'Cancel',
  saveChanges: 'Save changes',
  createFailed: 'Error creating business ad',
  loadFailed: 'Error loading ad',
  updateFailed: 'Error updating ad',
  onlyBusinessOwnersCreate: 'Only business owners can create business ads',
  notAuthor: "You don't have permission to edit this ad",
  foundingYearOutOfRange: 'Year founded must be between 1900 and the current year',
  negativeAmount: 'Price and annual revenue cannot be negative',
  invalidEmployeeCount: 'Number of employees must be a whole number, at least 0',
  description: 'Business description',
  businessType: 'Business type',
  businessTypePlaceholder: 'Select a business type',
  annualRevenue: 'Annual revenue (€)',
  employeeCount: 'Number of employees',
  foundingYear: 'Year founded',
  foundingYearHint: 'From {from} to {to}.',
};

export const businessList: Translation<typeof businessListTexts> = {
  title: 'Businesses',
  signInPrompt: 'Log in to access the ads',
  filtersToggle: 'Filters',
  reset: 'Reset',
  allTypes: 'All types',
  allCities: 'All cities',
  noResults: 'No ads found',
  noResultsHint: 'Try changing your search criteria',
  createAd: 'Post a business ad',
  employeeCount: '{count, plural, one {{count} employee} other {{count} employees}}',
  descriptionHidden: 'The description is available to investors only',
  viewDetails: 'View details',
  loadFailed: 'Error loading business ads',
  tagline: 'Businesses for sale in the region: restaurants, companies, shops and manufacturing.',
  adsList: 'Business ads',
};

export const businessDetail: Translation<typeof businessDetailTexts> = {
  back: 'Back to business ads',
  noDetails: 'No further information about this business is available',
  descriptionHidden: 'The description is available to investors only',
  close: 'Close',
  contactOwner: 'Contact the owner',
  contactInvestorsOnly: 'The contact option is available to investors only',
  editAd: 'Edit ad',
  notFound: 'Business ad not found',
  loadFailed: 'Error loading ad',
  facts: 'Business details',
  annualRevenue: 'Annual revenue',
  investorHint: 'Log in as an investor to see the business description.',
  images: 'Images',
  categoryAndLocation: 'Category and location',
  category: 'Category',
  contact: 'Contact',
  owner: 'Owner',
};
