import { useEffect } from 'react';
import { PAGE_READY_EVENT } from '@meridian/shared/page-contract';

/**
 * Says, on <html data-ready>, which parts of the page have hydrated (or rendered): 'page' once
 * the page's section has, and a widget's id (e.g. 'calculators:./SipPreview') once it has. Until
 * then what shows is the server's HTML, which a click or keystroke cannot yet change; the marks
 * are for whoever needs to know (tests, performance marks), and are never read by the site. The
 * page's mark is also an event (PAGE_READY_EVENT), on which the start script replays what the
 * visitor clicked or sent before it.
 * Renders nothing, so it hydrates with the part it sits beside; it must sit inside the innermost
 * Suspense boundary around that part (React hydrates a nested boundary in a later pass), as the
 * slots in remote-slot.tsx place it.
 */
export function ReadyMark({ part }: { part: string }) {
  useEffect(() => {
    const parts = new Set((document.documentElement.dataset.ready ?? '').split(' ').filter(Boolean));
    if (parts.has(part)) return;
    parts.add(part);
    document.documentElement.dataset.ready = [...parts].join(' ');
    performance.mark(`meridian:ready:${part}`);
    // The page's start script replays what the visitor clicked or sent before this.
    if (part === 'page') document.dispatchEvent(new Event(PAGE_READY_EVENT));
  }, [part]);
  return null;
}
