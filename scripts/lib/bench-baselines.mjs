// The two baselines the site is measured against, built from the same content in every run and
// served beside it, each by `vite preview` on a free port of its own:
// - static HTML: the page the composer sends for / with its scripts and modulepreload links taken
//   out (its CSS is inline, its images and links point where they point): what the browser can
//   show with no JavaScript at all, the floor;
// - plain React: the home page as an ordinary React 19 + Vite app, client-rendered from one bundle
//   (scripts/bench/baseline-react): the usual way to ship the same content.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fail, ok, step } from './log.mjs';
import { repoRoot, runDir } from './paths.mjs';
import { must, startService } from './run.mjs';
import { rawHtml } from './bench-site.mjs';
import { EMULATOR_SUPPORT_PORTS, sites } from './sites.mjs';
import { portInUse, waitFor } from './wait.mjs';

const viteBin = join(repoRoot, 'node_modules', 'vite', 'bin', 'vite.js');
const benchDir = join(runDir, 'bench');
const reactConfig = join(repoRoot, 'scripts', 'bench', 'baseline-react', 'vite.config.ts');

/** The baselines, by id: what the report calls them. */
export const BASELINES = {
  'plain-react': { label: 'plain React', long: 'plain React 19 + Vite page with the same content', port: 4173 },
  'static-html': { label: 'static HTML', long: 'the same page as static HTML, no JS', port: 4174 },
};

/** Ports a baseline must never take: the site's own and the emulators'. */
const RESERVED = new Set([...sites.map((site) => site.port), ...EMULATOR_SUPPORT_PORTS, 5170, 8080, 9099]);

/** The first port from `preferred` up that nothing listens on and no other baseline took. */
async function freePort(preferred, taken) {
  for (let port = preferred; port < preferred + 100; port += 1) {
    if (RESERVED.has(port) || taken.has(port)) continue;
    if (!(await portInUse(port))) {
      taken.add(port);
      return port;
    }
  }
  throw new Error(`No free port between ${preferred} and ${preferred + 99} for a baseline.`);
}

/**
 * The composed HTML of / without JavaScript: every <script> element (the app's module, its data,
 * the JSON-LD) and every modulepreload link removed; nothing else changed.
 */
export function withoutScripts(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>/gi, '');
}

/** Writes the static baseline into .run/bench/static-html/dist, from the running site's /. */
async function buildStaticHtml(origin) {
  const { status, html } = await rawHtml(`${origin}/`);
  if (status !== 200) throw new Error(`${origin}/ answered ${status}.`);
  const root = join(benchDir, 'static-html');
  rmSync(root, { recursive: true, force: true });
  mkdirSync(join(root, 'dist'), { recursive: true });
  const page = withoutScripts(html);
  writeFileSync(join(root, 'dist', 'index.html'), page);
  return { root, bytes: Buffer.byteLength(page) };
}

/** Builds the plain-React baseline into .run/bench/baseline-react (its vite.config.ts says where). */
async function buildPlainReact() {
  await must(process.execPath, [viteBin, 'build', '--config', reactConfig]);
  return { outDir: join(benchDir, 'baseline-react') };
}

/** Serves a built baseline with `vite preview` on `port`, recorded in .run/ like every service. */
async function preview(id, args, port) {
  startService(`bench-${id}`, process.execPath, [
    viteBin,
    'preview',
    ...args,
    '--port',
    String(port),
    '--strictPort',
    '--host',
    '127.0.0.1',
  ]);
  // Opened as localhost, like the site, so that both are reached the same way.
  const url = `http://localhost:${port}/`;
  await waitFor(url, { seconds: 60, label: `The ${BASELINES[id].label} baseline` });
  return url;
}

/**
 * Builds both baselines and serves them. A baseline that cannot be built is reported and left
 * out (the site is still measured); its figures then read "not measured".
 * @returns {Promise<{ id: string, label: string, long: string, url: string, notes: string }[]>}
 */
export async function startBaselines(origin) {
  step('Baselines: static HTML of / and a plain React page, served with vite preview');
  const taken = new Set();
  const served = [];
  try {
    const { root, bytes } = await buildStaticHtml(origin);
    const url = await preview('static-html', [root], await freePort(BASELINES['static-html'].port, taken));
    ok(`static HTML (${(bytes / 1024).toFixed(1)} KB) at ${url}`);
    served.push({ id: 'static-html', ...BASELINES['static-html'], url, notes: `${origin}/ without scripts` });
  } catch (error) {
    fail(`static HTML baseline not measured: ${error.message}`);
  }
  try {
    await buildPlainReact();
    const url = await preview(
      'plain-react',
      ['--config', reactConfig],
      await freePort(BASELINES['plain-react'].port, taken),
    );
    ok(`plain React at ${url}`);
    served.push({ id: 'plain-react', ...BASELINES['plain-react'], url, notes: 'scripts/bench/baseline-react' });
  } catch (error) {
    fail(`plain React baseline not measured: ${error.message}`);
  }
  return served;
}
