import { useEffect } from 'react';
import { loadRoute } from '../federation/load-remote';
import { NAV_LINKS } from '../layout/navigation';
import { modulesForPath } from './route-table';

/**
 * Starts loading what a path of the site needs: its section's module, and what the section
 * preloads for it. (The home page's widgets load later, when wanted: widget-gate.ts.)
 */
export function prefetchPath(pathname: string): Promise<unknown> {
  const loads = modulesForPath(pathname)
    .filter((module) => module.exposed === './App')
    // A section that failed to load is left to its slot, which tries again with back-off.
    .map((module) => loadRoute(module.remote, module.exposed, pathname, { retryFailed: false }));
  return Promise.allSettled(loads);
}

/** The path an in-site link points at, or null for any other element or link. */
function linkPath(target: EventTarget | null): string | null {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!link || (link as HTMLAnchorElement).target) return null;
  const url = new URL((link as HTMLAnchorElement).href, window.location.href);
  return url.origin === window.location.origin ? url.pathname : null;
}

/** How long after the page has loaded the top bar's sections are fetched, if nothing asked for them sooner. */
const IDLE_PREFETCH_DELAY_MS = 4000;

/**
 * A section's code is fetched before it is needed: when a link to it is hovered, focused or
 * touched, and for the top bar's sections once the page has loaded and the browser is idle (a
 * few seconds later, so that it never competes with what the page itself needs). A first visit
 * to a section then shows its page at once, with no loading state.
 */
export function usePrefetchOnIntent(): void {
  useEffect(() => {
    const onIntent = (event: Event) => {
      const path = linkPath(event.target);
      if (path) void prefetchPath(path);
    };
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    document.addEventListener('touchstart', onIntent, { passive: true });
    const prefetchSections = () => NAV_LINKS.forEach((link) => void prefetchPath(link.to));
    const whenIdle = () =>
      'requestIdleCallback' in window ? window.requestIdleCallback(prefetchSections) : prefetchSections();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const afterLoad = () => {
      timer = setTimeout(whenIdle, IDLE_PREFETCH_DELAY_MS);
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
      document.removeEventListener('touchstart', onIntent);
      window.removeEventListener('load', afterLoad);
      clearTimeout(timer);
    };
  }, []);
}
