/**
 * The session (spec §4) in one place: the only module that reads or writes the stored token and
 * userId (spec §9). Everything else asks it through these exports.
 */
export {
  useSession,
  type Session,
  type SessionEnd,
  type SessionStatus,
  type SessionUser,
} from './session';
export { prefetchSessionUser, SessionProvider, toSessionUser } from './session-provider';
export { RequireAuth, RequireRole } from './guards';
export { readToken } from './token-storage';
