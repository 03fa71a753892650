import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { AuthContext, signOutUser, watchSession, type AuthState, type SessionUser } from '@meridian/shared';

/**
 * Holds the session for the whole site. Remotes read it with useAuth() from @meridian/shared,
 * the same context object, because the shell and every remote share one copy of that package.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<SessionUser | null>(null);
  const [loading, setLoading] = useState(true);

  useEffect(
    () =>
      watchSession((next) => {
        setUser(next);
        setLoading(false);
      }),
    [],
  );

  const value = useMemo<AuthState>(() => ({ user, loading, signOut: signOutUser }), [user, loading]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
