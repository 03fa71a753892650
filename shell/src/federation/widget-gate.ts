import { WIDGET_ATTRIBUTE } from '@meridian/shared/page-contract';
import { fulfilled, settled, type TrackedPromise } from './tracked-promise';

/** How far below the screen a widget starts loading. */
const NEAR = '800px 0px';
const OPEN: TrackedPromise<void> = fulfilled(undefined);

let pageSettled = false;
const gates = new Map<string, TrackedPromise<void>>();

/** Called once the first page has hydrated: widgets shown after that (a navigation) load at once. */
export function markPageSettled(): void {
  pageSettled = true;
}

function whenIdleAfterLoad(callback: () => void) {
  const idle = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(callback, { timeout: 3000 })
      : setTimeout(callback, 200);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/**
 * Opens when a widget's code should load: when its area (data-remote-widget="<id>") comes near the
 * screen, or when the browser is idle after the page has loaded, whichever is first; at once if
 * the page has settled already, or where there is no browser (a prerender).
 */
export function widgetGate(id: string): TrackedPromise<void> {
  if (typeof window === 'undefined' || pageSettled) return OPEN;
  let gate = gates.get(id);
  if (!gate) {
    gate = settled(
      new Promise<void>((resolve) => {
        const area = document.querySelector(`[${WIDGET_ATTRIBUTE}="${CSS.escape(id)}"]`);
        if (area && 'IntersectionObserver' in window) {
          const observer = new IntersectionObserver(
            (entries) => {
              if (entries.some((entry) => entry.isIntersecting)) {
                observer.disconnect();
                resolve();
              }
            },
            { rootMargin: NEAR },
          );
          observer.observe(area);
        }
        whenIdleAfterLoad(resolve);
      }),
    );
    gates.set(id, gate);
  }
  return gate;
}
