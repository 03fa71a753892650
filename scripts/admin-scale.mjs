// npm run admin-scale: how the admin area holds up with many users. Seeds 10,000 and then
// 100,000 users into the running emulators, then, as the
// demo admin in Chromium, opens the Analytics tab and the Users tab from a fresh page load three
// times each and reports the medians: time from navigation to the figures, and the document
// reads the tab says it cost. Removes what it seeded afterwards (`--keep` leaves it).
//
// Needs a running `npm start` (it measures the site as served, and leaves it running).
// Options: --users 10000,100000   --runs 3   --keep
//
// --counts-only --project demo-meridian-scale: no browser and not the site's project: seeds the
// users into another project of the same Firestore emulator (so the site's own data and the
// other tests' are untouched) and runs the Analytics tab's fifteen user counts there as its
// function does (GET /api/stats), all at once, `--runs` times: the time until all have answered,
// each count's own latency, and the reads they bill (one per 1,000 index entries counted, at least
// one per count). Then the same counts one at a time, each alone (`--runs` times): each count's
// latency with nothing beside it, and their sum (what they would take one after another).
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { withBrowser } from './lib/bench-browser.mjs';
import { siteAnswers } from './lib/bench-site.mjs';
import { median } from './lib/bench-stats.mjs';
import { ensureChromium } from './lib/browser.mjs';
import { emulatorEnv } from './lib/emulators.mjs';
import { fail, info, ok, step } from './lib/log.mjs';
import { repoRoot } from './lib/paths.mjs';
import { demo } from './lib/seed.mjs';
import { PROJECT_ID, shellUrl } from './lib/sites.mjs';

const DAY_MS = 24 * 60 * 60 * 1000;
const PREFIX = 'scale-';

function option(name, fallback) {
  const at = process.argv.indexOf(name);
  return at > 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
}

const sizes = option('--users', '10000,100000')
  .split(',')
  .map((value) => Number(value))
  .filter((value) => Number.isInteger(value) && value > 0)
  .sort((a, b) => a - b);
const runs = Number(option('--runs', '3'));
const keep = process.argv.includes('--keep');
const countsOnly = process.argv.includes('--counts-only');
const project = option('--project', PROJECT_ID);
if (!countsOnly && project !== PROJECT_ID)
  throw new Error('--project needs --counts-only: the site reads its own project.');

/** A deterministic spread of sign-up and sign-in times over the last 180 days. */
function userAt(index, now) {
  const created = now - ((index * 7919) % 180) * DAY_MS - (index % 86_400) * 1000;
  const lastLogin = Math.min(now, created + ((index * 104_729) % 150) * DAY_MS);
  return { created, lastLogin };
}

async function firestore() {
  Object.assign(process.env, emulatorEnv);
  const { initializeApp, getApps } = await import('firebase-admin/app');
  const { getFirestore, Timestamp } = await import('firebase-admin/firestore');
  const app = getApps()[0] ?? initializeApp({ projectId: project });
  return { db: getFirestore(app), Timestamp };
}

/** Adds seeded users up to `total` (those already there are kept). */
async function seedUsers({ db, Timestamp }, from, total) {
  const now = Date.now();
  const writer = db.bulkWriter();
  for (let index = from; index < total; index += 1) {
    const id = `${PREFIX}${String(index).padStart(6, '0')}`;
    const { created, lastLogin } = userAt(index, now);
    void writer.set(db.doc(`users/${id}`), {
      uid: id,
      email: `${id}@scale.example.test`,
      displayName: `Scale User ${index}`,
      role: 'user',
      createdAt: Timestamp.fromMillis(created),
      lastLoginAt: Timestamp.fromMillis(lastLogin),
    });
  }
  await writer.close();
}

async function removeUsers({ db }) {
  const writer = db.bulkWriter();
  const refs = await db
    .collection('users')
    .where('uid', '>=', PREFIX)
    .where('uid', '<', `${PREFIX}\uf8ff`)
    .select()
    .get();
  refs.docs.forEach((document) => void writer.delete(document.ref));
  await writer.close();
  return refs.size;
}

/** Signs in as the demo admin through the page's own shared client (as the e2e tests do). */
async function signInAsAdmin(page) {
  const admin = demo.accounts.find((account) => account.role === 'admin');
  await page.goto(`${shellUrl}/`);
  await page.locator('html[data-ready~="page"]').waitFor({ state: 'attached' });
  await page.evaluate(
    async ([email, password]) => {
      const chunk = performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .find((name) => name.includes('__federation_shared_@meridian/shared'));
      const shared = await import(/* @vite-ignore */ chunk);
      const { auth, sdk } = await shared.loadAuthSdk();
      await sdk.signInWithEmailAndPassword(auth, email, password);
    },
    [admin.email, demo.password],
  );
  await page.getByRole('button', { name: 'Sign Out' }).waitFor();
}

/** Opens a tab from a fresh page load; the time until `ready` shows, and the reads it reports. */
async function openTab(page, path, ready, readsOf) {
  const started = Date.now();
  await page.goto(`${shellUrl}${path}`);
  const element = page.locator(ready).first();
  await element.waitFor({ timeout: 120_000 });
  const ms = Date.now() - started;
  return { ms, reads: readsOf(await element.textContent()) };
}

const readsIn = (text) => Number(/([\d,]+) document reads/.exec(text ?? '')?.[1]?.replace(/,/g, '') ?? NaN);

async function measure(chromePath) {
  return withBrowser(chromePath, async (browser) => {
    const page = await browser.newPage();
    await signInAsAdmin(page);
    const analytics = [];
    const users = [];
    for (let run = 0; run < runs; run += 1) {
      analytics.push(await openTab(page, '/admin/analytics', '[data-reads]', readsIn));
      users.push(await openTab(page, '/admin/users?sort=lastLogin', 'text=/\\d+ document reads/', readsIn));
    }
    return {
      analytics: {
        ms: median(analytics.map((r) => r.ms)),
        reads: median(analytics.map((r) => r.reads)),
        runs: analytics,
      },
      users: { ms: median(users.map((r) => r.ms)), reads: median(users.map((r) => r.reads)), runs: users },
    };
  });
}

const IST_OFFSET_MS = 330 * 60 * 1000;

/** The Analytics tab's windows (shared/analytics/weeks.ts): the last 30 days and 12 IST weeks. */
function analyticsWindows(now) {
  const ist = new Date(now + IST_OFFSET_MS);
  const monday =
    Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate()) - ((ist.getUTCDay() + 6) % 7) * DAY_MS;
  const weeks = Array.from({ length: 12 }, (_, index) => {
    const start = monday - (11 - index) * 7 * DAY_MS - IST_OFFSET_MS;
    return { start, end: index === 11 ? now : start + 7 * DAY_MS };
  });
  return { monthStart: now - 30 * DAY_MS, weeks };
}

/** What a count bills: one read per 1,000 index entries counted, at least one. */
const billedReads = (count) => Math.max(1, Math.ceil(count / 1000));

/** The fifteen user counts of GET /api/stats (functions/src/stats/handler.ts), as [name, query]. */
function userCounts({ db, Timestamp }) {
  const users = db.collection('users');
  const { monthStart, weeks } = analyticsWindows(Date.now());
  const at = (ms) => Timestamp.fromMillis(ms);
  return [
    ['all users', users],
    ['active, 30 days', users.where('lastLoginAt', '>=', at(monthStart))],
    ['signed up, 30 days', users.where('createdAt', '>=', at(monthStart))],
    ...weeks.map((week, index) => [
      `week ${index + 1}`,
      users.where('createdAt', '>=', at(week.start)).where('createdAt', '<', at(week.end)),
    ]),
  ];
}

async function timedCount([name, query]) {
  const from = performance.now();
  const count = (await query.count().get()).data().count;
  return { name, count, ms: Math.round(performance.now() - from) };
}

const readsOf = (counts) => counts.reduce((sum, item) => sum + billedReads(item.count), 0);

/** The fifteen user counts, all at once, each timed; the wall time until all answered. */
async function countOnce(store) {
  const queries = userCounts(store);
  const started = performance.now();
  const counts = await Promise.all(queries.map(timedCount));
  return { ms: Math.round(performance.now() - started), reads: readsOf(counts), counts };
}

/** The same counts one after another, each alone: its latency with nothing beside it; the sum. */
async function countEachAlone(store) {
  const counts = [];
  for (const query of userCounts(store)) counts.push(await timedCount(query));
  return { ms: counts.reduce((sum, item) => sum + item.ms, 0), reads: readsOf(counts), counts };
}

/** Medians over runs, per count and of the whole. */
function summarise(measured) {
  const counts = measured[0].counts.map((item, index) => ({
    name: item.name,
    count: item.count,
    ms: median(measured.map((run) => run.counts[index].ms)),
  }));
  const times = counts.map((item) => item.ms);
  return {
    ms: median(measured.map((run) => run.ms)),
    reads: median(measured.map((run) => run.reads)),
    each: { median: median(times), min: Math.min(...times), max: Math.max(...times) },
    slowest: [...counts].sort((a, b) => b.ms - a.ms)[0],
    counts,
    runs: measured,
  };
}

async function countsAt(store, size) {
  const together = [];
  for (let run = 0; run < runs; run += 1) together.push(await countOnce(store));
  const alone = [];
  for (let run = 0; run < runs; run += 1) alone.push(await countEachAlone(store));
  const parallel = summarise(together);
  return {
    seeded: size,
    ...parallel,
    readsPer1000: Number(((parallel.reads / size) * 1000).toFixed(2)),
    alone: summarise(alone),
  };
}

async function mainCountsOnly() {
  if (project === PROJECT_ID)
    throw new Error(`--counts-only seeds another project: pass --project (not ${PROJECT_ID}).`);
  const store = await firestore();
  const results = [];
  let seeded = 0;
  try {
    for (const size of sizes) {
      step(`Seeding ${size.toLocaleString('en-IN')} users into project ${project}`);
      const started = Date.now();
      await seedUsers(store, seeded, size);
      seeded = size;
      ok(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      step(`The Analytics tab's 15 counts at once, ${runs} times`);
      const result = await countsAt(store, size);
      results.push(result);
      info(
        `all 15 answered in ${result.ms} ms (slowest: ${result.slowest.name}, ${result.slowest.ms} ms); ` +
          `one after another ${result.alone.ms} ms (each alone ${result.alone.each.median} ms median); ` +
          `${result.reads} reads (${result.readsPer1000} per 1,000 users)`,
      );
    }
  } finally {
    if (!keep) {
      step('Removing the seeded users');
      ok(`removed ${await removeUsers(store)}`);
    }
  }
  const dir = join(repoRoot, 'bench-results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'admin-scale-counts.json'),
    `${JSON.stringify({ at: new Date().toISOString(), load: loadavg()[0], project, runs, results }, null, 2)}\n`,
  );
  const span = (each) => `${each.median} ms, ${each.min}–${each.max} ms`;
  console.log(
    '\n| users | 15 counts at once: until all answered | each, at once (median, min–max) | slowest at once | each alone (median, min–max) | slowest alone | 15 one after another | reads | reads per 1,000 users |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const r of results) {
    console.log(
      `| ${r.seeded.toLocaleString('en-IN')} | ${r.ms} ms | ${span(r.each)} | ${r.slowest.name}: ${r.slowest.ms} ms | ${span(r.alone.each)} | ${r.alone.slowest.name}: ${r.alone.slowest.ms} ms | ${r.alone.ms} ms | ${r.reads} | ${r.readsPer1000} |`,
    );
  }
}

async function main() {
  if (countsOnly) return mainCountsOnly();
  if (!(await siteAnswers())) throw new Error(`Nothing answers at ${shellUrl}: start the site with npm start first.`);
  const chromePath = await ensureChromium();
  const store = await firestore();
  const results = [];
  let seeded = 0;
  try {
    for (const size of sizes) {
      step(`Seeding ${size.toLocaleString('en-IN')} users`);
      const started = Date.now();
      await seedUsers(store, seeded, size);
      seeded = size;
      ok(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      step(`Measuring the Analytics and Users tabs, ${runs} fresh loads each`);
      const measured = await measure(chromePath);
      results.push({ seeded: size, ...measured });
      info(
        `Analytics: ${measured.analytics.ms} ms, ${measured.analytics.reads} reads; ` +
          `Users (first page): ${measured.users.ms} ms, ${measured.users.reads} reads`,
      );
    }
  } finally {
    if (!keep) {
      step('Removing the seeded users');
      ok(`removed ${await removeUsers(store)}`);
    }
  }
  const dir = join(repoRoot, 'bench-results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'admin-scale.json'),
    `${JSON.stringify({ at: new Date().toISOString(), runs, results }, null, 2)}\n`,
  );
  console.log(
    '\n| users seeded (plus the demo accounts) | Analytics: time to figures | Analytics: reads | Users first page: time | Users: reads |',
  );
  console.log('| --- | --- | --- | --- | --- |');
  for (const r of results)
    console.log(
      `| ${r.seeded.toLocaleString('en-IN')} | ${r.analytics.ms} ms | ${r.analytics.reads} | ${r.users.ms} ms | ${r.users.reads} |`,
    );
}

main().then(
  () => process.exit(0),
  (error) => {
    fail(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
