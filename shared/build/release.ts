/**
 * A part's build is released atomically: Vite writes it into a new folder under .releases/, the
 * hashed files the live site serves are carried into it (a page opened before this release
 * still finds the chunks its code imports, for seven days after they were retired, within a
 * bound on their size), and only then
 * does `dist` (a symbolic link, which Hosting serves) switch to it, in one rename. While a part
 * rebuilds, `dist` keeps serving the previous release whole: nothing answers 404.
 *
 * What is carried comes from the live site itself (its ssr/release-files.json and the files it
 * lists), not from this machine's disk: a release made from a fresh clone (a CI deploy) carries
 * the same as one made where the part was last built. Where the part is live: the environment's
 * RELEASE_LIVE_ORIGIN (the deploy names it; 'none' for a first deploy), or else the part's local
 * Hosting site (the emulators of `npm start`). A live site that cannot be reached carries nothing,
 * and the build says so.
 */
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * How long a retired file is still carried by later releases: seven days (issue 37), the figure
 * the leading skew-protection schemes use, so a tab left open over a long weekend goes on.
 */
export const KEEP_RETIRED_MS = 7 * 24 * 60 * 60 * 1000;
/**
 * The most a part's retired files may weigh together: past it, the longest retired go first, so
 * that frequent releases cannot grow a release without bound.
 */
export const KEEP_RETIRED_BYTES = 64 * 1024 * 1024;
/** Where a release lists its hashed files: served with the site, revalidated on every read. */
export const RELEASE_FILES = 'ssr/release-files.json';

/**
 * Each hashed file a release serves, when it stopped being part of the current build (null: it
 * is), and its size in bytes (absent in listings written before sizes were kept).
 */
export interface ReleaseFiles {
  files: Record<string, { retiredAt: number | null; bytes?: number }>;
}

/** The folder the next build of a part goes into: <root>/.releases/<time>. */
export function nextReleaseDir(root: string, now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:.]/g, '').replace('T', '-').replace('Z', '');
  return join(root, '.releases', `${stamp}-${process.pid}`);
}

function isLink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}

function files(dir: string, base = dir): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name), base) : [relative(base, join(dir, entry.name))],
  );
}

/** A listing as read from a site, whatever it holds: only well-formed entries of assets/ are kept. */
export function readReleaseFiles(value: unknown): ReleaseFiles {
  const listed = (value as { files?: unknown } | null)?.files;
  if (typeof listed !== 'object' || listed === null || Array.isArray(listed)) return { files: {} };
  const kept: ReleaseFiles['files'] = {};
  for (const [path, entry] of Object.entries(listed)) {
    const { retiredAt, bytes } = (entry ?? {}) as { retiredAt?: unknown; bytes?: unknown };
    const safe = /^assets\/[\w.@/-]+$/.test(path) && !path.includes('..');
    if (safe && (retiredAt === null || (typeof retiredAt === 'number' && Number.isFinite(retiredAt)))) {
      const sized = typeof bytes === 'number' && Number.isInteger(bytes) && bytes >= 0;
      kept[path] = sized ? { retiredAt, bytes } : { retiredAt };
    }
  }
  return { files: kept };
}

/**
 * What the new release serves: its own files (current), and the live release's files it does not
 * have, retired now if they were current, kept while retired for less than KEEP_RETIRED_MS and
 * while the retired files kept weigh at most KEEP_RETIRED_BYTES (the most recently retired kept
 * first; a file of unknown size counts as none). Returns the listing and the files to fetch from
 * the live site.
 */
export function carryForward(
  own: readonly string[],
  live: ReleaseFiles,
  now: number,
  maxBytes = KEEP_RETIRED_BYTES,
): { listing: ReleaseFiles; carried: string[] } {
  const listing: ReleaseFiles = { files: Object.fromEntries(own.map((path) => [path, { retiredAt: null }])) };
  const candidates = Object.entries(live.files)
    .filter(([path]) => !listing.files[path])
    .map(([path, file]) => ({ path, retiredAt: file.retiredAt ?? now, bytes: file.bytes }))
    .filter((file) => now - file.retiredAt < KEEP_RETIRED_MS)
    .sort((a, b) => b.retiredAt - a.retiredAt);
  const carried: string[] = [];
  let weight = 0;
  for (const file of candidates) {
    weight += file.bytes ?? 0;
    if (weight > maxBytes) break;
    listing.files[file.path] =
      file.bytes === undefined ? { retiredAt: file.retiredAt } : { retiredAt: file.retiredAt, bytes: file.bytes };
    carried.push(file.path);
  }
  return { listing, carried };
}

/** Where the part is live, to carry from: RELEASE_LIVE_ORIGIN, or its local Hosting site; null for none. */
export function liveOrigin(port: number, env: Record<string, string | undefined> = process.env): string | null {
  const configured = env.RELEASE_LIVE_ORIGIN?.trim();
  if (configured === 'none') return null;
  return configured ? configured.replace(/\/$/, '') : `http://127.0.0.1:${port}`;
}

async function fetchWithin(url: string, ms: number): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ms);
  try {
    return await fetch(url, { signal: controller.signal, headers: { 'cache-control': 'no-cache' } });
  } finally {
    clearTimeout(timer);
  }
}

/** The live site's listing, or null when it cannot be read (not deployed yet, or unreachable). */
async function liveListing(origin: string): Promise<ReleaseFiles | null> {
  try {
    const response = await fetchWithin(`${origin}/${RELEASE_FILES}`, 5000);
    if (!response.ok) return null;
    return readReleaseFiles(await response.json());
  } catch {
    return null;
  }
}

/**
 * Finishes a release: carries the live site's hashed files into `dir`, writes its listing, points
 * `<root>/dist` at it atomically, and deletes older release folders (but the one just replaced,
 * which may still be serving a request). Resolves with what was carried, for the build's log.
 */
export async function publishRelease(
  root: string,
  dir: string,
  origin: string | null,
  now = Date.now(),
): Promise<{ carried: number; missing: string[]; live: boolean }> {
  const own = files(join(dir, 'assets')).map((path) => `assets/${path}`);
  const live = origin ? await liveListing(origin) : null;
  const { listing, carried } = carryForward(own, live ?? { files: {} }, now);
  // Every file's size, for the next release's bound (KEEP_RETIRED_BYTES).
  for (const path of own) {
    const file = listing.files[path];
    if (file) file.bytes = statSync(join(dir, path)).size;
  }
  const missing: string[] = [];
  for (let start = 0; start < carried.length; start += 8) {
    await Promise.all(
      carried.slice(start, start + 8).map(async (path) => {
        try {
          const response = await fetchWithin(`${origin}/${path}`, 10_000);
          if (!response.ok) throw new Error(String(response.status));
          const target = join(dir, path);
          mkdirSync(dirname(target), { recursive: true });
          const body = Buffer.from(await response.arrayBuffer());
          writeFileSync(target, body);
          const file = listing.files[path];
          if (file) file.bytes = body.length;
        } catch {
          missing.push(path);
          delete listing.files[path];
        }
      }),
    );
  }
  mkdirSync(join(dir, dirname(RELEASE_FILES)), { recursive: true });
  writeFileSync(join(dir, RELEASE_FILES), `${JSON.stringify(listing)}\n`);

  const dist = join(root, 'dist');
  const previous = isLink(dist) ? resolve(root, readlinkSync(dist)) : null;
  const swap = join(root, `.dist-${process.pid}`);
  rmSync(swap, { force: true });
  symlinkSync(relative(root, dir), swap);
  // A real dist folder (from before releases were used) is removed once; a link is replaced atomically.
  if (existsSync(dist) && !lstatSync(dist).isSymbolicLink()) rmSync(dist, { recursive: true, force: true });
  renameSync(swap, dist);

  const releases = join(root, '.releases');
  for (const name of readdirSync(releases)) {
    const path = join(releases, name);
    if (path !== dir && path !== previous) rmSync(path, { recursive: true, force: true });
  }
  return { carried: carried.length - missing.length, missing, live: live !== null };
}

/** The build's line about what it carried: "released, carrying 12 files of earlier releases from …". */
export function releaseSummary(released: { carried: number; missing: string[]; live: boolean }): string {
  if (!released.live) return 'released; no live release could be read, so no earlier files were carried';
  const missing = released.missing.length > 0 ? ` (${released.missing.length} could not be fetched)` : '';
  return `released, carrying ${released.carried} hashed file(s) of earlier releases from the live site${missing}`;
}

/**
 * Sends a build into a new release folder (see above); the part's prerender publishes it when
 * its fragments are written. `vite preview` keeps serving `dist`.
 */
export function releaseFolder(): Plugin {
  return {
    name: 'meridian-release-folder',
    apply: 'build',
    config: (config) => ({ build: { outDir: nextReleaseDir(config.root ?? process.cwd()), emptyOutDir: true } }),
  };
}
