/**
 * A signed-in page as this person last saw it on this device, drawn from the page's own HTML
 * before the section's code has arrived (issue 22: on a phone with an empty cache the section's
 * modules take about 3 s to download and run).
 *
 * Two halves, each where it can run:
 * - kept, in the browser once a page's content has been read afresh (`captureKeptPage`, by the
 *   shell's page keeper): the markup of <main> and the styles its classes use, filed in the
 *   person's device memory under `keptPageName(path)`, with its rules (one owner, a day at most,
 *   forgotten at sign-out; memory.ts). Only a screen that says so (KEEP_PAGE_ATTRIBUTE) is kept:
 *   one that shows only its person's own data or figures without personal data. A list of other
 *   people (the admin's) is never kept, in the clear or otherwise.
 * - drawn, by the guarded page's inline script in its head (`keptPageScript`, which the shell's
 *   build hands to the composer): when the memory holds this path (never one with a query) for the
 *   person the site's own record of the session names, the page is drawn over the grey frame once
 *   the server has confirmed that person's session (SESSION_CONFIRMED_EVENT), never before, and
 *   only if their profile still holds the role the page was kept under: a device whose session
 *   was ended elsewhere draws nothing, nor does a person whose role has changed. Its content is inert and hidden from
 *   assistive technology, its controls disabled, and it says "Updating…" (a status). It goes as
 *   soon as the frame does: the section's live page takes its place in the same frame of the
 *   screen, or the section's fallback.
 *
 * `drawKeptPage` is written into the page as its source text, so it must stay self-contained: no
 * import, no helper, syntax every browser with modules runs. It never reads Firebase's storage.
 */
import { MEMORY_MAX_AGE_MS, MEMORY_PREFIX, SESSION_ENTRY } from './memory';

/** The attribute a screen sets (on any element of its page) when it may be kept on the device. */
export const KEEP_PAGE_ATTRIBUTE = 'data-keep-page';
/** The attribute of what stands in while something is read (portal-kit's Loading): a page showing one is not kept. */
export const LOADING_ATTRIBUTE = 'data-loading';
/**
 * The attribute of what a kept page leaves out (portal-kit's NeverKept): a notice for this visit
 * only, or other people's data in a page of the person's own.
 */
export const KEEP_OMIT_ATTRIBUTE = 'data-keep-omit';
/** The attribute that keeps how far a kept element was scrolled sideways, in px. */
export const SCROLL_LEFT_ATTRIBUTE = 'data-kept-scroll-left';
/** The attribute of the guarded page's grey frame (shell/src/app/route-guard.tsx). */
export const FRAME_ATTRIBUTE = 'data-frame-skeleton';
/**
 * The event dispatched on the document once the server has confirmed the session, by the guarded
 * page's first check (`@meridian/shared/session-check`): the kept page is drawn only then, and
 * only if its detail (SessionConfirmed) names the person the page was kept for, with the role it
 * was kept under.
 */
export const SESSION_CONFIRMED_EVENT = 'meridian:session-confirmed';
/**
 * The attribute the script sets on the root element (<html>) while it holds a page to draw and
 * waits for the session to be confirmed: a page of the person's own holds its modules for the
 * session's first check only then (ShellManifest.guardedHead.waitAttribute), since running them
 * would hold the check, so the drawing, back; with nothing to draw, and on a staff page (the
 * composer's startPlan), they start at once.
 */
export const KEPT_PAGE_PENDING_ATTRIBUTE = 'data-kept-page-pending';
/** The id of the drawn page, and (with '-style') of its styles and (with '-height') of the frame's height. */
export const KEPT_PAGE_ID = 'meridian-kept-page';

/**
 * SESSION_CONFIRMED_EVENT's detail: whose session the server confirmed, and the role their profile
 * holds now, as stored (null when it holds none, or could not be read).
 */
export interface SessionConfirmed {
  uid: string;
  role: string | null;
}

/** The name a page is kept under in its person's memory. */
export const keptPageName = (path: string): string => `page:${path}`;

/** A page as captured: the markup of <main> and the CSS rules its classes use. */
export interface KeptPage {
  html: string;
  css: string;
}

/**
 * A page as filed in the memory: with the role the person had when it was kept. It is drawn only
 * when their profile holds that same role: after a promotion or a demotion (or with a profile that
 * holds no role, or could not be read) nothing kept is drawn, until the page is kept again.
 */
export interface KeptPageEntry extends KeptPage {
  role: string;
}

// ---------------------------------------------------------------------------------------------
// Keeping: the styles a page's markup uses
// ---------------------------------------------------------------------------------------------

/** The part of a CSSOM rule this reads (CSSStyleRule, CSSMediaRule, CSSKeyframesRule…). */
export interface CssRuleLike {
  readonly cssText: string;
  readonly selectorText?: string;
  readonly cssRules?: ArrayLike<CssRuleLike>;
  /** A @keyframes rule's name. */
  readonly name?: string;
}

const CLASS_NAME = /\.(-?[_a-zA-Z][\w-]*)/g;

/** The classes a selector names (`.a:hover > .b` → a, b). */
export function selectorClasses(selector: string): string[] {
  return [...selector.matchAll(CLASS_NAME)].map((match) => match[1] ?? '');
}

/**
 * The CSS of the rules that style what a page's markup uses: each style rule naming one of its
 * `classes`, inside its @media or @supports when it is in one, and the @keyframes those name.
 * Rules naming no class (the site's global style) are already on every page and are left out.
 */
export function keptCss(rules: ArrayLike<CssRuleLike>, classes: ReadonlySet<string>): string {
  const keyframes = new Map<string, string>();
  const pick = (list: ArrayLike<CssRuleLike>): string[] => {
    const kept: string[] = [];
    for (const rule of Array.from(list)) {
      if (rule.selectorText !== undefined) {
        if (selectorClasses(rule.selectorText).some((name) => classes.has(name))) kept.push(rule.cssText);
      } else if (rule.name !== undefined && /^@(-webkit-)?keyframes/.test(rule.cssText)) {
        keyframes.set(rule.name, rule.cssText);
      } else if (rule.cssRules && /^@(media|supports|container)/.test(rule.cssText)) {
        const inner = pick(rule.cssRules);
        const prelude = rule.cssText.slice(0, rule.cssText.indexOf('{')).trim();
        if (inner.length > 0) kept.push(`${prelude} { ${inner.join(' ')} }`);
      }
    }
    return kept;
  };
  const kept = pick(rules);
  const text = kept.join('\n');
  const animations = [...keyframes].filter(([name]) => text.includes(name)).map(([, css]) => css);
  return [...new Set([...kept, ...animations])].join('\n');
}

/**
 * The page in `main` as it shows now, to keep: its markup and the styles of its classes, from the
 * document's <style> sheets (styled-components', the server's). Null when the screen does not
 * allow keeping (no KEEP_PAGE_ATTRIBUTE) or is not settled: something in it is still read (its
 * LOADING_ATTRIBUTE), shown from the last visit, or failed (an alert). What is
 * marked KEEP_OMIT_ATTRIBUTE is left out.
 */
export function captureKeptPage(main: Element, sheets: Iterable<CSSStyleSheet>): KeptPage | null {
  if (!main.querySelector(`[${KEEP_PAGE_ATTRIBUTE}]`)) return null;
  // Still read, shown from the last visit, or saying something failed: not a page to show again.
  const unsettled = `[${FRAME_ATTRIBUTE}], [${LOADING_ATTRIBUTE}], [data-kept], [role="alert"]`;
  if (main.querySelector(unsettled)) return null;
  const classes = new Set<string>();
  for (const element of Array.from(main.querySelectorAll('[class]'))) {
    element.classList.forEach((name) => classes.add(name));
  }
  const css: string[] = [];
  for (const sheet of sheets) {
    if (!(sheet.ownerNode instanceof HTMLStyleElement) || sheet.ownerNode.id.indexOf(KEPT_PAGE_ID) === 0) continue;
    try {
      const text = keptCss(sheet.cssRules, classes);
      if (text) css.push(text);
    } catch {
      // A sheet whose rules cannot be read (another origin's) styles nothing of ours.
    }
  }
  const copy = main.cloneNode(true) as Element;
  // A row scrolled sideways (the tabs on a phone) is drawn as scrolled: the copy's elements are
  // the page's, in the same order.
  const originals = main.querySelectorAll('*');
  copy.querySelectorAll('*').forEach((element, index) => {
    const left = originals[index]?.scrollLeft ?? 0;
    if (left > 0) element.setAttribute(SCROLL_LEFT_ATTRIBUTE, String(Math.round(left)));
  });
  copy.querySelectorAll(`[${KEEP_OMIT_ATTRIBUTE}]`).forEach((element) => element.remove());
  const html = copy.innerHTML.trim();
  return html ? { html, css: css.join('\n') } : null;
}

// ---------------------------------------------------------------------------------------------
// Drawing: the guarded page's inline script
// ---------------------------------------------------------------------------------------------

/** What the inline script needs to know, written into it as JSON. */
export interface KeptPageNames {
  memoryPrefix: string;
  sessionEntry: string;
  pageEntry: string;
  maxAgeMs: number;
  confirmedEvent: string;
  frameAttribute: string;
  scrollAttribute: string;
  pendingAttribute: string;
  id: string;
}

/** The part of `window` the script uses: the browser's, or jsdom's in the tests. */
export type DrawWindow = Pick<
  Window & typeof globalThis,
  | 'document'
  | 'location'
  | 'sessionStorage'
  | 'localStorage'
  | 'MutationObserver'
  | 'addEventListener'
  | 'removeEventListener'
  | 'scrollX'
  | 'scrollY'
  | 'getComputedStyle'
>;

/**
 * Draws the page kept for this path over the guarded page's frame, once the server has confirmed
 * the session of the person the memory belongs to (SESSION_CONFIRMED_EVENT, from the page's first
 * check of the session or the shell's AuthProvider), if the frame is still there; removes it once the frame has gone (or the path
 * changed). Resolves true when it drew, false as soon as it knows it will not (nothing kept, or
 * the page went before the session was confirmed). Self-contained (see the module's comment).
 */
export function drawKeptPage(win: DrawWindow, names: KeptPageNames, now: number): Promise<boolean> {
  const doc = win.document;
  const path = win.location.pathname;
  const storages: Storage[] = [];
  try {
    storages.push(win.sessionStorage, win.localStorage);
  } catch {
    return Promise.resolve(false);
  }
  const parse = (text: string | null): unknown => {
    try {
      return text === null ? null : JSON.parse(text);
    } catch {
      return null;
    }
  };
  // The memory is where the site recorded the session at sign-in: sessionStorage for "this tab
  // only", else localStorage. Its owner is the person that record names (one at a time, memory.ts).
  const sessionSuffix = ':' + names.sessionEntry;
  const ownerIn = (storage: Storage): string | null => {
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key && key.indexOf(names.memoryPrefix) === 0 && key.slice(-sessionSuffix.length) === sessionSuffix) {
        return key.slice(names.memoryPrefix.length, -sessionSuffix.length);
      }
    }
    return null;
  };
  const inTab = ownerIn(storages[0] as Storage);
  const memory = inTab !== null ? (storages[0] as Storage) : (storages[1] as Storage);
  const recall = (uid: string, name: string): unknown => {
    const entry = parse(memory.getItem(names.memoryPrefix + uid + ':' + name));
    if (typeof entry !== 'object' || entry === null) return null;
    const { at, value } = entry as { at?: unknown; value?: unknown };
    if (typeof at !== 'number' || !(now - at >= 0 && now - at <= names.maxAgeMs)) return null;
    return value === undefined ? null : value;
  };

  // What this device kept, read at once (web storage answers synchronously). A page with a query
  // (a filter, an open editor) is never kept, so never drawn.
  if (win.location.search) return Promise.resolve(false);
  const owner = inTab !== null ? inTab : ownerIn(memory);
  if (owner === null || !/^[A-Za-z0-9_-]{1,128}$/.test(owner)) return Promise.resolve(false);
  const session = recall(owner, names.sessionEntry);
  if (typeof session !== 'object' || session === null || (session as { uid?: unknown }).uid !== owner) {
    return Promise.resolve(false);
  }
  const opened = (value: unknown): KeptPageEntry | null => {
    const page = value as { html?: unknown; css?: unknown; role?: unknown } | null;
    return page &&
      typeof page.html === 'string' &&
      typeof page.css === 'string' &&
      typeof page.role === 'string' &&
      page.html
      ? { html: page.html, css: page.css, role: page.role }
      : null;
  };

  // An address that opens on another below it (/admin on /admin/analytics) keeps a pointer to it.
  let shown = path;
  let kept = recall(owner, names.pageEntry + path);
  const opensOn = ((kept || {}) as { opensOn?: unknown }).opensOn;
  if (typeof opensOn === 'string' && opensOn.indexOf(path + '/') === 0) {
    shown = opensOn;
    kept = recall(owner, names.pageEntry + shown);
  }
  const at = (pathname: string): boolean => pathname === path || pathname === shown;
  const page = opened(kept);
  if (!page) return Promise.resolve(false);

  const frameSelector = '[' + names.frameAttribute + ']';
  const draw = ({ html, css }: KeptPage): boolean => {
    let frame = doc.querySelector(frameSelector);
    if (!frame || !at(win.location.pathname) || doc.getElementById(names.id)) return false;

    // The kept markup, parsed inert (a template runs nothing and loads nothing), without anything
    // that could run or load from it: it is the site's own markup, but read back from storage.
    const template = doc.createElement('template');
    template.innerHTML = html;
    const content = template.content;
    content.querySelectorAll('script, iframe, object, embed, base, link, meta, style').forEach((node) => {
      node.remove();
    });
    content.querySelectorAll('*').forEach((element) => {
      for (const attribute of Array.from(element.attributes)) {
        const name = attribute.name.toLowerCase();
        // As a URL is read: without spaces and control characters anywhere in it (every code
        // unit not from '!' up).
        const value = attribute.value.replace(/[^!-\uffff]+/g, '').toLowerCase();
        if (name.indexOf('on') === 0 || value.indexOf('javascript:') === 0) element.removeAttribute(attribute.name);
      }
    });
    // Its controls are drawn disabled: a select's value, for one, is not in the markup, and none
    // of them can be used until the live page has read afresh what they act on.
    content.querySelectorAll('button, input, select, textarea').forEach((control) => {
      control.setAttribute('disabled', '');
    });

    // Its styles are in the document before it is: it is laid out once, as it will be painted.
    const style = doc.createElement('style');
    style.id = names.id + '-style';
    style.textContent = css;
    const height = doc.createElement('style');
    height.id = names.id + '-height';
    const drawn = doc.createElement('div');
    drawn.id = names.id;
    drawn.setAttribute('data-kept', '');
    const shownAt = doc.createElement('div');
    shownAt.setAttribute('aria-hidden', 'true');
    shownAt.setAttribute('inert', '');
    shownAt.appendChild(content);
    // It says it is being brought up to date, in words, where it never moves anything.
    const updating = doc.createElement('p');
    updating.setAttribute('role', 'status');
    updating.textContent = 'Updating…';
    updating.style.cssText =
      'position:fixed;right:16px;bottom:16px;z-index:10;margin:0;padding:6px 12px;border-radius:999px;' +
      'background:#10243e;color:#fff;font-size:0.85rem;box-shadow:0 2px 8px rgba(0,0,0,0.2)';
    drawn.appendChild(shownAt);
    drawn.appendChild(updating);

    // Over the frame, as wide; the frame as tall as the drawn page, so that what follows the page
    // (the contact section, the footer) is where the live page will put it, not under the drawing.
    // Opaque, as the page: nothing below (the frame) shows through. The frame is measured before
    // the page is placed, and the page once, after.
    const background = win.getComputedStyle(doc.body).backgroundColor || '#fff';
    const place = (): void => {
      const box = (frame as Element).getBoundingClientRect();
      drawn.style.cssText =
        'position:absolute;margin:0;top:' +
        (box.top + win.scrollY) +
        'px;left:' +
        (box.left + win.scrollX) +
        'px;width:' +
        box.width +
        'px;background:' +
        background;
      if (drawn.isConnected) fit();
    };
    // Its own sheet: the page's styles are not parsed again when the frame's height changes.
    const fit = (): void => {
      height.textContent = '[' + names.frameAttribute + ']{min-height:' + shownAt.offsetHeight + 'px}';
    };
    doc.head.appendChild(style);
    doc.head.appendChild(height);
    place();
    doc.body.appendChild(drawn);
    fit();
    shownAt.querySelectorAll('[' + names.scrollAttribute + ']').forEach((element) => {
      element.scrollLeft = Number(element.getAttribute(names.scrollAttribute)) || 0;
    });

    // It stays while a frame is on the page at this path (the frame is drawn again, in another
    // place in React's tree, while the section's code arrives), and goes with the last one.
    const observer = new win.MutationObserver(() => {
      const next = at(win.location.pathname) ? doc.querySelector(frameSelector) : null;
      if (next) {
        if (next !== frame) {
          frame = next;
          place();
        }
        return;
      }
      observer.disconnect();
      win.removeEventListener('resize', place);
      drawn.remove();
      style.remove();
      height.remove();
    });
    observer.observe(doc.body, { childList: true, subtree: true });
    win.addEventListener('resize', place);
    return true;
  };

  // Drawn only once the server has confirmed this person's session (the page's first check says
  // so, two round trips after the page is parsed: Auth's, then the profile's): a device whose
  // session was ended elsewhere draws nothing. Given up once the frame has gone (the live page, or
  // the sign-in page, is there). Until either, the root element says a page is waiting to be drawn.
  const root = doc.documentElement;
  root.setAttribute(names.pendingAttribute, '');
  return new Promise<boolean>((resolve) => {
    // Only for the person it was kept for, and with the role it was kept under: the remembered
    // role never decides what is shown as permitted (a demoted admin sees no kept admin page).
    const confirmed = (event: Event): void => {
      const detail = ((event as CustomEvent<unknown>).detail || {}) as { uid?: unknown; role?: unknown };
      if (detail.uid !== owner) return;
      stop();
      resolve(detail.role === page.role ? draw(page) : false);
    };
    const gone = (): void => {
      if (doc.readyState !== 'loading' && (!doc.querySelector(frameSelector) || !at(win.location.pathname))) {
        stop();
        resolve(false);
      }
    };
    const watch = new win.MutationObserver(gone);
    const stop = (): void => {
      watch.disconnect();
      doc.removeEventListener(names.confirmedEvent, confirmed);
      doc.removeEventListener('DOMContentLoaded', gone);
      root.removeAttribute(names.pendingAttribute);
    };
    doc.addEventListener(names.confirmedEvent, confirmed);
    doc.addEventListener('DOMContentLoaded', gone);
    watch.observe(doc, { childList: true, subtree: true });
    gone();
  });
}

/** The names the script is written with: the memory's (memory.ts) and this module's. */
export const KEPT_PAGE_NAMES: KeptPageNames = {
  memoryPrefix: MEMORY_PREFIX,
  sessionEntry: SESSION_ENTRY,
  pageEntry: keptPageName(''),
  maxAgeMs: MEMORY_MAX_AGE_MS,
  confirmedEvent: SESSION_CONFIRMED_EVENT,
  frameAttribute: FRAME_ATTRIBUTE,
  scrollAttribute: SCROLL_LEFT_ATTRIBUTE,
  pendingAttribute: KEPT_PAGE_PENDING_ATTRIBUTE,
  id: KEPT_PAGE_ID,
};

/** The guarded page's inline script: draws the kept page, if any, once the session is confirmed. */
export function keptPageScript(): string {
  const names = JSON.stringify(KEPT_PAGE_NAMES).replace(/</g, '\\u003c');
  return `(${drawKeptPage.toString()})(window,${names},Date.now()).catch(function(){return false});`;
}
