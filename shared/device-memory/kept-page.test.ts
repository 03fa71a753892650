// @vitest-environment jsdom
import { webcrypto } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_USER_KEY_PREFIX, storedUserUid } from '../src/firebase/stored-session';
import {
  captureKeptPage,
  drawKeptPage,
  FRAME_ATTRIBUTE,
  KEEP_ALERT_ATTRIBUTE,
  KEEP_OMIT_ATTRIBUTE,
  KEEP_PAGE_ATTRIBUTE,
  KEPT_PAGE_ID,
  KEPT_PAGE_NAMES,
  KEPT_PAGE_SETTLED_EVENT,
  keptCss,
  keptPageName,
  keptPageScript,
  keptPageSealed,
  LOADING_ATTRIBUTE,
  SEALED,
  sealKeptPage,
  SCROLL_LEFT_ATTRIBUTE,
  selectorClasses,
  type CssRuleLike,
  type DrawWindow,
} from './kept-page';
import { MEMORY_MAX_AGE_MS, MEMORY_PREFIX, SESSION_ENTRY } from './memory';

const rule = (selectorText: string, body = 'color: red;'): CssRuleLike => ({
  selectorText,
  cssText: `${selectorText} { ${body} }`,
});
const media = (condition: string, rules: CssRuleLike[]): CssRuleLike => ({
  cssText: `@media ${condition} { ${rules.map((item) => item.cssText).join(' ')} }`,
  cssRules: rules,
});
const keyframes = (name: string): CssRuleLike => ({ name, cssText: `@keyframes ${name} { from { opacity: 0; } }` });

describe('selectorClasses', () => {
  it.each([
    ['.a', ['a']],
    ['.a:hover > .b-c', ['a', 'b-c']],
    ['.sc-x.y h2', ['sc-x', 'y']],
    ['a[aria-current="page"]', []],
    ['body', []],
    ['.a::before, .b', ['a', 'b']],
  ])('%s names %j', (selector, classes) => {
    expect(selectorClasses(selector)).toEqual(classes);
  });
});

describe('keptCss: the rules a page’s classes use', () => {
  const used = new Set(['card', 'band']);
  it.each<[string, CssRuleLike[], string[]]>([
    ['a rule naming a used class', [rule('.card')], ['.card { color: red; }']],
    ['no rule naming an unused class', [rule('.other')], []],
    ['no rule naming no class (the global style, on every page)', [rule('body'), rule('h1')], []],
    ['a rule naming a used and an unused class', [rule('.other, .band a')], ['.other, .band a { color: red; }']],
    [
      'a @media with its used rules only',
      [media('(max-width: 640px)', [rule('.card'), rule('.other')])],
      ['@media (max-width: 640px) { .card { color: red; } }'],
    ],
    ['no @media with no used rule', [media('(max-width: 640px)', [rule('.other')])], []],
    ['the same rule once', [rule('.card'), rule('.card')], ['.card { color: red; }']],
    [
      '@keyframes a used rule names',
      [rule('.card', 'animation: pulse 1s;'), keyframes('pulse'), keyframes('spin')],
      ['.card { animation: pulse 1s; }', '@keyframes pulse { from { opacity: 0; } }'],
    ],
  ])('%s', (_, rules, expected) => {
    expect(keptCss(rules, used)).toBe(expected.join('\n'));
  });
});

describe('captureKeptPage', () => {
  let main: HTMLElement;
  let style: HTMLStyleElement;
  beforeEach(() => {
    document.body.innerHTML = '<main id="main"></main>';
    main = document.getElementById('main') as HTMLElement;
    style = document.createElement('style');
    style.textContent =
      '.card { color: red; } .unused { color: blue; } @media (max-width: 640px) { .card { color: green; } }';
    document.head.appendChild(style);
  });
  afterEach(() => {
    style.remove();
  });
  const capture = () => captureKeptPage(main, Array.from(document.styleSheets));

  it('keeps a settled page that allows it: its markup, without what is for this visit only, and the styles its classes use', () => {
    main.innerHTML = `<section ${KEEP_PAGE_ATTRIBUTE}=""><div ${KEEP_OMIT_ATTRIBUTE}="">Signed in</div><p class="card">₹1,000</p></section>`;
    const page = capture();
    expect(page?.html).toBe(`<section ${KEEP_PAGE_ATTRIBUTE}=""><p class="card">₹1,000</p></section>`);
    expect(page?.css).toContain('.card { color: red; }');
    expect(page?.css).toContain('@media (max-width: 640px) {');
    expect(page?.css).not.toContain('.unused');
    // The page on screen is left as it is.
    expect(main.textContent).toContain('Signed in');
  });

  it('keeps a page whose alert is what it shows (an overdue count), not a failure', () => {
    main.innerHTML = `<section ${KEEP_PAGE_ATTRIBUTE}=""><div role="alert" ${KEEP_ALERT_ATTRIBUTE}="">2 complaints are overdue.</div></section>`;
    expect(capture()?.html).toContain('2 complaints are overdue.');
  });

  it('keeps how far a row was scrolled sideways, and the drawn page scrolls it so', async () => {
    main.innerHTML = `<section ${KEEP_PAGE_ATTRIBUTE}=""><nav><a>Users</a><a aria-current="page">Settings</a></nav></section>`;
    (main.querySelector('nav') as HTMLElement).scrollLeft = 120;
    const page = capture();
    expect(page?.html).toContain(`<nav ${SCROLL_LEFT_ATTRIBUTE}="120">`);
    expect(page?.html.match(new RegExp(SCROLL_LEFT_ATTRIBUTE, 'g'))).toHaveLength(1);
  });

  it.each([
    [`<section ${KEEP_PAGE_ATTRIBUTE}="${SEALED}"></section>`, true],
    [`<section ${KEEP_PAGE_ATTRIBUTE}=""></section>`, false],
    ['<section></section>', false],
  ])('knows a page to keep sealed (other people’s data): %s → %s', (html, sealed) => {
    main.innerHTML = html;
    expect(keptPageSealed(main)).toBe(sealed);
  });

  it.each([
    ['a screen that does not allow it', '<section><p class="card">₹1,000</p></section>'],
    ['a page still read', `<section ${KEEP_PAGE_ATTRIBUTE}=""><div ${LOADING_ATTRIBUTE}="">Loading…</div></section>`],
    ['a page showing what was kept', `<section ${KEEP_PAGE_ATTRIBUTE}=""><div data-kept="">₹1,000</div></section>`],
    ['the grey frame', `<div ${FRAME_ATTRIBUTE}=""></div><section ${KEEP_PAGE_ATTRIBUTE}=""></section>`],
    [
      'a page saying something failed',
      `<section ${KEEP_PAGE_ATTRIBUTE}=""><div role="alert">Could not save</div></section>`,
    ],
  ])('keeps nothing of %s', (_, html) => {
    main.innerHTML = html;
    expect(capture()).toBeNull();
  });
});

// ---------------------------------------------------------------------------------------------
// Drawing
// ---------------------------------------------------------------------------------------------

const UID = 'asha123';
const NOW = 1_800_000_000_000;
const PAGE = {
  html: `<section ${KEEP_PAGE_ATTRIBUTE}=""><h1 class="band">Welcome back, Asha</h1><p data-saved-count="">3</p><nav data-kept-scroll-left="40"><a>Tab</a></nav><img src="x" onerror="window.hacked = 1"><a href="javascript:alert(1)">x</a><a href="\u0001java\tscript:alert(1)">y</a><script>window.hacked = 2</script></section>`,
  css: '.band { color: navy; }',
};
const entry = (value: unknown, at = NOW - 1000) => JSON.stringify({ at, value });

interface Fixture {
  /** Where Firebase keeps the user: web storage (its JSON), or IndexedDB records. */
  firebase?: { storage: 'session' | 'local'; stored: unknown } | { idb: unknown[] };
  session?: string | null;
  pages?: Record<string, string>;
  frame?: boolean;
}

/** A fake IndexedDB holding Firebase's store with `records`. */
function fakeIndexedDb(records: unknown[]): IDBFactory {
  const request = <T>(result: T) => {
    const req = { result, onsuccess: null as null | (() => void), onerror: null, onblocked: null };
    setTimeout(() => req.onsuccess?.(), 0);
    return req;
  };
  const database = {
    objectStoreNames: { contains: (name: string) => name === KEPT_PAGE_NAMES.authStore },
    close: () => undefined,
    transaction: () => ({ objectStore: () => ({ getAll: () => request(records) }) }),
  };
  return {
    databases: () => Promise.resolve([{ name: KEPT_PAGE_NAMES.authDatabase, version: 1 }]),
    open: () => request(database),
  } as unknown as IDBFactory;
}

function setUp({ firebase, session = entry({ uid: UID }), pages = {}, frame = true }: Fixture): DrawWindow {
  document.body.innerHTML = `<div id="root"><main id="main">${frame ? `<div ${FRAME_ATTRIBUTE}=""></div>` : ''}</main></div>`;
  document.head.innerHTML = '';
  sessionStorage.clear();
  localStorage.clear();
  window.history.replaceState(null, '', '/dashboard');
  let idb: IDBFactory | undefined;
  let memory: Storage = localStorage;
  if (firebase && 'idb' in firebase) idb = fakeIndexedDb(firebase.idb);
  else if (firebase) {
    const storage = firebase.storage === 'session' ? sessionStorage : localStorage;
    storage.setItem(`${AUTH_USER_KEY_PREFIX}key:[DEFAULT]`, JSON.stringify(firebase.stored));
    memory = storage;
  }
  if (session !== null) memory.setItem(`${MEMORY_PREFIX}${UID}:${SESSION_ENTRY}`, session);
  for (const [path, text] of Object.entries(pages))
    memory.setItem(`${MEMORY_PREFIX}${UID}:${keptPageName(path)}`, text);
  return Object.assign(Object.create(window) as DrawWindow, { indexedDB: idb, location: window.location });
}

const kept = { '/dashboard': entry(PAGE) };
const drawn = () => document.getElementById(KEPT_PAGE_ID);

describe('drawKeptPage: the page this device kept, drawn before any module', () => {
  afterEach(async () => {
    delete (window as { hacked?: unknown }).hacked;
    // The frame gone, a drawn page's watch ends.
    document.body.innerHTML = '';
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

  it('draws it over the frame, inert and hidden from assistive technology, with its styles, and nothing that runs', async () => {
    const win = setUp({ firebase: { storage: 'local', stored: { uid: UID } }, pages: kept });
    await expect(drawKeptPage(win, KEPT_PAGE_NAMES, NOW)).resolves.toBe(true);
    const page = drawn();
    expect(page?.querySelector('[data-saved-count]')?.textContent).toBe('3');
    expect(page?.hasAttribute('data-kept')).toBe(true);
    expect(page?.getAttribute('aria-hidden')).toBe('true');
    expect(page?.hasAttribute('inert')).toBe(true);
    expect(page?.style.position).toBe('absolute');
    expect(page?.querySelector('nav')?.scrollLeft).toBe(40);
    expect(document.getElementById(`${KEPT_PAGE_ID}-style`)?.textContent).toContain(PAGE.css);
    // The frame takes the drawn page's height (0 in a document that lays nothing out).
    expect(document.getElementById(`${KEPT_PAGE_ID}-height`)?.textContent).toBe(`[${FRAME_ATTRIBUTE}]{min-height:0px}`);
    expect(page?.querySelector('script')).toBeNull();
    expect(page?.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    // Every javascript: link, however hidden by spaces and control characters, loses its address.
    expect(page?.querySelectorAll('a')).toHaveLength(3);
    expect(page?.querySelectorAll('a[href]')).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect((window as { hacked?: unknown }).hacked).toBeUndefined();
  });

  it('draws it for a session of this tab only (sessionStorage) and for a remembered one kept in IndexedDB by an earlier release', async () => {
    const tab = setUp({ firebase: { storage: 'session', stored: { uid: UID } }, pages: kept });
    await expect(drawKeptPage(tab, KEPT_PAGE_NAMES, NOW)).resolves.toBe(true);
    const remembered = setUp({
      firebase: { idb: [{ fbase_key: `${AUTH_USER_KEY_PREFIX}key:[DEFAULT]`, value: { uid: UID } }] },
      pages: kept,
    });
    await expect(drawKeptPage(remembered, KEPT_PAGE_NAMES, NOW)).resolves.toBe(true);
  });

  it.each<[string, Fixture]>([
    ['Firebase holds no session here', { pages: kept }],
    [
      'Firebase holds another person’s session',
      { firebase: { storage: 'local', stored: { uid: 'someone' } }, pages: kept },
    ],
    [
      'another person’s, in IndexedDB',
      { firebase: { idb: [{ fbase_key: `${AUTH_USER_KEY_PREFIX}k`, value: { uid: 'someone' } }] }, pages: kept },
    ],
    [
      'the memory keeps no session',
      { firebase: { storage: 'local', stored: { uid: UID } }, session: null, pages: kept },
    ],
    [
      'the kept session is another person’s',
      { firebase: { storage: 'local', stored: { uid: UID } }, session: entry({ uid: 'someone' }), pages: kept },
    ],
    [
      'the kept session is over a day old',
      {
        firebase: { storage: 'local', stored: { uid: UID } },
        session: entry({ uid: UID }, NOW - MEMORY_MAX_AGE_MS - 1),
        pages: kept,
      },
    ],
    [
      'the kept page is over a day old',
      {
        firebase: { storage: 'local', stored: { uid: UID } },
        pages: { '/dashboard': entry(PAGE, NOW - MEMORY_MAX_AGE_MS - 1) },
      },
    ],
    [
      'the kept page is from the future (a clock moved back)',
      { firebase: { storage: 'local', stored: { uid: UID } }, pages: { '/dashboard': entry(PAGE, NOW + 60_000) } },
    ],
    [
      'only another path is kept',
      { firebase: { storage: 'local', stored: { uid: UID } }, pages: { '/dashboard/profile': entry(PAGE) } },
    ],
    [
      'the kept page is malformed',
      { firebase: { storage: 'local', stored: { uid: UID } }, pages: { '/dashboard': '{not json' } },
    ],
    [
      'the kept page has another shape',
      { firebase: { storage: 'local', stored: { uid: UID } }, pages: { '/dashboard': entry({ html: 3 }) } },
    ],
    [
      'the page has no frame (a public page)',
      { firebase: { storage: 'local', stored: { uid: UID } }, pages: kept, frame: false },
    ],
  ])('draws nothing when %s', async (_, fixture) => {
    const win = setUp(fixture);
    await expect(drawKeptPage(win, KEPT_PAGE_NAMES, NOW)).resolves.toBe(false);
    expect(drawn()).toBeNull();
  });

  it.each<[string, unknown]>([
    ['a user as Firebase stores it', { uid: UID, email: 'a@example.com' }],
    ['a user without a uid', { email: 'a@example.com' }],
    ['a uid that is not text', { uid: 7 }],
    ['an IndexedDB record', { fbase_key: `${AUTH_USER_KEY_PREFIX}k`, value: { uid: UID } }],
    ['a record of something else', { fbase_key: 'other', value: { uid: UID } }],
  ])('reads whose session it is as stored-session.ts does: %s', async (_, stored) => {
    const win = setUp({ firebase: { storage: 'local', stored }, pages: kept });
    await expect(drawKeptPage(win, KEPT_PAGE_NAMES, NOW)).resolves.toBe(storedUserUid(JSON.stringify(stored)) === UID);
  });

  it('draws nothing at an address with a query (a filter, an open editor: never kept)', async () => {
    const win = setUp({ firebase: { storage: 'local', stored: { uid: UID } }, pages: kept });
    window.history.replaceState(null, '', '/dashboard?status=draft');
    await expect(drawKeptPage(win, KEPT_PAGE_NAMES, NOW)).resolves.toBe(false);
  });

  it('reads the storage while the page is parsed, and draws once it is (the script runs in the head)', async () => {
    const win = setUp({ firebase: { storage: 'local', stored: { uid: UID } }, pages: kept });
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    try {
      let done = false;
      const drawing = drawKeptPage(win, KEPT_PAGE_NAMES, NOW).then((result) => {
        done = true;
        return result;
      });
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(done).toBe(false);
      expect(drawn()).toBeNull();
      document.dispatchEvent(new Event('DOMContentLoaded'));
      await expect(drawing).resolves.toBe(true);
      expect(drawn()).not.toBeNull();
    } finally {
      delete (document as { readyState?: unknown }).readyState;
    }
  });

  it('stays while a frame is on the page (drawn again elsewhere), and goes with the last one', async () => {
    const win = setUp({ firebase: { storage: 'local', stored: { uid: UID } }, pages: kept });
    await drawKeptPage(win, KEPT_PAGE_NAMES, NOW);
    const main = document.getElementById('main') as HTMLElement;
    main.innerHTML = `<section><div ${FRAME_ATTRIBUTE}=""></div></section>`;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(drawn()).not.toBeNull();
    main.innerHTML = '<section><p data-saved-count="">3</p></section>';
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(drawn()).toBeNull();
    expect(document.getElementById(`${KEPT_PAGE_ID}-style`)).toBeNull();
    expect(document.getElementById(`${KEPT_PAGE_ID}-height`)).toBeNull();
  });

  it('goes when the page moves to another path while the frame stays', async () => {
    const win = setUp({ firebase: { storage: 'local', stored: { uid: UID } }, pages: kept });
    await drawKeptPage(win, KEPT_PAGE_NAMES, NOW);
    window.history.pushState(null, '', '/dashboard/profile');
    document.getElementById('main')?.append(document.createElement('span'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(drawn()).toBeNull();
  });

  it('draws, at an address that opens on another below it, the page kept for that one, and stays when the address follows', async () => {
    const win = setUp({
      firebase: { storage: 'local', stored: { uid: UID } },
      pages: { '/admin': entry({ opensOn: '/admin/users' }), '/admin/users': entry(PAGE) },
    });
    window.history.replaceState(null, '', '/admin');
    await expect(drawKeptPage(win, KEPT_PAGE_NAMES, NOW)).resolves.toBe(true);
    expect(drawn()?.querySelector('[data-saved-count]')?.textContent).toBe('3');
    window.history.replaceState(null, '', '/admin/users');
    document.getElementById('main')?.append(document.createElement('span'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(drawn(), 'the address followed: the same page').not.toBeNull();
    window.history.pushState(null, '', '/admin/leads');
    document.getElementById('main')?.append(document.createElement('span'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(drawn()).toBeNull();
  });

  it.each([
    ['a path that is not below it', { '/admin': entry({ opensOn: '/dashboard' }), '/dashboard': entry(PAGE) }],
    ['a pointer to nothing kept', { '/admin': entry({ opensOn: '/admin/users' }) }],
  ])('draws nothing for an address that opens on %s', async (_, pages) => {
    const win = setUp({ firebase: { storage: 'local', stored: { uid: UID } }, pages });
    window.history.replaceState(null, '', '/admin');
    await expect(drawKeptPage(win, KEPT_PAGE_NAMES, NOW)).resolves.toBe(false);
  });

  it('runs from its source text alone, as the page’s inline script', async () => {
    setUp({
      firebase: { storage: 'local', stored: { uid: UID } },
      pages: { '/dashboard': JSON.stringify({ at: Date.now() - 1000, value: PAGE }) },
      session: JSON.stringify({ at: Date.now() - 1000, value: { uid: UID } }),
    });
    let settled = 0;
    document.addEventListener(KEPT_PAGE_SETTLED_EVENT, () => (settled += 1));
    new Function(keptPageScript())();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(drawn()?.querySelector('[data-saved-count]')?.textContent).toBe('3');
    expect(settled, 'says it has drawn: the modules may start').toBe(1);
  });

  it('says it has settled only once the page is parsed: the start script, later in the head, is listening by then', async () => {
    // Nothing kept for anyone: the script has nothing to draw, whatever today's date.
    setUp({ session: null });
    let settled = 0;
    document.addEventListener(KEPT_PAGE_SETTLED_EVENT, () => (settled += 1));
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    try {
      new Function(keptPageScript())();
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(settled, 'nothing to draw, but the page is still parsed').toBe(0);
    } finally {
      delete (document as { readyState?: unknown }).readyState;
    }
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(settled).toBe(1);
  });

  it('says it has settled when it draws nothing, too', async () => {
    setUp({ pages: kept });
    let settled = 0;
    document.addEventListener(KEPT_PAGE_SETTLED_EVENT, () => (settled += 1));
    new Function(keptPageScript())();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(drawn()).toBeNull();
    expect(settled).toBe(1);
  });
});

// ---------------------------------------------------------------------------------------------
// Sealed pages: other people's data, opened only with the key the server gives a live session
// ---------------------------------------------------------------------------------------------

describe('drawKeptPage: a page kept sealed', () => {
  const RAW = new Uint8Array(32).map((_, index) => index * 7 + 1);
  const KEY_TEXT = Buffer.from(RAW).toString('base64url');
  const KEY_URL = `http://127.0.0.1:8080/v1/projects/demo-meridian/databases/(default)/documents/deviceKeys/${UID}`;
  const TOKEN = { accessToken: 'id-token', expirationTime: NOW + 30 * 60_000 };
  const LIST = {
    html: `<section ${KEEP_PAGE_ATTRIBUTE}="${SEALED}"><table><tr data-user=""><td>client@example.com</td></tr></table></section>`,
    css: '',
  };

  const encryptKey = () => webcrypto.subtle.importKey('raw', RAW, { name: 'AES-GCM' }, false, ['encrypt']);
  const sealedEntry = async (page = LIST, keyUrl = KEY_URL) =>
    entry(await sealKeptPage(page, await encryptKey(), keyUrl, webcrypto as unknown as Crypto));

  /** A window whose fetch answers the key document as Firestore's REST API does (or `answer`). */
  function sealedWindow(
    pageText: string,
    {
      stored = { uid: UID, stsTokenManager: TOKEN } as unknown,
      answer = { status: 200, body: { fields: { key: { stringValue: KEY_TEXT } } } as unknown },
    } = {},
  ) {
    const win = setUp({ firebase: { storage: 'local', stored }, pages: { '/dashboard': pageText } });
    const fetch = vi.fn((_url: string, _init?: RequestInit) =>
      Promise.resolve(new Response(JSON.stringify(answer.body), { status: answer.status })),
    );
    return {
      win: Object.defineProperties(win, {
        fetch: { value: fetch },
        crypto: { value: webcrypto },
        atob: { value: (text: string) => atob(text) },
      }) as DrawWindow,
      fetch,
    };
  }

  afterEach(async () => {
    document.body.innerHTML = '';
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

  it('keeps nothing readable: the page is sealed, not in the entry', async () => {
    const text = await sealedEntry();
    expect(text).not.toContain('client@example.com');
    expect(JSON.parse(text).value).toEqual({ sealed: expect.any(String), keyUrl: KEY_URL });
  });

  it('asks the person’s key document for the key, with their ID token, and draws the page opened with it', async () => {
    const { win, fetch } = sealedWindow(await sealedEntry());
    await expect(drawKeptPage(win, KEPT_PAGE_NAMES, NOW)).resolves.toBe(true);
    expect(drawn()?.textContent).toContain('client@example.com');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe(KEY_URL);
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({
      headers: { Authorization: 'Bearer id-token' },
      credentials: 'omit',
    });
  });

  it.each<
    [
      string,
      {
        stored?: unknown;
        answer?: { status: number; body: unknown };
        keyUrl?: string;
        tamper?: boolean;
        wrongKey?: boolean;
      },
    ]
  >([
    [
      'the server refuses the key (a session ended elsewhere, an account disabled)',
      { answer: { status: 403, body: {} } },
    ],
    ['the key document is gone', { answer: { status: 404, body: {} } }],
    [
      'the key is not of the key’s shape',
      { answer: { status: 200, body: { fields: { key: { stringValue: 'short' } } } } },
    ],
    ['the key is another one (replaced since)', { wrongKey: true }],
    ['the sealed page was altered', { tamper: true }],
    [
      'Firebase’s ID token has expired',
      { stored: { uid: UID, stsTokenManager: { ...TOKEN, expirationTime: NOW - 1 } } },
    ],
    [
      'it expires within the minute',
      { stored: { uid: UID, stsTokenManager: { ...TOKEN, expirationTime: NOW + 30_000 } } },
    ],
    ['Firebase stores no ID token', { stored: { uid: UID } }],
    ['its key address is another person’s', { keyUrl: KEY_URL.replace(UID, 'someone') }],
    [
      'its key address is another site’s',
      { keyUrl: `https://evil.example/v1/projects/x/databases/(default)/documents/deviceKeys/${UID}` },
    ],
  ])('draws nothing, and asks no one else, when %s', async (_, { stored, answer, keyUrl, tamper, wrongKey }) => {
    let text = await sealedEntry(LIST, keyUrl);
    if (tamper) {
      const value = JSON.parse(text).value as { sealed: string; keyUrl: string };
      const bytes = Buffer.from(value.sealed, 'base64');
      bytes.writeUInt8(bytes.readUInt8(bytes.length - 1) ^ 1, bytes.length - 1);
      text = entry({ ...value, sealed: bytes.toString('base64') });
    }
    const other = {
      status: 200,
      body: { fields: { key: { stringValue: Buffer.from(new Uint8Array(32)).toString('base64url') } } },
    };
    const { win, fetch } = sealedWindow(text, {
      ...(stored === undefined ? {} : { stored }),
      ...(answer ? { answer } : wrongKey ? { answer: other } : {}),
    });
    await expect(drawKeptPage(win, KEPT_PAGE_NAMES, NOW)).resolves.toBe(false);
    expect(drawn()).toBeNull();
    // The server's answers come from one request; a token or an address amiss asks no one.
    expect(fetch).toHaveBeenCalledTimes(stored === undefined && keyUrl === undefined ? 1 : 0);
    for (const [url] of fetch.mock.calls) expect(url).toBe(KEY_URL);
  });

  it('stays over the live page while its list is still read, and goes once it has been', async () => {
    const { win } = sealedWindow(await sealedEntry());
    await drawKeptPage(win, KEPT_PAGE_NAMES, NOW);
    const main = document.getElementById('main') as HTMLElement;
    main.innerHTML = `<section><p ${LOADING_ATTRIBUTE}="">Loading…</p></section>`;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(drawn(), 'the frame gone, the list still read').not.toBeNull();
    main.innerHTML = '<section><table><tr data-user=""><td>client@example.com</td></tr></table></section>';
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(drawn()).toBeNull();
  });

  it('stays where it was drawn when the window is resized after the frame has gone', async () => {
    const { win } = sealedWindow(await sealedEntry());
    // Laid out where the frame is while it is on the page; a detached element measures nothing.
    const frame = document.querySelector(`[${FRAME_ATTRIBUTE}]`) as HTMLElement;
    frame.getBoundingClientRect = () =>
      (frame.isConnected ? new DOMRect(10, 100, 300, 50) : new DOMRect(0, 0, 0, 0)) as DOMRect;
    await drawKeptPage(win, KEPT_PAGE_NAMES, NOW);
    expect(drawn()?.style.top).toBe('100px');
    const main = document.getElementById('main') as HTMLElement;
    main.innerHTML = `<section><p ${LOADING_ATTRIBUTE}="">Loading…</p></section>`;
    await new Promise((resolve) => setTimeout(resolve, 0));
    window.dispatchEvent(new Event('resize'));
    expect(drawn()?.style.top).toBe('100px');
    expect(drawn()?.style.width).toBe('300px');
  });

  it('goes with the frame when the page is not sealed, whatever the live page still reads', async () => {
    const win = setUp({ firebase: { storage: 'local', stored: { uid: UID } }, pages: kept });
    await drawKeptPage(win, KEPT_PAGE_NAMES, NOW);
    (document.getElementById('main') as HTMLElement).innerHTML = `<p ${LOADING_ATTRIBUTE}="">Loading…</p>`;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(drawn()).toBeNull();
  });
});
