import { createContext, useContext } from 'react';
import type { SessionUser } from '../firebase/session';

export type SessionEndReason = 'server' | 'all-devices' | 'deleted';

/** What the shell's AuthProvider gives every part of the site (spec §3, auth session). */
export interface AuthState {
  user: SessionUser | null;
  /** True until the first sign-in check has finished. */
  loading: boolean;
  /**
   * Why the last session ended, when it was not simply the visitor signing out: the server
   * ended it (its sessions were ended from another device, or the account was disabled), or
   * the visitor ended it everywhere, or deleted the account. The sign-in page says which.
   */
  endedBy: SessionEndReason | null;
  /** Signs out on this device; `reason` says why, for the sign-in page to tell. */
  signOut: (reason?: Exclude<SessionEndReason, 'server'>) => Promise<void>;
  /** Reads the account again after a page changed it (name, verified email, sign-in methods). */
  refresh: () => Promise<void>;
}

/** Provided by the shell; lives here so that remotes read the same context object. */
export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used within an AuthProvider');
  return state;
}
