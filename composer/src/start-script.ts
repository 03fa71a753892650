/**
 * The page's one inline script: it starts the JavaScript once the page the server sent has been
 * painted. The first paint needs nothing but the HTML and its CSS, so the modules (the shell's
 * entry, the shared libraries, the route's own section) are neither fetched nor run before it:
 * on a phone they would compete with the document and its first image for the network and the
 * CPU. Once the browser reports the first contentful paint, and the page's own resources have
 * loaded (or a second has passed since the paint), the route's modules are announced with
 * modulepreload, all at once, and the shell's entry is added; the page then hydrates.
 *
 * A guarded page (`whenParsed`) starts once parsed instead: its HTML is only the grey frame, and its
 * content waits for the session and the reads; holding the modules back for the frame's paint cost
 * ~0.15 s. Its session is checked first, by a module of its own in its head (the shell's boot
 * module). When a page of the person's own has a kept page to draw once the check confirms the
 * session (its root element has `waitAttribute`), the modules wait for the check to be done
 * (`startEvent`, SESSION_WAIT_MS at most): on a phone, running them takes about half a second of
 * CPU, which held the check, so the drawing, back. With nothing to draw, or on a staff page (the
 * composer gives it no `startEvent`: there the fresh list is what counts), they run while the
 * check waits for the network, and the fresh page comes sooner.
 *
 * Anything the visitor does first (a tap, a key, the pointer moving) starts the page at once, and
 * nothing waits longer than START_LATEST_MS: a browser without paint timing, or a tab opened in
 * the background that has not painted, still starts.
 *
 * Until the page has hydrated, a click on a button or a form's submission cannot reach React: the
 * script keeps them and replays them once the shell says the page is ready (PAGE_READY_EVENT).
 * A form with no action of its own (all of the site's, which React sends) is never submitted by
 * the browser, before hydration or after: it would put what was typed, a password even, in the
 * address.
 *
 * `startAfterFirstPaint` is written into the page as its source text (`startScript`), so it must
 * stay self-contained: no import, no helper, syntax every browser with modules runs.
 */
import { PAGE_READY_EVENT } from '@meridian/shared/page-contract';
import { scriptJson } from './html';

/** What the page starts: the shell's entry module and the modules to announce before it. */
export interface StartPlan {
  entry: string;
  preload: string[];
  /**
   * Start once the page is parsed, not painted: a guarded page, whose HTML is only a frame (and
   * the page this device kept, drawn at that moment); its session and reads wait for the modules.
   */
  whenParsed?: boolean;
  /**
   * With `whenParsed`: the event the session's first check dispatches once it is done (the
   * shell's build names it: ShellManifest.guardedHead). The modules wait for it, at most
   * SESSION_WAIT_MS after the parse.
   */
  startEvent?: string;
  /**
   * With `startEvent`: the modules wait for it only if the root element has this attribute when
   * the script runs (the kept page's script, earlier in the head, sets it when it has a page to
   * draw). Without it, they always wait.
   */
  waitAttribute?: string;
}

/** The longest the page waits for its own resources once painted, in ms. */
export const LOAD_WAIT_MS = 1000;
/** The longest the page waits for anything, in ms. */
export const START_LATEST_MS = 5000;
/** The longest a guarded page's modules wait, once it is parsed, for the session's first check, in ms. */
export const SESSION_WAIT_MS = 1000;

/** The part of an element the starter uses: a clicked button, a submitted form. */
export interface StarterElement {
  isConnected: boolean;
  type?: string;
  form?: unknown;
  closest(selector: string): StarterElement | null;
  hasAttribute(name: string): boolean;
  click(): void;
  requestSubmit(submitter?: unknown): void;
}

/** The part of an event the starter uses. */
export interface StarterEvent {
  target: StarterElement | null;
  submitter?: StarterElement | null;
  preventDefault(): void;
}

/** The part of `window` the starter uses (a fake in its tests). */
export interface StarterWindow {
  document: {
    readyState: string;
    documentElement: { hasAttribute(name: string): boolean };
    head: { appendChild(node: unknown): unknown };
    createElement(tag: string): { [property: string]: unknown };
    addEventListener(type: string, listener: () => void, options?: { once?: boolean }): void;
  };
  addEventListener(
    type: string,
    listener: (event: StarterEvent) => void,
    options?: { capture?: boolean; passive?: boolean },
  ): void;
  removeEventListener(type: string, listener: (event: StarterEvent) => void, options?: { capture?: boolean }): void;
  setTimeout(callback: () => void, ms: number): unknown;
  requestAnimationFrame(callback: () => void): unknown;
  PerformanceObserver?: {
    supportedEntryTypes?: readonly string[];
    new (callback: (list: { getEntriesByName(name: string): readonly unknown[] }) => void): {
      observe(options: { type: string; buffered: boolean }): void;
      disconnect(): void;
    };
  };
}

export function startAfterFirstPaint(
  win: StarterWindow,
  plan: StartPlan,
  loadWaitMs: number,
  latestMs: number,
  readyEvent: string,
  sessionWaitMs = SESSION_WAIT_MS,
): void {
  const doc = win.document;
  const clicked: StarterElement[] = [];
  const submitted: { form: StarterElement; submitter: StarterElement | null }[] = [];
  let ready = false;
  const inputs = ['pointerdown', 'pointermove', 'keydown', 'touchstart'];
  let started = false;
  let painted = false;
  let loaded = doc.readyState === 'complete';
  let waiting = false;

  const start = (): void => {
    if (started) return;
    started = true;
    for (const input of inputs) win.removeEventListener(input, start, { capture: true });
    for (const url of plan.preload) {
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = 'anonymous';
      link.href = url;
      doc.head.appendChild(link);
    }
    const script = doc.createElement('script');
    script.type = 'module';
    script.crossOrigin = 'anonymous';
    script.src = plan.entry;
    doc.head.appendChild(script);
  };

  // Painted and loaded: start two frames on, once the frame showing the page is on the screen.
  const check = (): void => {
    if (!painted || !loaded || waiting) return;
    waiting = true;
    win.requestAnimationFrame(() => win.requestAnimationFrame(() => win.setTimeout(start, 0)));
  };

  for (const input of inputs) win.addEventListener(input, start, { capture: true, passive: true });
  win.addEventListener(
    'click',
    (event) => {
      const button = event.target && event.target.closest('button');
      // A submit button's click is its form's submission, kept below.
      if (ready || !button || (button.type === 'submit' && button.form)) return;
      clicked.push(button);
      start();
    },
    { capture: true },
  );
  win.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!form || form.hasAttribute('action')) return;
      event.preventDefault();
      if (ready) return;
      submitted.push({ form, submitter: event.submitter || null });
      start();
    },
    { capture: true },
  );
  doc.addEventListener(
    readyEvent,
    () => {
      ready = true;
      win.setTimeout(() => {
        for (const button of clicked) if (button.isConnected) button.click();
        for (const { form, submitter } of submitted) {
          if (form.isConnected) form.requestSubmit(submitter && submitter.isConnected ? submitter : undefined);
        }
      }, 0);
    },
    { once: true },
  );
  win.addEventListener('load', () => {
    loaded = true;
    check();
  });
  win.setTimeout(start, latestMs);
  if (plan.whenParsed) {
    // A turn after the page's other listeners, and after the session's first check (if the page
    // checks its session first and has a kept page to draw), or SESSION_WAIT_MS after the parse at
    // the latest.
    let isParsed = false;
    let checked = !plan.startEvent || (!!plan.waitAttribute && !doc.documentElement.hasAttribute(plan.waitAttribute));
    const go = (): void => {
      if (isParsed && checked) win.setTimeout(start, 0);
    };
    if (plan.startEvent) {
      doc.addEventListener(
        plan.startEvent,
        () => {
          checked = true;
          go();
        },
        { once: true },
      );
    }
    const parsed = (): void => {
      isParsed = true;
      win.setTimeout(start, sessionWaitMs);
      go();
    };
    if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', parsed, { once: true });
    else parsed();
    return;
  }

  const Observer = win.PerformanceObserver;
  if (!Observer || !Observer.supportedEntryTypes || Observer.supportedEntryTypes.indexOf('paint') === -1) {
    painted = true;
    check();
    return;
  }
  const observer = new Observer((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    painted = true;
    win.setTimeout(() => {
      loaded = true;
      check();
    }, loadWaitMs);
    check();
  });
  observer.observe({ type: 'paint', buffered: true });
}

/** The inline script's text for a page that starts `plan`. */
export function startScript(plan: StartPlan): string {
  const args = [scriptJson(plan), LOAD_WAIT_MS, START_LATEST_MS, scriptJson(PAGE_READY_EVENT), SESSION_WAIT_MS].join(
    ',',
  );
  return `(${startAfterFirstPaint.toString()})(window,${args});`;
}
