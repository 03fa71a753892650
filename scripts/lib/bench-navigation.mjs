// A first visit to a section: on a desktop (no throttling), from the home page, a visitor points
// at a section's link in the top bar and clicks it. Measured: the time from the click to the
// section's <h1> being in the DOM with its text, and to the end of the frame that shows it, and
// whether any "Loading" text appeared in between (the issue: no loading flash, ≤ 100 ms).
//
// Each sample is a fresh browser context (nothing cached, the section never visited), the home
// page hydrated (the shell marks <html data-ready="page">), the link hovered for HOVER_MS (a
// hand's pause between pointing and pressing, during which the site may prefetch the section),
// then clicked. In the page: a capture-phase click listener takes t0 with performance.now(); a
// MutationObserver takes t1 when the main <h1> holds the section's heading (read beforehand from
// the HTML the site sends for that section); t2 is a task queued from the next animation frame,
// which runs once that frame is painted. The requests the page started during the hover and
// after the click are counted, to show whether the section's code came ahead of the click.
/* global document, window, requestAnimationFrame, MutationObserver -- the probe runs in the page */
import { headingInHtml, rawHtml } from './bench-site.mjs';
import { max, median, round } from './bench-stats.mjs';

/** The top bar's section links measured. */
export const NAV_SECTIONS = ['Services', 'Blog', 'Calculators'];
const HOVER_MS = 150;
const DESKTOP = { viewport: { width: 1280, height: 800 } };

/** Arms the probe in the page: resolves with t1 − t0, t2 − t0 and the "Loading" texts seen. */
function armProbe({ heading, timeoutMs }) {
  const normalise = (text) => (text ?? '').replace(/\s+/g, ' ').trim();
  window.__navigation = new Promise((resolve, reject) => {
    let clicked = 0;
    const loading = [];
    const timer = setTimeout(() => reject(new Error(`"${heading}" did not appear after the click.`)), timeoutMs);
    const observer = new MutationObserver((mutations) => {
      if (!clicked) return;
      const now = performance.now();
      for (const mutation of mutations) {
        const added = mutation.type === 'characterData' ? [mutation.target] : [...mutation.addedNodes];
        for (const node of added) if (/Loading/.test(node.textContent ?? '')) loading.push(normalise(node.textContent));
      }
      if (normalise(document.querySelector('main h1')?.textContent) !== heading) return;
      observer.disconnect();
      clearTimeout(timer);
      requestAnimationFrame(() =>
        setTimeout(() => resolve({ toDom: now - clicked, toFrame: performance.now() - clicked, loading }), 0),
      );
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    document.addEventListener(
      'click',
      () => {
        clicked = performance.now();
      },
      { capture: true, once: true },
    );
  });
}

/** The heading each section's page shows, from the HTML the site sends for it. */
async function sectionHeadings(origin, hrefs) {
  const headings = {};
  for (const [name, href] of Object.entries(hrefs)) {
    const heading = headingInHtml((await rawHtml(new URL(href, origin).href)).html);
    if (!heading) throw new Error(`${href} has no <h1> in its HTML.`);
    headings[name] = heading;
  }
  return headings;
}

/** One first visit: a fresh context, the home page hydrated, hover, click, heading. */
async function visitOnce(browser, origin, name, heading) {
  const context = await browser.newContext(DESKTOP);
  try {
    const page = await context.newPage();
    let phase = 'load';
    const started = { hover: 0, click: 0 };
    page.on('request', (request) => {
      if (phase !== 'load' && !request.isNavigationRequest()) started[phase] += 1;
    });
    await page.goto(`${origin}/`, { waitUntil: 'load' });
    const hydrated = await page
      .waitForSelector('html[data-ready~="page"]', { state: 'attached', timeout: 20_000 })
      .then(() => true)
      .catch(() => false);
    const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });
    await page.evaluate(armProbe, { heading, timeoutMs: 15_000 });
    phase = 'hover';
    await link.hover();
    await page.waitForTimeout(HOVER_MS);
    phase = 'click';
    await link.click();
    const result = await page.evaluate(() => window.__navigation);
    return {
      toDomMs: round(result.toDom, 1),
      toFrameMs: round(result.toFrame, 1),
      loading: result.loading,
      requestsDuringHover: started.hover,
      requestsAfterClick: started.click,
      hydrated,
    };
  } finally {
    await context.close();
  }
}

/**
 * First visits to each section, `runs` times each (sections interleaved, so that a noisy moment
 * on the machine is spread over all of them).
 * @param {import('@playwright/test').Browser} browser
 */
export async function measureNavigation(browser, origin, { runs, onSample = () => {} }) {
  const home = await browser.newPage(DESKTOP);
  const hrefs = {};
  try {
    await home.goto(`${origin}/`);
    const nav = home.getByRole('navigation', { name: 'Main' });
    for (const name of NAV_SECTIONS) {
      hrefs[name] = await nav.getByRole('link', { name, exact: true }).getAttribute('href');
    }
  } finally {
    await home.close();
  }
  const headings = await sectionHeadings(origin, hrefs);
  const samples = Object.fromEntries(NAV_SECTIONS.map((name) => [name, []]));
  for (let run = 0; run < runs; run += 1) {
    for (const name of NAV_SECTIONS) {
      try {
        const sample = await visitOnce(browser, origin, name, headings[name]);
        samples[name].push(sample);
        onSample(name, sample);
      } catch (error) {
        samples[name].push({ error: error.message });
        onSample(name, { error: error.message });
      }
    }
  }
  return NAV_SECTIONS.map((name) => summarise(name, hrefs[name], headings[name], samples[name]));
}

/** A section's figures over its samples. */
function summarise(name, href, heading, samples) {
  const good = samples.filter((sample) => !sample.error);
  return {
    section: name,
    href,
    heading,
    hoverMs: HOVER_MS,
    runs: samples.length,
    failed: samples.length - good.length,
    medianToDomMs: round(median(good.map((sample) => sample.toDomMs)), 1),
    maxToDomMs: round(max(good.map((sample) => sample.toDomMs)), 1),
    medianToFrameMs: round(median(good.map((sample) => sample.toFrameMs)), 1),
    maxToFrameMs: round(max(good.map((sample) => sample.toFrameMs)), 1),
    loadingSeen: good.filter((sample) => sample.loading.length > 0).length,
    requestsAfterClick: median(good.map((sample) => sample.requestsAfterClick)),
    samples,
  };
}
