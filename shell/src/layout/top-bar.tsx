import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import styled, { css } from 'styled-components';
import { brand, canEnterAdmin, Link, NavLink, onMobile, paths, useAuth, useLocation } from '@meridian/shared';
import { hasTransparentTopBar, NAV_LINKS, TOP_BAR_SCROLL_THRESHOLD } from './navigation';

/** Whether the page is scrolled past `threshold`; false until the browser says (the prerendered page is at the top). */
function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}

/** What can take focus inside the menu (links and buttons: it holds no field), in order, leaving out what is not shown. */
function focusablesIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')).filter(
    (element) => element.getClientRects().length > 0,
  );
}

/**
 * While the phone menu is open: Escape, or a tap outside the menu and its toggle, closes it and
 * puts focus back on the toggle; Tab and Shift+Tab go round the toggle and the menu's links.
 */
function useMenuDisclosure(
  open: boolean,
  close: () => void,
  toggle: RefObject<HTMLButtonElement | null>,
  menu: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    if (!open) return undefined;
    const closeToToggle = () => {
      close();
      toggle.current?.focus();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        closeToToggle();
        return;
      }
      if (event.key !== 'Tab' || !toggle.current || !menu.current) return;
      const ring = [toggle.current, ...focusablesIn(menu.current)];
      const at = ring.indexOf(document.activeElement as HTMLElement);
      const next = at < 0 ? 0 : (at + (event.shiftKey ? -1 : 1) + ring.length) % ring.length;
      event.preventDefault();
      ring[next]?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (target && (menu.current?.contains(target) || toggle.current?.contains(target))) return;
      event.preventDefault();
      closeToToggle();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, close, toggle, menu]);
}

/**
 * Below 1280 px the links and the account's actions fold into the menu behind the toggle: the
 * seven links (NAV_LINKS) and the account's room (Actions) need 1,250 px beside the firm's name,
 * which leaves room at 1280 px for a classic 17 px scrollbar.
 */
const onNarrow = '@media (max-width: 1279px)';

/** The menu's id, fixed so the prerendered layout and the page in the browser agree. */
const MENU_ID = 'site-menu';

type Appearance = 'transparent' | 'translucent' | 'solid';

export function TopBar() {
  const { pathname } = useLocation();
  const { user, loading, signOut } = useAuth();
  // The menu is open for the page it was opened on; moving to another page closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const scrolled = useScrolledPast(TOP_BAR_SCROLL_THRESHOLD);
  const appearance: Appearance = hasTransparentTopBar(pathname)
    ? scrolled || open
      ? 'translucent'
      : 'transparent'
    : 'solid';

  const close = useCallback(() => setOpenOn(null), []);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLElement>(null);
  useMenuDisclosure(open, close, toggleRef, menuRef);

  return (
    <>
      {/* Behind the open phone menu, over the page: a tap on it closes the menu (useMenuDisclosure). */}
      {open ? <Backdrop data-menu-backdrop aria-hidden="true" /> : null}
      <Bar data-appearance={appearance} $appearance={appearance}>
        <Inner>
          <Brand to={paths.home} onClick={close}>
            <Mark aria-hidden="true">M</Mark>
            {brand.name}
          </Brand>
          <Toggle
            ref={toggleRef}
            type="button"
            aria-expanded={open}
            aria-controls={MENU_ID}
            aria-label={open ? 'Close menu' : 'Open menu'}
            onClick={() => setOpenOn(open ? null : pathname)}
          >
            <span aria-hidden="true">{open ? '✕' : '☰'}</span>
          </Toggle>
          <Menu ref={menuRef} id={MENU_ID} $open={open} aria-label="Main">
            <Links>
              {NAV_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end={link.to === paths.home} onClick={close}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </Links>
            {/* The account area keeps its size while the session is checked, and shows nothing rather
              than a guess: Sign In to a signed-in visitor, or the reverse, would be wrong. */}
            <Actions data-session={loading ? 'checking' : user ? 'signed-in' : 'signed-out'}>
              {loading ? null : user ? (
                <>
                  <Greeting title={`Signed in as ${user.displayName}`}>
                    Hi, <Name>{user.displayName.split(' ')[0]}</Name>
                  </Greeting>
                  {canEnterAdmin(user.role) ? (
                    <NavLink to={paths.admin} onClick={close}>
                      Admin
                    </NavLink>
                  ) : null}
                  <NavLink to={paths.dashboard} onClick={close}>
                    Dashboard
                  </NavLink>
                  <ActionButton
                    type="button"
                    onClick={() => {
                      close();
                      void signOut();
                    }}
                  >
                    Sign Out
                  </ActionButton>
                </>
              ) : (
                <>
                  <NavLink to={paths.signIn} onClick={close}>
                    Sign In
                  </NavLink>
                  <NavLink to={paths.signUp} onClick={close}>
                    Get Started
                  </NavLink>
                  <MainAction to={paths.book} onClick={close}>
                    Book a call
                  </MainAction>
                </>
              )}
            </Actions>
          </Menu>
        </Inner>
      </Bar>
    </>
  );
}

const Backdrop = styled.div`
  position: fixed;
  inset: ${({ theme }) => theme.layout.topBarHeight} 0 0 0;
  z-index: 49;
  background: rgba(6, 26, 46, 0.55);
  @media (min-width: 1280px) {
    display: none;
  }
`;

const Bar = styled.header<{ $appearance: Appearance }>`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 50;
  height: ${({ theme }) => theme.layout.topBarHeight};
  transition:
    background-color 0.2s ease,
    box-shadow 0.2s ease,
    color 0.2s ease;
  ${({ theme, $appearance }) =>
    $appearance === 'solid'
      ? css`
          background: ${theme.color.navy};
          color: ${theme.color.white};
        `
      : $appearance === 'translucent'
        ? css`
            background: rgba(255, 255, 255, 0.94);
            backdrop-filter: blur(8px);
            box-shadow: ${theme.shadow.bar};
            color: ${theme.color.navy};
          `
        : css`
            background: transparent;
            color: ${theme.color.white};
          `}
`;

/** Wider than the page's content (theme.layout.maxWidth), so that the seven links fit beside the account's room. */
const Inner = styled.div`
  height: 100%;
  max-width: 1320px;
  margin: 0 auto;
  padding: 0 24px;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 24px;
  ${onMobile} {
    padding: 0 16px;
  }
`;

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  color: inherit;
  font-family: ${({ theme }) => theme.font.heading};
  font-size: 1.2rem;
  font-weight: 700;
  text-decoration: none;
  white-space: nowrap;
  min-width: 0;
  /* At 400 % zoom (320 px) the name wraps rather than push the menu button off the screen. */
  @media (max-width: 380px) {
    white-space: normal;
    font-size: 1.05rem;
    line-height: 1.15;
  }
`;

const Mark = styled.span`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 34px;
  height: 34px;
  border-radius: 8px;
  background: ${({ theme }) => theme.color.gold};
  color: ${({ theme }) => theme.color.navyDeep};
  font-family: ${({ theme }) => theme.font.body};
`;

const Toggle = styled.button`
  display: none;
  flex: none;
  width: 44px;
  height: 44px;
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radius.small};
  background: transparent;
  color: inherit;
  font-size: 1.3rem;
  cursor: pointer;
  ${onNarrow} {
    display: inline-grid;
    place-items: center;
  }
`;

const Menu = styled.nav<{ $open: boolean }>`
  display: flex;
  align-items: center;
  gap: 20px;
  a {
    color: inherit;
    text-decoration: none;
    font-weight: 500;
    padding: 8px 2px;
    border-bottom: 2px solid transparent;
  }
  a.active {
    border-bottom-color: ${({ theme }) => theme.color.gold};
  }
  ${onNarrow} {
    display: ${({ $open }) => ($open ? 'flex' : 'none')};
    position: absolute;
    top: ${({ theme }) => theme.layout.topBarHeight};
    left: 0;
    right: 0;
    flex-direction: column;
    align-items: stretch;
    gap: 8px;
    padding: 16px;
    background: ${({ theme }) => theme.color.white};
    color: ${({ theme }) => theme.color.navy};
    box-shadow: ${({ theme }) => theme.shadow.bar};
    max-height: calc(100dvh - ${({ theme }) => theme.layout.topBarHeight});
    overflow-y: auto;
    /* One row per link, each at least 44 px tall, the active one underlined within its own row. */
    a,
    button {
      display: flex;
      align-items: center;
      min-height: 48px;
    }
    a {
      padding: 0 8px;
    }
    a.active {
      border-bottom-width: 3px;
    }
  }
`;

const Links = styled.ul`
  display: flex;
  gap: 14px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${onNarrow} {
    flex-direction: column;
    gap: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: 16px;
  /* Room for the longest account area, a staff member's four (396 px; a client's three: 321 px), so
     that the links stay put when the session is known. */
  min-width: 400px;
  min-height: 44px;
  ${onNarrow} {
    min-width: 0;
    justify-content: flex-start;
    flex-direction: column;
    align-items: stretch;
    gap: 8px;
    border-top: 1px solid ${({ theme }) => theme.color.border};
    padding-top: 8px;
  }
`;

/** The signed-in person's first name: it changes as soon as they rename themselves in their profile. */
const Greeting = styled.span`
  display: inline-flex;
  gap: 0.3em;
  white-space: nowrap;
`;

const Name = styled.span`
  display: inline-block;
  max-width: 7.5em;
  overflow: hidden;
  text-overflow: ellipsis;
  vertical-align: bottom;
  font-weight: 600;
`;

const ActionButton = styled.button`
  min-height: 40px;
  padding: 8px 18px;
  border: 2px solid currentColor;
  border-radius: ${({ theme }) => theme.radius.small};
  background: transparent;
  color: inherit;
  font-weight: 600;
  cursor: pointer;
  justify-content: center;
`;

/** The bar's main action: the free first conversation (issue 38), the way to reach the firm. */
const MainAction = styled(Link)`
  && {
    padding: 9px 18px;
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.color.gold};
    color: ${({ theme }) => theme.color.navyDeep};
    font-weight: 600;
    justify-content: center;
  }
`;
