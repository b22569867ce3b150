import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { paths } from './config/paths';

/**
 * Every route of spec §2, each its own module (loaded on demand in the browser). Access rules live
 * in the route modules (RequireAuth / RequireRole); what a screen needs from the server is its
 * module's `loader` (server render) and `clientLoader` (later navigations).
 */
export default [
  route(paths.home.path, './features/home/routes/home.tsx'),
  route(paths.realEstate.path, './features/land-ads/routes/real-estate.tsx'),
  route(paths.login.path, './features/auth/routes/login.tsx'),
  route(paths.register.path, './features/auth/routes/register.tsx'),
  route(paths.verifyEmail.path, './features/auth/routes/verify-email.tsx'),
  route(paths.forgotPassword.path, './features/auth/routes/forgot-password.tsx'),
  route(paths.resetPassword.path, './features/auth/routes/reset-password.tsx'),
  route(paths.landAd.path, './features/land-ads/routes/land-ad.tsx'),
  route(paths.createLandAd.path, './features/land-ads/routes/create-land-ad.tsx'),
  route(paths.editLandAd.path, './features/land-ads/routes/edit-land-ad.tsx'),
  route(paths.myAds.path, './features/my-ads/routes/my-ads.tsx'),
  route(paths.profile.path, './features/profile/routes/profile.tsx'),
  route(paths.messages.path, './features/messages/routes/messages.tsx'),
  route(paths.business.path, './features/business-ads/routes/business-list.tsx'),
  route(paths.businessAd.path, './features/business-ads/routes/business-ad.tsx'),
  route(paths.createBusinessAd.path, './features/business-ads/routes/create-business-ad.tsx'),
  route(paths.editBusinessAd.path, './features/business-ads/routes/edit-business-ad.tsx'),
  route(paths.savedAds.path, './features/favorites/routes/saved-ads.tsx'),
  // Notice emails: public, the token in the link says whose emails stop.
  route(paths.unsubscribe.path, './features/auth/routes/unsubscribe.tsx'),
  // The terms of use and the contact points (DSA Art. 11-12): public, the same for everyone.
  route(paths.terms.path, './features/legal/routes/terms.tsx'),
  route(paths.contact.path, './features/legal/routes/contact.tsx'),
  route(paths.appeal.path, './features/appeals/routes/appeal.tsx'),
  // The staff console: the layout guards it (signed in, with a staff role); each section is a
  // module of its own, so none of it loads for anyone else.
  route(paths.admin.path, './features/admin/routes/admin-layout.tsx', [
    index('./features/admin/routes/overview.tsx'),
    route(paths.adminReports.path, './features/admin/routes/reports.tsx'),
    route(paths.adminQueue.path, './features/admin/routes/queue.tsx'),
    route(paths.adminAppeals.path, './features/admin/routes/appeals.tsx'),
    route(paths.adminUsers.path, './features/admin/routes/users.tsx'),
    route(paths.adminUser.path, './features/admin/routes/user.tsx'),
    route(paths.adminAuditLog.path, './features/admin/routes/audit-log.tsx'),
  ]),
  route('*', './app/not-found.tsx'),
] satisfies RouteConfig;
