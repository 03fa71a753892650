import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page, Request } from '@playwright/test';
import { WIDGET_ATTRIBUTE } from '@meridian/shared/page-contract';
import { sidewaysScroll, smallTargets, WCAG22_TAGS } from './a11y';
import { lowContrastControls } from './contrast';
import { expect } from './site';

// The checks the page sweep (tests/page-sweep.spec.ts) makes on each load of a public page, and
// the signed-in sweeps reuse: each returns the failures it found as readable lines, so one load
// reports every problem of a page at once.

// ---------------------------------------------------------------------------------------------
// Hydration: the HTML the server sent is what the browser shows, hydrated in place.
// ---------------------------------------------------------------------------------------------

/** What may change once hydrated, by design: the session's area, what the address chooses, what only the browser knows. */
const FILLED_IN_BROWSER = '[data-session], [data-from-address], [data-after-hydration]';

/**
 * The heading and the text of <main> as shown, leaving out what the server cannot know: what
 * depends on the session (marked data-session), on the address's query (data-from-address), or
 * on the browser (data-after-hydration: a measured size, today's date, live rates). Each is filled
 * in the browser, in the space kept for it.
 */
export function readPage(page: Page): Promise<{ heading: string; main: string }> {
  return page.evaluate((hidden) => {
    const words = (text: string) => text.replace(/\s+/g, ' ').trim();
    const hide = document.createElement('style');
    hide.textContent = `${hidden} { display: none !important; }`;
    document.head.append(hide);
    const shown = {
      heading: words(document.querySelector('h1')?.textContent ?? ''),
      main: words(document.querySelector('main')?.innerText ?? ''),
    };
    hide.remove();
    return shown;
  }, FILLED_IN_BROWSER);
}

/** What a browser without JavaScript shows: the heading and the text of <main>, on a page of a context without it. */
export async function withoutJavaScript(noScript: Page, path: string): Promise<{ heading: string; main: string }> {
  await noScript.goto(path);
  return readPage(noScript);
}

/**
 * Before the page's scripts run, remembers every element the server sent in <main> (the objects,
 * not their markup), and starts counting layout shifts and any "Loading" text that appears.
 */
export async function watchHydration(page: Page): Promise<void> {
  await page.addInitScript((hidden) => {
    const probe = { serverNodes: [] as Element[], shift: 0, moved: [] as string[], loadingSeen: [] as string[] };
    Object.assign(window, { __probe: probe });
    const rect = (box: DOMRectReadOnly) =>
      `${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}×${Math.round(box.height)}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        probe.shift += entry.value;
        // What moved, from where to where, at what moment: said when the shift is asserted.
        for (const source of entry.sources ?? []) {
          const node = source.node instanceof Element ? source.node : null;
          const name = node
            ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''} "${(node.textContent ?? '').trim().slice(0, 30)}"`
            : '(text or removed)';
          probe.moved.push(
            `${name} ${rect(source.previousRect)} → ${rect(source.currentRect)} at ${Math.round(entry.startTime)} ms`,
          );
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      // (Not what the server could not know, which the browser fills in: see readPage.)
      probe.serverNodes = [...document.querySelectorAll('main *')].filter((node) => !node.closest(hidden));
      if (/Loading…|Loading\.\.\./.test(document.body.textContent ?? '')) probe.loadingSeen.push('in the HTML');
      new MutationObserver((mutations) => {
        for (const mutation of mutations)
          for (const node of mutation.addedNodes)
            if (/Loading/.test(node.textContent ?? '')) probe.loadingSeen.push(node.textContent ?? '');
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
  }, FILLED_IN_BROWSER);
}

export interface HydrationReport {
  /** How many elements the server sent in <main>, and whether its heading is one of them. */
  serverNodes: number;
  headingFromServer: boolean;
  /** Server elements no longer in the document: React threw them away and drew its own. */
  replaced: string[];
  shift: number;
  /** What each shift moved, from where to where and when. */
  moved: string[];
  loadingSeen: string[];
}

export function readHydration(page: Page): Promise<HydrationReport> {
  return page.evaluate(() => {
    const probe = (
      window as unknown as {
        __probe: { serverNodes: Element[]; shift: number; moved: string[]; loadingSeen: string[] };
      }
    ).__probe;
    const heading = document.querySelector('main h1');
    return {
      serverNodes: probe.serverNodes.length,
      headingFromServer: heading !== null && probe.serverNodes.includes(heading),
      replaced: probe.serverNodes
        .filter((node) => !node.isConnected)
        .map((node) => node.outerHTML.slice(0, 120))
        .slice(0, 5),
      shift: probe.shift,
      moved: probe.moved,
      loadingSeen: probe.loadingSeen,
    };
  });
}

/**
 * Waits until the page and every widget on it have hydrated (each names itself in <html
 * data-ready> once it has: shell/src/federation/ready-mark.tsx), and the network is quiet. Widgets
 * load when the browser is idle or they come near the screen, so this is the first moment the page
 * is whole without scrolling.
 */
export async function waitUntilWhole(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate((attribute) => {
          const ready = new Set((document.documentElement.dataset.ready ?? '').split(' '));
          const parts = [
            'page',
            ...[...document.querySelectorAll(`[${attribute}]`)].map((area) => area.getAttribute(attribute)),
          ];
          return parts.filter((part) => part !== null && !ready.has(part));
        }, WIDGET_ATTRIBUTE),
      { message: 'parts of the page that never hydrated' },
    )
    .toEqual([]);
  await page.waitForLoadState('networkidle');
}

/**
 * Waits until no finite animation or transition is running (an infinite one, a spinner, is left
 * alone), so that what is measured next is the page at rest, not a frame of a fade.
 */
export async function waitForStillness(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ).then(() => undefined),
  );
}

// ---------------------------------------------------------------------------------------------
// The network: what the page asked for, what failed, and whether it waited.
// ---------------------------------------------------------------------------------------------

export interface RequestWatch {
  /** Requests that failed, and responses of 400 or more (but the page's own 404 or 503 answer). */
  failures: string[];
  /** Requests to anywhere but this machine. */
  external: string[];
  /** Every request's address, in order. */
  urls: string[];
  /** Resolves once no request has been in flight for `quietMs`. */
  quiet: (quietMs?: number) => Promise<void>;
}

/** Watches every request the page makes from now on. */
export function watchRequests(page: Page): RequestWatch {
  const watch: RequestWatch = { failures: [], external: [], urls: [], quiet: async () => {} };
  const pending = new Set<Request>();
  page.on('request', (request) => {
    pending.add(request);
    watch.urls.push(request.url());
    const { hostname, protocol } = new URL(request.url());
    if (protocol !== 'data:' && protocol !== 'blob:' && hostname !== 'localhost' && hostname !== '127.0.0.1')
      watch.external.push(request.url());
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => {
    pending.delete(request);
    watch.failures.push(`${request.url()}: ${request.failure()?.errorText ?? 'failed'}`);
  });
  page.on('response', (response) => {
    const ownAnswer = response.request().isNavigationRequest() && [404, 503].includes(response.status());
    if (response.status() >= 400 && !ownAnswer) watch.failures.push(`${response.url()}: ${response.status()}`);
  });
  // The next navigation would abort requests in flight (and count them as failures), so a page is
  // left only once none has been in flight for a while. Polled on the requests themselves.
  watch.quiet = async (quietMs = 600) => {
    await expect
      .poll(
        async () => {
          if (pending.size > 0) return false;
          await page.evaluate((ms) => new Promise((done) => setTimeout(done, ms)), quietMs);
          return pending.size === 0;
        },
        { timeout: 15_000, message: 'the page kept requesting' },
      )
      .toBe(true);
  };
  return watch;
}

// ---------------------------------------------------------------------------------------------
// Accessibility: axe, once per load.
// ---------------------------------------------------------------------------------------------

/**
 * axe, run once with the WCAG 2.0, 2.1 and 2.2 A and AA rules and its best practices: every WCAG
 * violation, whatever its impact, and every best-practice one that is serious or critical.
 */
export async function axeFailures(page: Page, where: string): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page })
    .withTags([...WCAG22_TAGS, 'best-practice'])
    // Violations only: passes and incomplete results are not read, and collecting them is a quarter of axe's time.
    .options({ resultTypes: ['violations'] })
    // A page of one frame (all the site's) is audited in place: the frame-by-frame mode would open
    // a second page to put its frames' results together, which took most of axe's time.
    .setLegacyMode(page.frames().length === 1)
    .analyze();
  const wcag = new Set<string>(WCAG22_TAGS);
  return results.violations
    .filter(
      (violation) =>
        violation.tags.some((tag) => wcag.has(tag)) ||
        violation.impact === 'serious' ||
        violation.impact === 'critical',
    )
    .map(
      (violation) =>
        `${where} [axe]: ${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} (${violation.nodes
          .map((node) => node.target.join(' '))
          .join(', ')})`,
    );
}

// ---------------------------------------------------------------------------------------------
// What axe does not measure: targets, contrast as painted, reflow.
// ---------------------------------------------------------------------------------------------

const ZOOMED = { width: 320, height: 640 } as const;

/** The page's targets under 24 × 24 px that no exception covers. */
export async function targetFailures(page: Page, where: string): Promise<string[]> {
  return (await smallTargets(page)).map(
    (target) => `${where} [targets]: ${target.element} "${target.text}" is ${target.width} × ${target.height}`,
  );
}

/** The page's buttons and links under the contrast they need, measured with the page at rest. */
export async function contrastFailures(page: Page, where: string): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  await waitForStillness(page);
  return (await lowContrastControls(page)).map(
    (item) =>
      `${where} [contrast]: "${item.text}" (${item.element}) ${item.foreground} on ${item.background} is ${item.ratio}:1, needs ${item.needs}:1`,
  );
}

/** Narrows the open page to 320 px (400 % zoom) and says how far it then scrolls sideways, if at all. */
export async function reflowFailures(page: Page, where: string): Promise<string[]> {
  const before = page.viewportSize();
  await page.setViewportSize(ZOOMED);
  // Two frames: the resize's layout, and whatever a resize observer changes in answer to it.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const { overflow, culprits } = await sidewaysScroll(page);
  if (before) await page.setViewportSize(before);
  return overflow > 0
    ? [`${where} [reflow]: ${overflow} px too wide at ${ZOOMED.width} px (${culprits.join('; ')})`]
    : [];
}

// ---------------------------------------------------------------------------------------------
// What SEBI asks of every page: the disclosures in the footer (issue 18).
// ---------------------------------------------------------------------------------------------

export const STANDARD_TEXTS = [
  'Investment in securities market are subject to market risks. Read all the related documents carefully before investing.',
  'Registration granted by SEBI, membership of BASL (in case of IAs) and certification from NISM in no way guarantee performance of the intermediary or provide any assurance of returns to investors.',
];

const REGISTRATION_LABELS = [
  'Name as registered',
  'Type of registration',
  'SEBI registration no.',
  'Validity',
  'CIN',
  'BSE enlistment no.',
  'Registered office',
  'Associated SEBI office',
];

const OFFICERS = ['Principal officer', 'Compliance officer', 'Grievance officer', 'Data protection contact'];

/**
 * The footer's regulatory block: the registration facts, the officers and both standard texts,
 * visible, the texts at least 10 px as rendered. Read once the page is whole (no waiting): the
 * region and the officers' list are found by their roles and names, and each holds its texts
 * read in one pass in the page (a text is there when an element whose whole text it is, the
 * innermost, is visible: a box of some size, not hidden).
 */
export async function disclosureFailures(page: Page, where: string): Promise<string[]> {
  const failures: string[] = [];
  const missing = (what: string) => failures.push(`${where} [disclosures]: ${what}`);
  const region = page.getByRole('contentinfo').getByRole('region', { name: 'Regulatory information' });
  if (!(await region.isVisible())) {
    missing('no visible "Regulatory information" region in the footer');
    return failures;
  }
  /** For each text, the font size in px of a visible element holding exactly it, or null when none is. */
  const shown = (root: Locator, texts: readonly string[]) =>
    root.evaluate((element, wanted) => {
      const normal = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
      const visible = (node: Element) => {
        const box = node.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && node.checkVisibility({ visibilityProperty: true });
      };
      const all = [element, ...element.querySelectorAll('*')];
      return wanted.map((text) => {
        const holder = all.find(
          (node) =>
            normal(node.textContent) === text &&
            ![...node.children].some((child) => normal(child.textContent) === text) &&
            visible(node),
        );
        return holder ? parseFloat(getComputedStyle(holder).fontSize) : null;
      });
    }, texts);
  const [labels, texts] = await Promise.all([shown(region, REGISTRATION_LABELS), shown(region, STANDARD_TEXTS)]);
  REGISTRATION_LABELS.forEach((label, i) => {
    if (labels[i] === null) missing(`no "${label}"`);
  });
  if (!/INA\d{9}/.test((await region.textContent()) ?? '')) missing('no registration number INA…');
  const people = region.getByRole('list', { name: 'Officers and contacts' });
  const officers = (await people.count()) === 1 ? await shown(people, OFFICERS) : OFFICERS.map(() => null);
  OFFICERS.forEach((role, i) => {
    if (officers[i] === null) missing(`no officer "${role}"`);
  });
  STANDARD_TEXTS.forEach((text, i) => {
    const size = texts[i];
    if (size === null || size === undefined) missing(`no standard text "${text.slice(0, 40)}…"`);
    else if (size < 10) missing('a standard text is under 10 px');
  });
  return failures;
}
