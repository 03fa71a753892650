import type { ReactNode } from 'react';
import styled from 'styled-components';
import {
  canEnterAdmin,
  Container,
  Navigate,
  onMobile,
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
 * The frame the signed-in pages share (the portal kit's TabbedPage: its header band, its row of
 * tabs, its body at least a screen tall), drawn in grey while the session is checked: sent as the
 * guarded page's HTML, so the page does not open on a blank area. Its band and tab row are sized
 * as TabbedPage's (the heading's line, the intro's line or, on a phone, two), so the page's own
 * heading and tabs arrive where the grey ones were; its body keeps the site's footer off the
 * first screen, where the page's would too, so nothing on screen moves (issue 22: CLS 0). It stays
 * while the section's code arrives, when the session is known first (routes.tsx).
 */
export function FrameSkeleton() {
  return (
    <div role="status" data-frame-skeleton>
      <VisuallyHidden>Checking your sign-in…</VisuallyHidden>
      <Band aria-hidden="true">
        <Container>
          <span />
          <span />
        </Container>
      </Band>
      <Body aria-hidden="true">
        <Container>
          <Tabs>
            <span />
            <span />
            <span />
          </Tabs>
        </Container>
      </Body>
    </div>
  );
}

/** The heading (a line of clamp(1.4rem, 2.6vw, 1.8rem) at line-height 1.2, 4px under it) and the
 * intro (a line of 0.95rem at the body's 1.55; two on a phone), as TabbedPage's banner. */
const Band = styled.div`
  padding: 20px 0;
  background: linear-gradient(135deg, ${({ theme }) => theme.color.navyDeep}, ${({ theme }) => theme.color.navy});
  span {
    display: block;
    width: min(320px, 70%);
    height: calc(1.2 * clamp(1.4rem, 2.6vw, 1.8rem));
    margin-bottom: 4px;
    border-radius: 6px;
    background: rgba(255, 255, 255, 0.14);
  }
  span + span {
    width: min(460px, 85%);
    height: 1.47rem;
    margin: 0;
  }
  ${onMobile} {
    span + span {
      height: 2.94rem;
    }
  }
`;

const Body = styled.div`
  padding: 24px 0 72px;
  background: ${({ theme }) => theme.color.surface};
  min-height: 100vh;
`;

/** The tab row: links of one line (1.55rem) with 12px above and below, and the row's 2px line. */
const Tabs = styled.div`
  display: flex;
  gap: 24px;
  padding: 12px 0;
  border-bottom: 2px solid ${({ theme }) => theme.color.border};
  span {
    width: 104px;
    height: 1.55rem;
    border-radius: 6px;
    background: #e3e8ee;
  }
`;
