// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  captureKeptPage,
  drawKeptPage,
  FRAME_ATTRIBUTE,
  KEEP_OMIT_ATTRIBUTE,
  KEEP_PAGE_ATTRIBUTE,
  KEPT_PAGE_ID,
  KEPT_PAGE_NAMES,
  KEPT_PAGE_PENDING_ATTRIBUTE,
  keptCss,
  keptPageName,
  keptPageScript,
  LOADING_ATTRIBUTE,
  SCROLL_LEFT_ATTRIBUTE,
  SESSION_CONFIRMED_EVENT,
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

  it('keeps how far a row was scrolled sideways, and the drawn page scrolls it so', async () => {
    main.innerHTML = `<section ${KEEP_PAGE_ATTRIBUTE}=""><nav><a>Users</a><a aria-current="page">Settings</a></nav></section>`;
    (main.querySelector('nav') as HTMLElement).scrollLeft = 120;
    const page = capture();
    expect(page?.html).toContain(`<nav ${SCROLL_LEFT_ATTRIBUTE}="120">`);
    expect(page?.html.match(new RegExp(SCROLL_LEFT_ATTRIBUTE, 'g'))).toHaveLength(1);
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
    [
      'a page with an alert, even one left out of it',
      `<section ${KEEP_PAGE_ATTRIBUTE}=""><div role="alert" ${KEEP_OMIT_ATTRIBUTE}="">Could not save</div></section>`,
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
  html: `<section ${KEEP_PAGE_ATTRIBUTE}=""><h1 class="band">Welcome back, Asha</h1><p data-saved-count="">3</p><select><option>user</option><option>admin</option></select><button type="button">Delete</button><nav data-kept-scroll-left="40"><a>Tab</a></nav><img src="x" onerror="window.hacked = 1"><a href="javascript:alert(1)">x</a><a href="\u0001java\tscript:alert(1)">y</a><script>window.hacked = 2</script></section>`,
  css: '.band { color: navy; }',
  role: 'user',
};
const entry = (value: unknown, at = NOW - 1000) => JSON.stringify({ at, value });

interface Fixture {
  /** Where the site recorded the session at sign-in: this tab's storage, or the remembered one. */
  where?: 'session' | 'local';
  /** The site's record of the session (the memory's session entry), or null for none. */
  session?: string | null;
  pages?: Record<string, string>;
  frame?: boolean;
}

function setUp({ where = 'local', session = entry({ uid: UID }), pages = {}, frame = true }: Fixture): DrawWindow {
  document.body.innerHTML = `<div id="root"><main id="main">${frame ? `<div ${FRAME_ATTRIBUTE}=""></div>` : ''}</main></div>`;
  document.head.innerHTML = '';
  sessionStorage.clear();
  localStorage.clear();
  window.history.replaceState(null, '', '/dashboard');
  const memory = where === 'session' ? sessionStorage : localStorage;
  if (session !== null) memory.setItem(`${MEMORY_PREFIX}${UID}:${SESSION_ENTRY}`, session);
  for (const [path, text] of Object.entries(pages))
    memory.setItem(`${MEMORY_PREFIX}${UID}:${keptPageName(path)}`, text);
  return Object.assign(Object.create(window) as DrawWindow, { location: window.location });
}

/** The session's first check, once the server has confirmed `uid`'s session; their profile holds `role`. */
const confirm = (uid = UID, role: string | null = 'user') =>
  document.dispatchEvent(new CustomEvent(SESSION_CONFIRMED_EVENT, { detail: { uid, role } }));
const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));
/** Draws, confirming the session a turn later. */
async function drawConfirmed(win: DrawWindow): Promise<boolean> {
  const drawing = drawKeptPage(win, KEPT_PAGE_NAMES, NOW);
  await tick();
  confirm();
  return drawing;
}

const kept = { '/dashboard': entry(PAGE) };
const drawn = () => document.getElementById(KEPT_PAGE_ID);

describe('drawKeptPage: the page this device kept, drawn once the session is confirmed', () => {
  afterEach(async () => {
    delete (window as { hacked?: unknown }).hacked;
    // The frame gone, a drawn page's watch ends.
    document.body.innerHTML = '';
    await tick();
  });

  it('draws it over the frame: inert, hidden from assistive technology, its controls disabled, saying “Updating…”, with its styles and nothing that runs', async () => {
    const win = setUp({ pages: kept });
    await expect(drawConfirmed(win)).resolves.toBe(true);
    const page = drawn();
    expect(page?.querySelector('[data-saved-count]')?.textContent).toBe('3');
    expect(page?.hasAttribute('data-kept')).toBe(true);
    const content = page?.querySelector('[inert]');
    expect(content?.getAttribute('aria-hidden')).toBe('true');
    expect(content?.querySelector('[data-saved-count]')).not.toBeNull();
    // A select's value is not in the markup, and nothing can be acted on: drawn disabled.
    expect(page?.querySelector('select')?.hasAttribute('disabled')).toBe(true);
    expect(page?.querySelector('button')?.hasAttribute('disabled')).toBe(true);
    // What is shown from memory says so, where it is seen and heard.
    const status = page?.querySelector('[role="status"]');
    expect(status?.textContent).toBe('Updating…');
    expect(status?.closest('[inert], [aria-hidden="true"]')).toBeNull();
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
    await tick(10);
    expect((window as { hacked?: unknown }).hacked).toBeUndefined();
  });

  it('draws nothing until the server has confirmed this person’s session (another person’s confirmation is not theirs)', async () => {
    const win = setUp({ pages: kept });
    let result: boolean | undefined;
    void drawKeptPage(win, KEPT_PAGE_NAMES, NOW).then((value) => (result = value));
    await tick(10);
    expect(drawn()).toBeNull();
    confirm('someone');
    await tick();
    expect(drawn()).toBeNull();
    expect(result).toBeUndefined();
    confirm();
    await tick();
    expect(result).toBe(true);
    expect(drawn()).not.toBeNull();
  });

  it('draws nothing on a device whose session was ended elsewhere: the frame goes (to the sign-in page) unconfirmed', async () => {
    const win = setUp({ pages: kept });
    const drawing = drawKeptPage(win, KEPT_PAGE_NAMES, NOW);
    await tick();
    (document.getElementById('main') as HTMLElement).innerHTML = '<h1>Sign in</h1>';
    await expect(drawing).resolves.toBe(false);
    confirm();
    await tick();
    expect(drawn()).toBeNull();
  });

  it('says on the root element, while it waits, that it has a page to draw (the page’s modules wait for the check only then), and no more once drawn or given up', async () => {
    const pending = () => document.documentElement.hasAttribute(KEPT_PAGE_PENDING_ATTRIBUTE);
    const drawing = drawKeptPage(setUp({ pages: kept }), KEPT_PAGE_NAMES, NOW);
    expect(pending(), 'set as the script runs, before the page is parsed').toBe(true);
    await tick();
    confirm();
    await expect(drawing).resolves.toBe(true);
    expect(pending(), 'drawn').toBe(false);

    const givenUp = drawKeptPage(setUp({ pages: kept }), KEPT_PAGE_NAMES, NOW);
    expect(pending()).toBe(true);
    (document.getElementById('main') as HTMLElement).innerHTML = '<h1>Sign in</h1>';
    await expect(givenUp).resolves.toBe(false);
    expect(pending(), 'given up').toBe(false);

    for (const fixture of [
      {},
      { session: null, pages: kept },
      { pages: { '/dashboard': entry(PAGE, NOW - 2 * MEMORY_MAX_AGE_MS) } },
    ]) {
      const nothing = drawKeptPage(setUp(fixture), KEPT_PAGE_NAMES, NOW);
      expect(pending(), 'nothing to draw').toBe(false);
      await expect(nothing).resolves.toBe(false);
    }
  });

  it('draws it for a session of this tab only (sessionStorage) and for a remembered one (localStorage)', async () => {
    await expect(drawConfirmed(setUp({ where: 'session', pages: kept }))).resolves.toBe(true);
    await expect(drawConfirmed(setUp({ where: 'local', pages: kept }))).resolves.toBe(true);
  });

  it('never reads Firebase’s storage: its stored user alone draws nothing', async () => {
    const win = setUp({ session: null, pages: kept });
    localStorage.setItem('firebase:authUser:key:[DEFAULT]', JSON.stringify({ uid: UID }));
    await expect(drawConfirmed(win)).resolves.toBe(false);
  });

  it.each<[string, Fixture]>([
    ['the site holds no record of a session', { session: null, pages: kept }],
    ['the record is another person’s', { session: entry({ uid: 'someone' }), pages: kept }],
    ['the record is over a day old', { session: entry({ uid: UID }, NOW - MEMORY_MAX_AGE_MS - 1), pages: kept }],
    ['the kept page is over a day old', { pages: { '/dashboard': entry(PAGE, NOW - MEMORY_MAX_AGE_MS - 1) } }],
    ['the kept page is from the future (a clock moved back)', { pages: { '/dashboard': entry(PAGE, NOW + 60_000) } }],
    ['only another path is kept', { pages: { '/dashboard/profile': entry(PAGE) } }],
    ['the kept page is malformed', { pages: { '/dashboard': '{not json' } }],
    ['the kept page has another shape', { pages: { '/dashboard': entry({ html: 3 }) } }],
    [
      'the kept page names no role (kept by an earlier release)',
      { pages: { '/dashboard': entry({ ...PAGE, role: undefined }) } },
    ],
    ['the page has no frame (a public page)', { pages: kept, frame: false }],
  ])('draws nothing when %s', async (_, fixture) => {
    const win = setUp(fixture);
    await expect(drawConfirmed(win)).resolves.toBe(false);
    expect(drawn()).toBeNull();
  });

  it.each<[string, string, string | null]>([
    ['demoted since (kept as an admin, now a user)', 'admin', 'user'],
    ['promoted since (kept as a user, now a reviewer)', 'user', 'reviewer'],
    ['whose profile holds no role, or could not be read', 'user', null],
  ])('draws nothing for a person %s: the remembered role never decides what is shown', async (_, keptAs, holds) => {
    const win = setUp({ pages: { '/dashboard': entry({ ...PAGE, role: keptAs }) } });
    const drawing = drawKeptPage(win, KEPT_PAGE_NAMES, NOW);
    await tick();
    confirm(UID, holds);
    await expect(drawing).resolves.toBe(false);
    expect(drawn()).toBeNull();
    expect(document.documentElement.hasAttribute(KEPT_PAGE_PENDING_ATTRIBUTE), 'given up: the modules start').toBe(
      false,
    );
  });

  it('draws nothing at an address with a query (a filter, an open editor: never kept)', async () => {
    const win = setUp({ pages: kept });
    window.history.replaceState(null, '', '/dashboard?status=draft');
    await expect(drawConfirmed(win)).resolves.toBe(false);
  });

  it('waits for the page to be parsed (the script runs in the head) and for the session', async () => {
    const win = setUp({ pages: kept });
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    let result: boolean | undefined;
    try {
      void drawKeptPage(win, KEPT_PAGE_NAMES, NOW).then((value) => (result = value));
      await tick(10);
      expect(result).toBeUndefined();
      expect(drawn()).toBeNull();
    } finally {
      delete (document as { readyState?: unknown }).readyState;
    }
    document.dispatchEvent(new Event('DOMContentLoaded'));
    await tick();
    expect(result, 'the frame is there: it waits for the session').toBeUndefined();
    confirm();
    await tick();
    expect(result).toBe(true);
  });

  it('stays while a frame is on the page (drawn again elsewhere), and goes with the last one', async () => {
    const win = setUp({ pages: kept });
    await drawConfirmed(win);
    const main = document.getElementById('main') as HTMLElement;
    main.innerHTML = `<section><div ${FRAME_ATTRIBUTE}=""></div></section>`;
    await tick();
    expect(drawn()).not.toBeNull();
    main.innerHTML = '<section><p data-saved-count="">3</p></section>';
    await tick();
    expect(drawn()).toBeNull();
    expect(document.getElementById(`${KEPT_PAGE_ID}-style`)).toBeNull();
    expect(document.getElementById(`${KEPT_PAGE_ID}-height`)).toBeNull();
  });

  it('goes when the page moves to another path while the frame stays', async () => {
    const win = setUp({ pages: kept });
    await drawConfirmed(win);
    window.history.pushState(null, '', '/dashboard/profile');
    document.getElementById('main')?.append(document.createElement('span'));
    await tick();
    expect(drawn()).toBeNull();
  });

  it('draws, at an address that opens on another below it, the page kept for that one, and stays when the address follows', async () => {
    const win = setUp({ pages: { '/admin': entry({ opensOn: '/admin/analytics' }), '/admin/analytics': entry(PAGE) } });
    window.history.replaceState(null, '', '/admin');
    await expect(drawConfirmed(win)).resolves.toBe(true);
    expect(drawn()?.querySelector('[data-saved-count]')?.textContent).toBe('3');
    window.history.replaceState(null, '', '/admin/analytics');
    document.getElementById('main')?.append(document.createElement('span'));
    await tick();
    expect(drawn(), 'the address followed: the same page').not.toBeNull();
    window.history.pushState(null, '', '/admin/blog');
    document.getElementById('main')?.append(document.createElement('span'));
    await tick();
    expect(drawn()).toBeNull();
  });

  it.each([
    ['a path that is not below it', { '/admin': entry({ opensOn: '/dashboard' }), '/dashboard': entry(PAGE) }],
    ['a pointer to nothing kept', { '/admin': entry({ opensOn: '/admin/analytics' }) }],
  ])('draws nothing for an address that opens on %s', async (_, pages) => {
    const win = setUp({ pages });
    window.history.replaceState(null, '', '/admin');
    await expect(drawConfirmed(win)).resolves.toBe(false);
  });

  it('runs from its source text alone, as the page’s inline script', async () => {
    setUp({
      pages: { '/dashboard': JSON.stringify({ at: Date.now() - 1000, value: PAGE }) },
      session: JSON.stringify({ at: Date.now() - 1000, value: { uid: UID } }),
    });
    new Function(keptPageScript())();
    await tick(10);
    expect(drawn()).toBeNull();
    confirm();
    await tick();
    expect(drawn()?.querySelector('[data-saved-count]')?.textContent).toBe('3');
  });
});
