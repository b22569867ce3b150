import { createContext, useContext } from 'react';
import type { StaffRole, UserType } from '@marketplace/domain';

export interface SessionUser {
  id: number;
  email: string;
  fullName: string;
  userType: UserType;
  /**
   * The staff role (the console at /admin), null for everyone else. GET /api/auth/me and the
   * server's page (its viewer) tell it: undefined while a session that began from a sign-in answer
   * has not been asked; useStaffRole asks.
   */
  staffRole?: StaffRole | null;
}

export type SessionStatus = 'loading' | 'signedOut' | 'signedIn';

/** How the last session ended: the user's own logout, or the inactivity/expiry logout. */
export type SessionEnd = 'logout' | 'automatic';

export interface Session {
  status: SessionStatus;
  user: SessionUser | null;
  /** Set once a session has ended in this tab; null while signed in or never signed in. */
  ended: SessionEnd | null;
  /** spec §4: stores token and userId, sets the user and resets the activity timer. */
  signIn(token: string, user: SessionUser): void;
  /** A fresh token for the same user (after a password change). */
  replaceToken(token: string): void;
  /** spec §4: asks the server to end the session, then always clears it locally. */
  signOut(): Promise<void>;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
