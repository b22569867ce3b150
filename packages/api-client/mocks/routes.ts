import type { operations, paths } from '../src/generated/schema';

export type OperationId = keyof operations;
export type RouteMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * Method and path of every operation in openapi.yaml (a test checks this against the file).
 * The order is the order the mock handlers are registered in, and it matters: MSW takes the first
 * match, so /api/ads/my-ads precedes /api/ads/{id} and the land image paths precede /uploads/*.
 */
export const routes = {
  getHealth: { method: 'get', path: '/api/health' },
  getHealthLive: { method: 'get', path: '/api/health/live' },
  getHealthReady: { method: 'get', path: '/api/health/ready' },
  register: { method: 'post', path: '/api/auth/register' },
  verifyEmail: { method: 'post', path: '/api/auth/verify-email' },
  resendVerification: { method: 'post', path: '/api/auth/resend-verification' },
  login: { method: 'post', path: '/api/auth/login' },
  logout: { method: 'post', path: '/api/auth/logout' },
  getMe: { method: 'get', path: '/api/auth/me' },
  forgotPassword: { method: 'post', path: '/api/auth/forgot-password' },
  resetPassword: { method: 'post', path: '/api/auth/reset-password' },
  changePassword: { method: 'post', path: '/api/auth/change-password' },
  setLanguage: { method: 'put', path: '/api/profile/language' },
  listAds: { method: 'get', path: '/api/ads' },
  searchAds: { method: 'get', path: '/api/ads/search' },
  createAd: { method: 'post', path: '/api/ads' },
  listMyAds: { method: 'get', path: '/api/ads/my-ads' },
  getAdImage: { method: 'get', path: '/api/ads/uploads/{file}' },
  getAdThumbnail: { method: 'get', path: '/api/ads/uploads/thumbnails/{file}' },
  getAd: { method: 'get', path: '/api/ads/{id}' },
  updateAd: { method: 'put', path: '/api/ads/{id}' },
  deleteAd: { method: 'delete', path: '/api/ads/{id}' },
  deleteAdImage: { method: 'delete', path: '/api/ads/{id}/images/{imageId}' },
  setAdStatus: { method: 'put', path: '/api/ads/{id}/status' },
  listBusinessAds: { method: 'get', path: '/api/business-ads' },
  searchBusinessAds: { method: 'get', path: '/api/business-ads/search' },
  createBusinessAd: { method: 'post', path: '/api/business-ads' },
  listMyBusinessAds: { method: 'get', path: '/api/business-ads/user/me' },
  getBusinessAd: { method: 'get', path: '/api/business-ads/{id}' },
  updateBusinessAd: { method: 'patch', path: '/api/business-ads/{id}' },
  deleteBusinessAd: { method: 'delete', path: '/api/business-ads/{id}' },
  setBusinessAdStatus: { method: 'put', path: '/api/business-ads/{id}/status' },
  getBusinessImage: { method: 'get', path: '/uploads/{filename}' },
  getBusinessThumbnail: { method: 'get', path: '/uploads/thumbnails/{filename}' },
  getUnreadCount: { method: 'get', path: '/api/messages/unread-count' },
  streamMessageEvents: { method: 'get', path: '/api/messages/events' },
  listConversations: { method: 'get', path: '/api/messages/conversations' },
  startConversation: { method: 'post', path: '/api/messages/conversations' },
  getConversationMessages: { method: 'get', path: '/api/messages/conversations/{id}' },
  sendMessage: { method: 'post', path: '/api/messages/conversations/{id}/messages' },
  listFavorites: { method: 'get', path: '/api/favorites' },
  saveFavorite: { method: 'put', path: '/api/favorites/{adType}/{id}' },
  removeFavorite: { method: 'delete', path: '/api/favorites/{adType}/{id}' },
  createReport: { method: 'post', path: '/api/reports' },
  listBlocks: { method: 'get', path: '/api/blocks' },
  blockUser: { method: 'put', path: '/api/blocks/{userId}' },
  unblockUser: { method: 'delete', path: '/api/blocks/{userId}' },
  getNotificationSettings: { method: 'get', path: '/api/profile/notifications' },
  updateNotificationSettings: { method: 'patch', path: '/api/profile/notifications' },
  unsubscribe: { method: 'post', path: '/api/unsubscribe' },
  listSavedSearches: { method: 'get', path: '/api/saved-searches' },
  createSavedSearch: { method: 'post', path: '/api/saved-searches' },
  deleteSavedSearch: { method: 'delete', path: '/api/saved-searches/{id}' },
  getCompany: { method: 'get', path: '/api/profile/company' },
  putCompany: { method: 'put', path: '/api/profile/company' },
  getDecision: { method: 'get', path: '/api/decisions/{id}' },
  createAppeal: { method: 'post', path: '/api/appeals' },
  getAdminSummary: { method: 'get', path: '/api/admin/summary' },
  listAdminReports: { method: 'get', path: '/api/admin/reports' },
  listApprovalQueue: { method: 'get', path: '/api/admin/queue' },
  createDecision: { method: 'post', path: '/api/admin/decisions' },
  listAuditLog: { method: 'get', path: '/api/admin/audit-log' },
  listAdminAppeals: { method: 'get', path: '/api/admin/appeals' },
  resolveAppeal: { method: 'post', path: '/api/admin/appeals/{id}/resolution' },
  listAdminUsers: { method: 'get', path: '/api/admin/users' },
  getAdminUser: { method: 'get', path: '/api/admin/users/{id}' },
  setStaffRole: { method: 'put', path: '/api/admin/users/{id}/staff-role' },
} as const satisfies Record<OperationId, { method: RouteMethod; path: keyof paths }>;

/** The MSW pattern of a contract path: any origin, `{id}` as `:id`. */
export function mswPath(path: string): string {
  return `*${path.replace(/\{(\w+)\}/g, ':$1')}`;
}
