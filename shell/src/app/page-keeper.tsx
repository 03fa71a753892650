import { useEffect } from 'react';
import { useAuth, useLocation, useNavigationType } from '@meridian/shared';
import { whenIdle } from './when-idle';

/** How long <main> must stay still before its page is kept: its reads have answered and drawn. */
const SETTLE_MS = 400;

/** Whether the person is in a field of the page: what they type there is not saved yet. */
function inField(main: HTMLElement): boolean {
  const focused = document.activeElement;
  return focused !== null && main.contains(focused) && focused.matches('input, textarea, select, [contenteditable]');
}

/**
 * The address the document was opened at, and whether the person has moved on since (other than
 * by the router replacing the address: /admin opens on its first tab, /admin/users). While they
 * have not, the page shown is kept for the address opened too, as a pointer to its own (`opensOn`),
 * so that it is drawn when that address is opened again.
 */
export const openedAt = { path: typeof window === 'undefined' ? '' : window.location.pathname, moved: false };

/** The address opened that led here by a redirect below it, or null. */
function redirectedFrom(pathname: string): string | null {
  const { path, moved } = openedAt;
  return !moved && path !== '/' && pathname.startsWith(`${path}/`) ? path : null;
}

/**
 * Keeps a signed-in page on this device as the person sees it, once its content has been read
 * afresh and <main> has stayed still (SETTLE_MS): the guarded page's inline script draws it on
 * their next visit once their session is confirmed, before the section's code has arrived ('@meridian/shared/device-memory',
 * kept-page.ts). Only a screen of the person's own data that allows it is kept (its
 * KEEP_PAGE_ATTRIBUTE; never a list of other people), for the person signed in, under the
 * memory's rules; never while they are in a field or have typed something they have not sent. Rendered on guarded pages once the session is known.
 */
export function PageKeeper() {
  const { user } = useAuth();
  const { pathname, search } = useLocation();
  const navigation = useNavigationType();
  useEffect(() => {
    if (navigation !== 'REPLACE' && pathname !== openedAt.path) openedAt.moved = true;
  }, [navigation, pathname]);
  // A page with a query (a filter, an open editor) is not what its tab opens on: never kept.
  const uid = search ? null : (user?.uid ?? null);
  const role = user?.role ?? null;

  useEffect(() => {
    const main = document.getElementById('main');
    if (!uid || !role || !main) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // What the person typed is never kept (a form's fields carry it in their markup): from their
    // first keystroke until they send the form, the page is not kept again.
    let typed = false;
    const typing = () => {
      typed = true;
    };
    const sent = () => {
      typed = false;
    };
    main.addEventListener('input', typing, true);
    main.addEventListener('submit', sent, true);
    const keep = () =>
      whenIdle(() => {
        if (!live || typed || inField(main)) return;
        void import('@meridian/shared/device-memory')
          .then((memory) => {
            if (!live) return;
            const page = memory.captureKeptPage(main, Array.from(document.styleSheets));
            if (!page) return;
            // With the role it is seen under: drawn again only while the profile holds it.
            memory.keepOnDevice(uid, memory.keptPageName(pathname), { ...page, role });
            const from = redirectedFrom(pathname);
            if (from) memory.keepOnDevice(uid, memory.keptPageName(from), { opensOn: pathname });
          })
          .catch(() => undefined);
      }, 1000);
    const settle = () => {
      clearTimeout(timer);
      timer = setTimeout(keep, SETTLE_MS);
    };
    const observer = new MutationObserver(settle);
    observer.observe(main, { childList: true, subtree: true, characterData: true, attributes: true });
    settle();
    return () => {
      live = false;
      main.removeEventListener('input', typing, true);
      main.removeEventListener('submit', sent, true);
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [uid, role, pathname]);
  return null;
}
