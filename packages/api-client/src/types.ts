import type { components, operations, paths } from './generated/schema';

type Schemas = components['schemas'];

export type User = Schemas['User'];
export type UserType = Schemas['UserType'];
export type LandType = Schemas['LandType'];
export type BusinessType = Schemas['BusinessType'];
export type AdType = Schemas['AdType'];
export type AdImage = Schemas['AdImage'];
export type AdStatus = Schemas['AdStatus'];
export type AdStatusRequest = Schemas['AdStatusRequest'];
export type Utility = Schemas['Utility'];
export type Premises = Schemas['Premises'];
export type Seller = Schemas['Seller'];
export type LandAd = Schemas['LandAd'];
export type LandAdForm = Schemas['LandAdForm'];
export type BusinessAd = Schemas['BusinessAd'];
export type BusinessAdForm = Schemas['BusinessAdForm'];
export type BusinessAdPatch = Schemas['BusinessAdPatch'];
export type Conversation = Schemas['Conversation'];
export type Message = Schemas['Message'];
export type UnreadCount = Schemas['UnreadCount'];
export type Favorite = Schemas['Favorite'];
export type ReportReason = Schemas['ReportReason'];
export type ReportRequest = Schemas['ReportRequest'];
export type Report = Schemas['Report'];
export type BlockedUser = Schemas['BlockedUser'];
export type ApiError = Schemas['Error'];
export type MessageResponse = Schemas['MessageResponse'];
export type Health = Schemas['Health'];
export type LoginRequest = Schemas['LoginRequest'];
export type LoginResponse = Schemas['LoginResponse'];
export type LoginFailure = Schemas['LoginFailure'];
export type RegisterRequest = Schemas['RegisterRequest'];
export type ResetPasswordRequest = Schemas['ResetPasswordRequest'];
export type ChangePasswordRequest = Schemas['ChangePasswordRequest'];
export type StartConversationRequest = Schemas['StartConversationRequest'];
export type SendMessageRequest = Schemas['SendMessageRequest'];
export type CountryId = Schemas['CountryId'];
export type CityId = Schemas['CityId'];

export type OperationId = keyof operations;
/**
 * The account operations (sign-up, sign-in, session, passwords, language): one group on the server
 * and in the mocks.
 */
export type AuthOperationId =
  | 'register'
  | 'verifyEmail'
  | 'resendVerification'
  | 'login'
  | 'logout'
  | 'getMe'
  | 'forgotPassword'
  | 'resetPassword'
  | 'changePassword'
  | 'setLanguage';
export type Language = Schemas['Language'];
export type ApiPath = keyof paths;
// Notice emails and saved searches.
export type NotificationSettings = Schemas['NotificationSettings'];
export type NotificationSettingsPatch = Schemas['NotificationSettingsPatch'];
export type AlertFrequency = Schemas['AlertFrequency'];
export type LandSearchParams = Schemas['LandSearchParams'];
export type BusinessSearchParams = Schemas['BusinessSearchParams'];
export type SavedSearch = Schemas['SavedSearch'];
export type SavedSearchRequest = Schemas['SavedSearchRequest'];
