import type {
  apiAuthTexts,
  apiBlocksTexts,
  apiImagesTexts,
  apiMessagesTexts,
  apiModerationTexts,
  apiNotificationsTexts,
  apiReportsTexts,
  apiTexts,
  emailsTexts,
} from '../../server-texts';
import type { moderationEmailTexts } from '../../moderation-email-texts';
import type { Translation } from '../translation';

export const api: Translation<typeof apiTexts> = {
  badRequest: 'Invalid request.',
  unauthorized: 'You are not logged in, or your session has expired.',
  forbidden: 'You do not have permission for this action.',
  notFound: 'The requested resource was not found.',
  methodNotAllowed: 'Method not allowed.',
  notAcceptable: 'The requested response format is not supported.',
  requestTimeout: 'The request did not arrive in time.',
  conflict: 'Conflict with existing data.',
  payloadTooLarge: 'The request is too large. The maximum allowed image size is 5 MB.',
  bodyTooLarge: 'The request is too large.',
  uriTooLong: 'The request address is too long.',
  unsupportedMediaType: 'The content type is not supported.',
  tooManyRequests: 'Too many requests. Please try again later.',
  headersTooLarge: 'The request headers are too large.',
  internalError: 'A server error occurred. Please try again later.',
  databaseUnavailable: 'The service is temporarily unavailable. Please try again in a few seconds.',
  invalidJson: 'Invalid request: the request body is not valid JSON.',
  emptyJson: 'Invalid request: the request body is empty.',
  invalidMultipart: 'Invalid request: the form body is not valid.',
  bodyRequired: 'Invalid request: the request body is required.',
  badUrl: 'Invalid request: the request address is not valid.',
  forbiddenCharacters: 'Invalid request: the text contains characters that are not allowed.',
  unknownField: 'Invalid request: unknown field "{field}".',
  fieldRequired: 'Invalid request: the field "{field}" is required.',
  fieldInvalid: 'Invalid request: the field "{field}" is not valid.',
};

export const apiAuth: Translation<typeof apiAuthTexts> = {
  rateLimited: 'Too many requests. Please try again in a minute.',
  registered: 'Registration successful. Check your email to verify your account.',
  verified: 'Your email address has been verified successfully.',
  verifyInvalid: 'The verification link is invalid or has expired.',
  verificationResent:
    'If the account exists and is not verified, we have sent a new verification link.',
  wrongCredentials: 'Incorrect email or password.',
  captchaRequired: 'Please answer the CAPTCHA question.',
  captchaWrong: 'The answer to the CAPTCHA question is not correct. Please try again.',
  captchaAddition: 'What is {a} + {b}?',
  captchaSubtraction: 'What is {a} - {b}?',
  notVerified: 'Your email address has not been verified. Please check your messages.',
  commonPassword:
    'This password is too common and easy to guess. Please choose a different password.',
  resetSent: 'If the account exists, we have sent a password reset link.',
  passwordReset: 'Your password has been reset successfully.',
  resetInvalid: 'The password reset link is invalid or has expired.',
  passwordChanged: 'Your password has been changed successfully.',
  oldPasswordWrong: 'The current password is not correct.',
  tooManyPasswordChanges: 'Too many password change attempts. Please try again in {minutes} min.',
  alreadyVerified: 'This account is already verified. You can log in.',
};

export const apiImages: Translation<typeof apiImagesTexts> = {
  notFound: 'Image not found.',
  unsupported: 'Only JPEG, PNG and WebP images are allowed.',
  damaged: 'The image is damaged or is not in JPEG, PNG or WebP format.',
  tooLarge: 'The image is larger than 5 MB.',
  tooManyPixels: 'The image is too large: at most 40 megapixels are allowed.',
};

export const apiMessages: Translation<typeof apiMessagesTexts> = {
  investorsOnly: 'Only investors can start a conversation about an ad.',
  toSelf: 'You cannot send a message to yourself.',
  recipientNotAuthor: 'The recipient of the message must be the author of the ad.',
  empty: 'The message cannot be empty.',
  tooLong:
    'A message can have at most {max, plural, one {{max} character} other {{max} characters}}.',
  conversationNotFound: 'Conversation not found.',
  noAccess: 'You do not have access to this conversation.',
  blockedByRecipient: 'This user has blocked you. The message was not sent.',
};

export const apiReports: Translation<typeof apiReportsTexts> = {
  alreadyReported: 'You have already reported this ad.',
  ownAd: 'You cannot report your own ad.',
  tooManyReports: 'Too many ad reports. Please try again in {minutes} min.',
};

export const apiBlocks: Translation<typeof apiBlocksTexts> = {
  self: 'You cannot block yourself.',
  userNotFound: 'User not found.',
};

export const apiModeration: Translation<typeof apiModerationTexts> = {
  forbiddenStaff: 'Only moderators can perform this action.',
  adminOnly: 'Only administrators can perform this action.',
  actionDoesNotFitTarget: 'This measure cannot be applied to the selected target.',
  actionDoesNotFitState: 'This measure cannot be applied in the target’s current state.',
  targetNotFound: 'The target of the decision was not found.',
  untilRequired: 'A suspension requires an end date.',
  untilInPast: 'The end date of the measure must be in the future.',
  unknownClause: 'The specified clause of the terms of use does not exist.',
  statementRequired: 'A statement of reasons is required.',
  decisionNotFound: 'Decision not found.',
  appealNotYours: 'Only the user the decision concerns can file an appeal.',
  appealExists: 'An appeal against this decision has already been filed.',
  appealNotFound: 'Appeal not found.',
  appealResolved: 'This appeal has already been decided.',
  suspendedUntil: 'Your account is suspended until {until}.',
  banned: 'Your account has been permanently banned.',
  companyNumberInvalid:
    'The company registration or tax number is not valid for the selected country.',
  companyNameRequired: 'The company name is required.',
  companyOnlyBusinessOwner: 'Only business owners enter company details.',
  userNotFound: 'User not found.',
  nothingToLift: 'The account has no active measure.',
  companyNotEntered: 'The user has not entered company details.',
};

export const emails: Translation<typeof emailsTexts> = {
  senderName: 'Real Estate',
  greeting: 'Dear {name},',
  linkFallback: 'If the button does not work, open this link in your browser:',
  verifySubject: 'Confirm your email address',
  verifyIntro:
    'Thank you for registering. Please confirm your email address by opening the link below.',
  verifyValidity:
    'The link is valid for 24 hours. If you did not create an account, feel free to ignore this message.',
  verifyButton: 'Confirm email address',
  resetSubject: 'Password reset',
  resetIntro:
    'We received a request to reset the password of your account. Set a new password by opening the link below.',
  resetValidity:
    'The link is valid for 1 hour and can be used only once. If you did not request a password change, ignore this message; your password stays the same.',
  resetButton: 'Set a new password',
  passwordChangedSubject: 'Your password has been changed',
  passwordChangedIntro:
    'The password of your account has just been changed. If this was you, you do not need to do anything.',
  passwordChangedAdvice:
    'If this was not you, set a new password right away by opening the link below: this logs out everyone who is logged in to your account. The link is valid for 1 hour; after that, request a new link on the login page.',
  accountExistsSubject: 'An account with this email address already exists',
  accountExistsIntro:
    'Someone just tried to create an account with this email address, but an account with it already exists.',
  accountExistsAdvice:
    'If this was you, log in; if you have forgotten your password, you can request a new one on the login page. If it was not you, ignore this message: your account is unchanged.',
  accountExistsButton: 'Log in',
  messageNoticeSubject: 'Unread message from {sender}: {ad}',
  messageNoticeIntro: 'You have an unread message from {sender} about the ad “{ad}”:',
  messageNoticeOnce:
    'We send a notification like this at most once per conversation, until you read its messages.',
  messageNoticeButton: 'Open conversation',
  messageNoticeUnsubscribe:
    'Don’t want notifications about unread messages? Turn them off with one click:',
  searchAlertSubject:
    '{count, plural, one {{count} new ad} other {{count} new ads}} for your saved search',
  searchDigestSubject:
    'Daily summary: {count, plural, one {{count} new ad} other {{count} new ads}} for your saved search',
  searchAlertIntro: 'New ads matching your saved search have appeared:',
  searchDigestIntro: 'Here are the new ads from the past day that match your saved search:',
  searchAlertItem: '{title}, {price}',
  searchAlertUnsubscribe:
    'Don’t want notifications about saved searches? Turn them off with one click:',
  unsubscribeButton: 'Turn off notifications',
};

export const apiNotifications: Translation<typeof apiNotificationsTexts> = {
  unsubscribed: 'You have been unsubscribed. We will no longer send you this kind of message.',
  savedSearchNotFound: 'Saved search not found.',
  tooManySavedSearches:
    'You can save at most {max, plural, one {{max} search} other {{max} searches}}.',
};

export const moderationEmail: Translation<typeof moderationEmailTexts> = {
  reportReceiptSubject: 'We have received your report of the ad “{ad}”',
  reportReceiptIntro:
    'We have received your report of the ad “{ad}” ({reason}) and recorded it on {at}. A moderator will review it and we will let you know the outcome.',
  reportOutcomeSubject: 'Decision on your report of the ad “{ad}”',
  reportOutcomeRemoved:
    'We have reviewed your report of the ad “{ad}”. Decision: {measure}. Thank you for helping keep the ads trustworthy.',
  reportOutcomeKept:
    'We have reviewed your report of the ad “{ad}” and found no violation of the terms of use, so the ad stays published.',
  statementSubjectAd: 'Decision on your ad “{ad}”',
  statementSubjectAccount: 'Decision on your account',
  statementIntro: 'We are informing you of a decision concerning {target}.',
  statementMeasure: 'Measure: {measure}.',
  statementDurationUntil: 'Duration: until {until}.',
  statementDurationIndefinite: 'Duration: no time limit, until the measure is lifted.',
  statementFacts: 'Facts and circumstances: {statement}',
  statementAfterReport: 'The decision was made following a report by another user.',
  statementOwnInitiative:
    'The decision was made on a moderator’s own initiative, without a user report.',
  statementAutomated:
    'No automated means were used: the decision was made by a moderator who reviewed the case personally.',
  statementClause: 'Basis: clause {clause} of the terms of use ({reason}): {termsUrl}',
  statementContest:
    'If you disagree, you can file an appeal within 6 months on the page below. You also have the right to out-of-court dispute resolution and to judicial redress.',
  statementButton: 'File an appeal',
  targetAd: 'your ad “{ad}”',
  targetAccount: 'your account',
  measureHide: 'the ad has been hidden and is no longer visible to other users',
  measureReject: 'the ad has been rejected and will not be published',
  measureSuspend: 'the account has been temporarily suspended, and your ads are not visible',
  measureBan: 'the account has been permanently banned, and your ads are not visible',
  measureKept: 'the ad stays published',
  appealOutcomeSubject: 'Decision on your appeal',
  appealUpheld:
    'We have considered your appeal, and the decision remains in force. Reasons: {statement}',
  appealReversed:
    'We have considered your appeal and accepted it: the measure has been lifted. Reasons: {statement}',
  suspensionEndedSubject: 'The suspension of your account has ended',
  suspensionEnded:
    'The suspension of your account has ended. You can log in again, and your ads are visible again.',
};
