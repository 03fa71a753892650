/**
 * A part's build is released atomically: Vite writes it into a new folder under .releases/, the
 * hashed files of recent releases are linked into it (a page opened before this release still
 * finds the chunks its code imports), and only then does `dist` (a symbolic link, which Hosting
 * serves) switch to it, in one rename. While a part rebuilds, `dist` keeps serving the previous
 * release whole: nothing answers 404.
 */
import {
  copyFileSync,
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';

/** Releases whose files are kept: every one of the last day, and at least the last few. */
export const KEEP_RELEASES_MS = 24 * 60 * 60 * 1000;
export const KEEP_RELEASES_AT_LEAST = 5;

/** The folder the next build of a part goes into: <root>/.releases/<time>. */
export function nextReleaseDir(root: string, now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:.]/g, '').replace('T', '-').replace('Z', '');
  return join(root, '.releases', `${stamp}-${process.pid}`);
}

function files(dir: string, base = dir): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name), base) : [relative(base, join(dir, entry.name))],
  );
}

function link(from: string, to: string) {
  mkdirSync(join(to, '..'), { recursive: true });
  try {
    linkSync(from, to);
  } catch {
    copyFileSync(from, to);
  }
}

/** The hashed files a release's own build wrote (not those it carries from older releases). */
function ownFiles(dir: string): string[] {
  try {
    return JSON.parse(readFileSync(`${dir}.files.json`, 'utf8')) as string[];
  } catch {
    return [];
  }
}

/**
 * Finishes a release: links the hashed files (assets/) of the releases still kept into `dir`,
 * points `<root>/dist` at it atomically, and deletes releases no longer kept.
 */
export function publishRelease(root: string, dir: string, now = Date.now()): void {
  const releases = join(root, '.releases');
  writeFileSync(`${dir}.files.json`, `${JSON.stringify(files(join(dir, 'assets')))}\n`);
  const others = readdirSync(releases)
    .map((name) => join(releases, name))
    .filter((path) => path !== dir && statSync(path).isDirectory())
    .sort()
    .reverse();
  const kept = others.filter(
    (path, index) => index < KEEP_RELEASES_AT_LEAST - 1 || now - statSync(path).mtimeMs < KEEP_RELEASES_MS,
  );
  for (const older of kept) {
    for (const file of ownFiles(older)) {
      const source = join(older, 'assets', file);
      const target = join(dir, 'assets', file);
      if (existsSync(source) && !existsSync(target)) link(source, target);
    }
  }

  const dist = join(root, 'dist');
  const swap = join(root, `.dist-${process.pid}`);
  rmSync(swap, { force: true });
  symlinkSync(relative(root, dir), swap);
  // A real dist folder (from before releases were used) is removed once; a link is replaced atomically.
  if (existsSync(dist) && !lstatSync(dist).isSymbolicLink()) rmSync(dist, { recursive: true, force: true });
  renameSync(swap, dist);

  for (const older of others.filter((path) => !kept.includes(path))) {
    rmSync(older, { recursive: true, force: true });
    rmSync(`${older}.files.json`, { force: true });
  }
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
