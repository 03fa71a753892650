/**
 * A signed-in page as this person last saw it on this device, drawn from the page's own HTML
 * before any module has arrived (issue 22: on a phone with an empty cache the modules take about
 * 3 s to download and run; what the device kept can show in the first half-second).
 *
 * Two halves, each where it can run:
 * - kept, in the browser once a page's content has been read afresh (`captureKeptPage`, by the
 *   shell's page keeper): the markup of <main> and the styles its classes use, filed in the
 *   person's device memory under `keptPageName(path)`, with its rules (one owner, a day at most,
 *   forgotten at sign-out; memory.ts). Only a screen that says so (KEEP_PAGE_ATTRIBUTE) is kept:
 *   one that shows only its person's own data or figures without personal data as it is, and a
 *   list of other people (the admin's) only sealed (SEALED: `sealKeptPage`), encrypted with its
 *   person's key, which the server gives only while their session counts and their role lets
 *   them see people (deviceKeys/{uid} in firestore.rules).
 * - drawn, by the guarded page's inline script in its head (`keptPageScript`, written in by the
 *   composer): when Firebase holds a session here for the person the memory belongs to, and the
 *   memory holds this path (never one with a query), the page is drawn over the grey frame once it
 *   is parsed, inert and hidden from assistive technology
 *   (the frame below says the page is being checked); a sealed page once its key, asked of the
 *   server with the ID token Firebase stored, has opened it. It goes as soon as the frame does
 *   (a sealed page: once <main> reads nothing more, since its live page keeps nothing else): the
 *   section's live page (its own kept content, then the answer) takes its place in the same frame
 *   of the screen, or the sign-in page does when the session has ended, or the section's fallback.
 *
 * `drawKeptPage` is written into the page as its source text, so it must stay self-contained: no
 * import, no helper, syntax every browser with modules runs. It reads Firebase's stored user as
 * shared/src/firebase/stored-session.ts does (kept-page.test.ts runs both on the same cases).
 */
import { MEMORY_MAX_AGE_MS, MEMORY_PREFIX, SESSION_ENTRY } from './memory';

/** The attribute a screen sets (on any element of its page) when it may be kept on the device. */
export const KEEP_PAGE_ATTRIBUTE = 'data-keep-page';
/**
 * KEEP_PAGE_ATTRIBUTE's value on a screen that shows other people's data (the admin's lists): it
 * is kept sealed, encrypted with its person's key, which only the server gives, and only to a
 * session that still counts (Firestore's rules on deviceKeys/{uid}).
 */
export const SEALED = 'sealed';
/** The attribute of what stands in while something is read (portal-kit's Loading): a page showing one is not kept. */
export const LOADING_ATTRIBUTE = 'data-loading';
/** The attribute of what a kept page leaves out: a notice for this visit only (a message from the page before). */
export const KEEP_OMIT_ATTRIBUTE = 'data-keep-omit';
/**
 * The attribute of an alert that is what the page shows (an overdue count, a reminder to publish),
 * kept with it; any other alert says something failed, and a page showing one is not kept.
 */
export const KEEP_ALERT_ATTRIBUTE = 'data-keep-alert';
/** The attribute that keeps how far a kept element was scrolled sideways, in px. */
export const SCROLL_LEFT_ATTRIBUTE = 'data-kept-scroll-left';
/** The attribute of the guarded page's grey frame (shell/src/app/route-guard.tsx). */
export const FRAME_ATTRIBUTE = 'data-frame-skeleton';
/**
 * The event the guarded page's inline script dispatches on the document once it has drawn the
 * kept page or found none to draw: the page's modules wait for it (a short while at most), so
 * that their running does not hold back the drawing (composer/src/start-script.ts).
 */
export const KEPT_PAGE_SETTLED_EVENT = 'meridian:kept-page-settled';
/** The id of the drawn page, and (with '-style') of its styles and (with '-height') of the frame's height. */
export const KEPT_PAGE_ID = 'meridian-kept-page';

/** The name a page is kept under in its person's memory. */
export const keptPageName = (path: string): string => `page:${path}`;

/** A page as kept: the markup of <main> and the CSS rules its classes use. */
export interface KeptPage {
  html: string;
  css: string;
}

/**
 * A page kept sealed: a KeptPage's JSON encrypted with AES-GCM (`sealed`: base64 of the 12-byte
 * IV and the ciphertext), and the REST address of the document that holds its key (`keyUrl`).
 */
export interface SealedKeptPage {
  sealed: string;
  keyUrl: string;
}

/** Whether the page in `main` is to be kept sealed (its screen shows other people's data). */
export function keptPageSealed(main: Element): boolean {
  return main.querySelector(`[${KEEP_PAGE_ATTRIBUTE}="${SEALED}"]`) !== null;
}

/** Seals `page` with `key` (its person's device key, AES-GCM), for the document at `keyUrl`. */
export async function sealKeptPage(
  page: KeptPage,
  key: CryptoKey,
  keyUrl: string,
  crypto: Pick<Crypto, 'subtle' | 'getRandomValues'> = globalThis.crypto,
): Promise<SealedKeptPage> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(JSON.stringify(page));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plain));
  const bytes = new Uint8Array(iv.length + sealed.length);
  bytes.set(iv);
  bytes.set(sealed, iv.length);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return { sealed: btoa(binary), keyUrl };
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
  const unsettled = `[${FRAME_ATTRIBUTE}], [${LOADING_ATTRIBUTE}], [data-kept], [role="alert"]:not([${KEEP_ALERT_ATTRIBUTE}])`;
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
  authUserPrefix: string;
  authDatabase: string;
  authStore: string;
  frameAttribute: string;
  scrollAttribute: string;
  loadingAttribute: string;
  id: string;
  /** A sealed page is opened only with an ID token valid this much longer, in ms. */
  tokenMarginMs: number;
}

/** The part of `window` the script uses: the browser's, or jsdom's in the tests. */
export type DrawWindow = Pick<
  Window & typeof globalThis,
  | 'document'
  | 'location'
  | 'sessionStorage'
  | 'localStorage'
  | 'indexedDB'
  | 'MutationObserver'
  | 'addEventListener'
  | 'removeEventListener'
  | 'scrollX'
  | 'scrollY'
  | 'fetch'
  | 'crypto'
  | 'atob'
  | 'getComputedStyle'
>;

/**
 * Draws the page kept for this path over the guarded page's frame, if this device holds one for
 * the person Firebase holds a session for; removes it once the frame has gone (or the path
 * changed). Resolves true when it drew. Self-contained (see the module's comment).
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
  // Firebase's stored user: its uid, and its ID token (stsTokenManager) to open a sealed page.
  type StoredUser = { uid?: unknown; stsTokenManager?: { accessToken?: unknown; expirationTime?: unknown } };
  const userOf = (stored: unknown): StoredUser | null => {
    const user = typeof stored === 'string' ? parse(stored) : stored;
    if (typeof user !== 'object' || user === null) return null;
    const record = user as { fbase_key?: unknown; value?: unknown; uid?: unknown };
    if ('fbase_key' in record) {
      return typeof record.fbase_key === 'string' && record.fbase_key.indexOf(names.authUserPrefix) === 0
        ? userOf(record.value)
        : null;
    }
    return typeof record.uid === 'string' ? (record as StoredUser) : null;
  };
  const authKeyIn = (storage: Storage): string | null => {
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key && key.indexOf(names.authUserPrefix) === 0) return key;
    }
    return null;
  };
  // The memory is where Firebase keeps the session: sessionStorage for "this tab only".
  const memory = authKeyIn(storages[0] as Storage) !== null ? (storages[0] as Storage) : (storages[1] as Storage);
  const recall = (uid: string, name: string): unknown => {
    const entry = parse(memory.getItem(names.memoryPrefix + uid + ':' + name));
    if (typeof entry !== 'object' || entry === null) return null;
    const { at, value } = entry as { at?: unknown; value?: unknown };
    if (typeof at !== 'number' || !(now - at >= 0 && now - at <= names.maxAgeMs)) return null;
    return value === undefined ? null : value;
  };

  const storedUser = (): Promise<StoredUser | null> => {
    for (const storage of storages) {
      const key = authKeyIn(storage);
      if (key) return Promise.resolve(userOf(storage.getItem(key)));
    }
    const idb = win.indexedDB;
    if (!idb || typeof idb.databases !== 'function') return Promise.resolve(null);
    return idb
      .databases()
      .then((databases) => {
        if (!databases.some((database) => database.name === names.authDatabase)) return null;
        return new Promise<StoredUser | null>((resolve) => {
          const request = idb.open(names.authDatabase);
          request.onerror = () => resolve(null);
          request.onblocked = () => resolve(null);
          request.onsuccess = () => {
            const database = request.result;
            const done = (user: StoredUser | null) => {
              database.close();
              resolve(user);
            };
            try {
              if (!database.objectStoreNames.contains(names.authStore)) return done(null);
              const reading = database.transaction(names.authStore, 'readonly').objectStore(names.authStore).getAll();
              reading.onerror = () => done(null);
              reading.onsuccess = () => {
                const records: unknown[] = Array.isArray(reading.result) ? reading.result : [];
                for (const record of records) {
                  const user = userOf(record);
                  if (user) return done(user);
                }
                done(null);
              };
            } catch {
              done(null);
            }
          };
        });
      })
      .catch(() => null);
  };

  // What this device kept, read at once (web storage answers synchronously): the memory's owner
  // (one person at a time, memory.ts) and this address's page. A page with a query (a filter, an
  // open editor) is never kept, so never drawn.
  if (win.location.search) return Promise.resolve(false);
  const sessionSuffix = ':' + names.sessionEntry;
  let owner: string | null = null;
  for (let index = 0; index < memory.length && owner === null; index += 1) {
    const key = memory.key(index);
    if (!key || key.indexOf(names.memoryPrefix) !== 0 || key.slice(-sessionSuffix.length) !== sessionSuffix) continue;
    const uid = key.slice(names.memoryPrefix.length, -sessionSuffix.length);
    const session = recall(uid, names.sessionEntry);
    if (typeof session === 'object' && session !== null && (session as { uid?: unknown }).uid === uid) owner = uid;
  }
  if (owner === null || !/^[A-Za-z0-9_-]{1,128}$/.test(owner)) return Promise.resolve(false);
  const opened = (value: unknown): KeptPage | null => {
    const page = value as { html?: unknown; css?: unknown } | null;
    return page && typeof page.html === 'string' && typeof page.css === 'string' && page.html
      ? { html: page.html, css: page.css }
      : null;
  };
  // An address that opens on another below it (/admin on /admin/users) keeps a pointer to it.
  let shown = path;
  let kept = recall(owner, names.pageEntry + path);
  const opensOn = ((kept || {}) as { opensOn?: unknown }).opensOn;
  if (typeof opensOn === 'string' && opensOn.indexOf(path + '/') === 0) {
    shown = opensOn;
    kept = recall(owner, names.pageEntry + shown);
  }
  const at = (pathname: string): boolean => pathname === path || pathname === shown;
  const plain = opened(kept);
  const { sealed, keyUrl } = (kept || {}) as { sealed?: unknown; keyUrl?: unknown };
  // A sealed page's key is asked of the person's own key document only (Firestore's REST
  // address, the emulator's or Google's), never of an address read from storage otherwise.
  const keyAddress = new RegExp(
    '^(https://firestore\\.googleapis\\.com|http://(127\\.0\\.0\\.1|localhost)(:[0-9]+)?)/v1/projects/[A-Za-z0-9-]+' +
      '/databases/\\(default\\)/documents/deviceKeys/' +
      owner +
      '(\\?key=[A-Za-z0-9_-]+)?$',
  );
  const isSealed = typeof sealed === 'string' && typeof keyUrl === 'string' && keyAddress.test(keyUrl);
  if (!plain && !isSealed) return Promise.resolve(false);

  // A sealed page, opened with its key: read from the server with the ID token Firebase stored
  // (valid for tokenMarginMs more at least), which the rules answer only while the session
  // counts; decrypted here. Anything amiss, and nothing is drawn.
  const unseal = (user: StoredUser): Promise<KeptPage | null> => {
    const tokens = user.stsTokenManager || {};
    const token = tokens.accessToken;
    const expires = tokens.expirationTime;
    const subtle = win.crypto && win.crypto.subtle;
    if (!subtle || typeof token !== 'string' || typeof expires !== 'number' || expires - now < names.tokenMarginMs) {
      return Promise.resolve(null);
    }
    const bytes = (text: string): Uint8Array<ArrayBuffer> => {
      const binary = win.atob(text.replace(/-/g, '+').replace(/_/g, '/'));
      const out = new Uint8Array(binary.length);
      for (let index = 0; index < binary.length; index += 1) out[index] = binary.charCodeAt(index);
      return out;
    };
    return win
      .fetch(keyUrl as string, {
        headers: { Authorization: 'Bearer ' + token },
        cache: 'no-store',
        credentials: 'omit',
      })
      .then((response) => (response.ok ? response.json() : null))
      .then((document: unknown) => {
        const field = (document as { fields?: { key?: { stringValue?: unknown } } } | null)?.fields?.key?.stringValue;
        if (typeof field !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(field)) return null;
        const data = bytes(sealed as string);
        return subtle
          .importKey('raw', bytes(field), { name: 'AES-GCM' }, false, ['decrypt'])
          .then((key) => subtle.decrypt({ name: 'AES-GCM', iv: data.slice(0, 12) }, key, data.slice(12)))
          .then((decrypted) => opened(parse(new TextDecoder().decode(decrypted))));
      })
      .catch(() => null);
  };

  // Whose session Firebase holds (web storage answers at once; IndexedDB, for a session an
  // earlier release kept there, later), read while the page is parsed and
  // painted: the script runs in the head.
  const parsed = new Promise<void>((resolve) => {
    if (doc.readyState !== 'loading') resolve();
    else doc.addEventListener('DOMContentLoaded', () => resolve(), { once: true });
  });
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

    // Its styles are in the document before it is: it is laid out once, as it will be painted.
    const style = doc.createElement('style');
    style.id = names.id + '-style';
    style.textContent = css;
    const height = doc.createElement('style');
    height.id = names.id + '-height';
    const drawn = doc.createElement('div');
    drawn.id = names.id;
    drawn.setAttribute('data-kept', '');
    drawn.setAttribute('aria-hidden', 'true');
    drawn.setAttribute('inert', '');
    drawn.appendChild(content);

    // Over the frame, as wide; the frame as tall as the drawn page, so that what follows the page
    // (the contact section, the footer) is where the live page will put it, not under the drawing.
    // Opaque, as the page: nothing below (the frame, the live page while it loads) shows through.
    // The frame is measured before the page is placed, and the page once, after.
    const background = win.getComputedStyle(doc.body).backgroundColor || '#fff';
    const place = (): void => {
      // A sealed page outlives the frame (its live page is still read): it stays where it was.
      if (!(frame as Element).isConnected) return;
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
      height.textContent = '[' + names.frameAttribute + ']{min-height:' + drawn.offsetHeight + 'px}';
    };
    doc.head.appendChild(style);
    doc.head.appendChild(height);
    place();
    doc.body.appendChild(drawn);
    fit();
    drawn.querySelectorAll('[' + names.scrollAttribute + ']').forEach((element) => {
      element.scrollLeft = Number(element.getAttribute(names.scrollAttribute)) || 0;
    });

    // It stays while a frame is on the page at this path (the frame is drawn again, in another
    // place in React's tree, while the section's code arrives), and goes with the last one.
    const observer = new win.MutationObserver(() => {
      const here = at(win.location.pathname);
      const next = here ? doc.querySelector(frameSelector) : null;
      if (next) {
        if (next !== frame) {
          frame = next;
          place();
        }
        return;
      }
      // A sealed page's screen keeps nothing else on the device: its live page shows its
      // placeholder until the read answers, under the drawn page, which stays until then.
      if (here && !plain && doc.querySelector('main [' + names.loadingAttribute + ']')) return;
      observer.disconnect();
      win.removeEventListener('resize', place);
      drawn.remove();
      style.remove();
      height.remove();
    });
    observer.observe(doc.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: [names.loadingAttribute],
    });
    win.addEventListener('resize', place);
    return true;
  };

  // A sealed page's key is asked for as soon as the session is read, while the page is parsed.
  const opening = storedUser().then((user) => (user && user.uid === owner ? plain || unseal(user) : null));
  return Promise.all([opening, parsed]).then(([page]) => (page ? draw(page) : false));
}

/** The names the script is written with: the memory's (memory.ts) and Firebase's (stored-session.ts). */
export const KEPT_PAGE_NAMES: KeptPageNames = {
  memoryPrefix: MEMORY_PREFIX,
  sessionEntry: SESSION_ENTRY,
  pageEntry: keptPageName(''),
  maxAgeMs: MEMORY_MAX_AGE_MS,
  authUserPrefix: 'firebase:authUser:',
  authDatabase: 'firebaseLocalStorageDb',
  authStore: 'firebaseLocalStorage',
  frameAttribute: FRAME_ATTRIBUTE,
  scrollAttribute: SCROLL_LEFT_ATTRIBUTE,
  loadingAttribute: LOADING_ATTRIBUTE,
  id: KEPT_PAGE_ID,
  tokenMarginMs: 60_000,
};

/**
 * The guarded page's inline script: draws the kept page, if any, as soon as it is parsed. It is
 * the head's first script, so that reading the session and asking for a sealed page's key start
 * as early as the page allows; it says it has settled once the page is parsed, never before, when
 * every other script is listening.
 */
export function keptPageScript(): string {
  const names = JSON.stringify(KEPT_PAGE_NAMES).replace(/</g, '\\u003c');
  const settled = JSON.stringify(KEPT_PAGE_SETTLED_EVENT);
  return (
    `(${drawKeptPage.toString()})(window,${names},Date.now())` +
    `.catch(function(){return false}).then(function(){` +
    `var settle=function(){document.dispatchEvent(new Event(${settled}))};` +
    `if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',settle,{once:true});else settle()});`
  );
}
