import type { ReactNode } from 'react';
import styled from 'styled-components';
import {
  canEnterAdmin,
  Container,
  Navigate,
  paths,
  useAuth,
  useLocation,
  VisuallyHidden,
  type RouteAccess,
} from '@meridian/shared';

/**
 * Lets a visitor into a section's route only if its access rule (the registry's `access`) admits
 * them. This is the courtesy of the page; the data itself is guarded by firestore.rules.
 * - 'signed-in': while the session is checked, the frame of a signed-in page (its header band,
 *   its tabs, a card) in grey, announced as a check; signed out, the sign-in page, which returns
 *   here afterwards.
 * - 'staff': as above, and a role that sees no admin tab goes to the home page.
 */
export function RouteGuard({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const { user, loading } = useAuth();
  const location = useLocation();
  if (access === 'public') return children;
  if (loading) return <FrameSkeleton />;
  if (!user) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={paths.signIn} replace state={{ from }} />;
  }
  if (access === 'staff' && !canEnterAdmin(user.role)) return <Navigate to={paths.home} replace />;
  return children;
}

/**
 * The frame the signed-in pages share (the portal kit's TabbedPage: a compact header band, a row
 * of tabs, cards), drawn in grey while the session is checked, so the page does not open on a
 * blank area and its header does not move when the page arrives.
 */
function FrameSkeleton() {
  return (
    <div role="status" aria-live="polite" data-frame-skeleton>
      <VisuallyHidden>Checking your sign-in…</VisuallyHidden>
      <Band aria-hidden="true">
        <Container>
          <Bar $width="min(320px, 70%)" $height="2.2rem" $dark />
          <Bar $width="min(460px, 85%)" $height="1.2rem" $dark />
        </Container>
      </Band>
      <Body aria-hidden="true">
        <Container>
          <Tabs>
            <Bar $width="96px" $height="20px" />
            <Bar $width="120px" $height="20px" />
            <Bar $width="80px" $height="20px" />
          </Tabs>
          <Card>
            <Bar $width="40%" $height="1.4rem" />
            <Bar $width="90%" $height="1rem" />
            <Bar $width="75%" $height="1rem" />
          </Card>
        </Container>
      </Body>
    </div>
  );
}

const Band = styled.div`
  padding: 20px 0;
  background: linear-gradient(135deg, ${({ theme }) => theme.color.navyDeep}, ${({ theme }) => theme.color.navy});
  display: grid;
`;

const Body = styled.div`
  padding: 24px 0 72px;
  background: ${({ theme }) => theme.color.surface};
  min-height: 60vh;
`;

const Tabs = styled.div`
  display: flex;
  gap: 24px;
  padding: 12px 0;
  margin-bottom: 24px;
  border-bottom: 2px solid ${({ theme }) => theme.color.border};
`;

const Card = styled.div`
  display: grid;
  gap: 14px;
  padding: 24px;
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.color.white};
`;

const Bar = styled.span<{ $width: string; $height: string; $dark?: boolean }>`
  display: block;
  width: ${({ $width }) => $width};
  height: ${({ $height }) => $height};
  margin: 4px 0;
  border-radius: 6px;
  background: ${({ $dark }) => ($dark ? 'rgba(255, 255, 255, 0.14)' : '#e3e8ee')};
`;
