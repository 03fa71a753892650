// The site the bench measures, and its public routes. A site already answering (a running
// `npm start`, or someone's emulators) is measured as it is: nothing is built, started or stopped,
// because engineers work against it while the bench runs. Only when nothing answers does the
// bench build and start the site itself; then stopAll() (scripts/lib/run.mjs) stops exactly what
// it started. stopStale() is never called here: it would stop a running `npm start` (its pids are
// in .run/ too).
import { startEmulators } from './emulators.mjs';
import { ensureInstalled } from './install.mjs';
import { info, ok, step } from './log.mjs';
import { must } from './run.mjs';
import { shellUrl } from './sites.mjs';

/** A path no route matches: the site's 404 page, measured beside the public routes. */
export const NOT_FOUND_PATH = '/no-such-page';

/** Whether the whole site answers: /sitemap.xml comes through Hosting and the page composer. */
export async function siteAnswers(origin = shellUrl) {
  try {
    const response = await fetch(`${origin}/sitemap.xml`, { signal: AbortSignal.timeout(5000) });
    return response.ok && (await response.text()).includes('<urlset');
  } catch {
    return false;
  }
}

/**
 * The site to measure: the running one, or one started here (built first unless `build` is false).
 * @returns {Promise<{ origin: string, startedHere: boolean }>}
 */
export async function ensureSite({ build }) {
  step('The site');
  if (await siteAnswers()) {
    ok(`measuring the site already running at ${shellUrl} as it is (nothing built, started or stopped)`);
    return { origin: shellUrl, startedHere: false };
  }
  info(`nothing answers at ${shellUrl}: starting the site for this run (stopped again at the end)`);
  // Only here: installing while another process serves from node_modules would pull it from under it.
  await ensureInstalled();
  if (build) {
    step('Build');
    await must('npm', ['run', 'build']);
  }
  await startEmulators({ site: true });
  return { origin: shellUrl, startedHere: true };
}

/** Every path the site's sitemap lists, in its order, then the 404 page. */
export async function publicRoutes(origin) {
  const response = await fetch(`${origin}/sitemap.xml`, { signal: AbortSignal.timeout(15_000) });
  if (!response.ok) throw new Error(`${origin}/sitemap.xml answered ${response.status}.`);
  const xml = await response.text();
  const paths = [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  if (paths.length === 0) throw new Error(`${origin}/sitemap.xml lists no pages.`);
  return [...new Set(paths), NOT_FOUND_PATH];
}

/** The status a route should answer with: 404 for the 404 page, 200 for every other. */
export function expectedStatus(path) {
  return path === NOT_FOUND_PATH ? 404 : 200;
}

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Text of an HTML fragment as a browser would give it in textContent, whitespace collapsed. */
export function htmlText(fragment) {
  return fragment
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (entity, name) => {
      if (name[0] === '#') {
        const code = name[1].toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
        return String.fromCodePoint(code);
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** The text of the first <h1> in a page's HTML as sent, or null if it has none. */
export function headingInHtml(html) {
  const match = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(html);
  return match ? htmlText(match[1]) : null;
}

/** The HTML a URL answers with, as a client that runs no JavaScript receives it. */
export async function rawHtml(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(15_000) });
  return { status: response.status, html: await response.text() };
}
