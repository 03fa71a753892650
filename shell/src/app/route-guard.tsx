import type { ReactNode } from 'react';
import styled from 'styled-components';
import { canEnterAdmin, Navigate, paths, useAuth, useLocation, type RouteAccess } from '@meridian/shared';

/**
 * Lets a visitor into a section's route only if its access rule (the registry's `access`) admits
 * them. This is the courtesy of the page; the data itself is guarded by firestore.rules.
 * - 'signed-in': while the session is checked, a loading message; signed out, the sign-in page,
 *   which returns here afterwards.
 * - 'staff': as above, and a role that sees no admin tab goes to the home page.
 */
export function RouteGuard({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const { user, loading } = useAuth();
  const location = useLocation();
  if (access === 'public') return children;
  if (loading) {
    return (
      <Pending role="status" aria-live="polite">
        Checking your sign-in…
      </Pending>
    );
  }
  if (!user) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={paths.signIn} replace state={{ from }} />;
  }
  if (access === 'staff' && !canEnterAdmin(user.role)) return <Navigate to={paths.home} replace />;
  return children;
}

const Pending = styled.div`
  min-height: 70vh;
  display: grid;
  place-items: center;
  color: ${({ theme }) => theme.color.muted};
`;
