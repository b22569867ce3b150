import { CONTACT_PATH, TERMS_PATH, termsClauseHref } from '@marketplace/domain';

/** The one registry of the app's routes (spec §2). */
export const paths = {
  home: { path: '/', href: () => '/' },
  realEstate: { path: '/nekretnine', href: () => '/nekretnine' },
  login: { path: '/login', href: () => '/login' },
  register: { path: '/register', href: () => '/register' },
  verifyEmail: { path: '/verify-email', href: () => '/verify-email' },
  forgotPassword: { path: '/forgot-password', href: () => '/forgot-password' },
  resetPassword: { path: '/reset-password', href: () => '/reset-password' },
  landAd: { path: '/ads/:id', href: (id: number | string) => `/ads/${id}` },
  createLandAd: { path: '/create-ad', href: () => '/create-ad' },
  editLandAd: { path: '/edit-ad/:id', href: (id: number | string) => `/edit-ad/${id}` },
  myAds: { path: '/my-ads', href: () => '/my-ads' },
  profile: { path: '/profile', href: () => '/profile' },
  messages: {
    path: '/messages',
    href: (start?: { adId: number; receiverId: number; adType?: 'land' | 'business' }) => {
      if (!start) return '/messages';
      const query = new URLSearchParams({
        adId: String(start.adId),
        receiverId: String(start.receiverId),
        sendInitial: '1',
      });
      if (start.adType === 'business') query.set('adType', 'business');
      return `/messages?${query.toString()}`;
    },
  },
  business: { path: '/business', href: () => '/business' },
  businessAd: { path: '/business/:id', href: (id: number | string) => `/business/${id}` },
  createBusinessAd: { path: '/create-business-ad', href: () => '/create-business-ad' },
  editBusinessAd: {
    path: '/edit-business-ad/:id',
    href: (id: number | string) => `/edit-business-ad/${id}`,
  },
  // Saved ads ('Sačuvani oglasi'): signed-in users.
  savedAds: { path: '/saved-ads', href: () => '/saved-ads' },
  // Notice emails: the body's unsubscribe link (apps/server notice-emails.ts).
  unsubscribe: { path: '/unsubscribe', href: () => '/unsubscribe' },
  // Public, linked from the footer: the terms of use (a clause as '/uslovi#clan-3-2', the form the
  // statements of reasons link) and the contact points for users and authorities.
  terms: {
    path: TERMS_PATH,
    href: (clause?: string) => (clause === undefined ? TERMS_PATH : termsClauseHref(clause)),
  },
  contact: { path: CONTACT_PATH, href: () => CONTACT_PATH },
  // A moderation decision's statement of reasons and the appeal against it (signed-in users; the
  // ad page of a hidden or rejected ad links it for its author).
  appeal: {
    path: '/appeals/:decisionId',
    href: (decisionId: number | string) => `/appeals/${decisionId}`,
  },
  // The staff console (moderators and admins): one section per address, each its own module.
  admin: { path: '/admin', href: () => '/admin' },
  adminReports: {
    path: '/admin/reports',
    href: (status?: 'closed') => (status ? `/admin/reports?status=${status}` : '/admin/reports'),
  },
  adminQueue: { path: '/admin/queue', href: () => '/admin/queue' },
  adminAppeals: { path: '/admin/appeals', href: () => '/admin/appeals' },
  adminUsers: { path: '/admin/users', href: () => '/admin/users' },
  adminUser: { path: '/admin/users/:id', href: (id: number) => `/admin/users/${id}` },
  adminAuditLog: { path: '/admin/audit-log', href: () => '/admin/audit-log' },
} as const;
