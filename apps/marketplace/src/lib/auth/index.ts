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
export { SessionProvider } from './session-provider';
export { toSessionUser } from './get-me';
export { RequireAuth, RequireRole } from './guards';
export { useStaffRole } from './staff-role';
export { readStoredViewerId, readToken } from './token-storage';
