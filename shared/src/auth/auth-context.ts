import { createContext, useContext } from 'react';
import type { SessionUser } from '../firebase/session';

/** What the shell's AuthProvider gives every part of the site (spec §3, auth session). */
export interface AuthState {
  user: SessionUser | null;
  /** True until the first sign-in check has finished. */
  loading: boolean;
  signOut: () => Promise<void>;
}

/** Provided by the shell; lives here so that remotes read the same context object. */
export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used within an AuthProvider');
  return state;
}
