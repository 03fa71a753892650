// npm run test:quick [-- --base <commit>]: the checks of what a change touches, while you work.
// The change: what is not yet committed (or, when nothing is, the last commit; with --base, all
// since that commit). Then, side by side: lint and prettier on the changed files, then the types
// of the affected workspaces (those touched and every one importing them); the unit tests related
// to the changed files (Vitest's own import graph); the build of what changed (and of any part
// never built); the rules tests when the rules or shared changed. Last, the end-to-end specs that
// exercise an affected workspace (scripts/lib/e2e-owners.mjs), the page sweep narrowed to the
// affected sections' pages. A change to the repository's own files (scripts/, root configs) or
// to e2e/support runs everything. `npm test` stays the full run, the one CI runs.
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTES, SHELL } from '../shared/registry.js';
import { affectedSpecs, affectedWorkspaces, changedFiles, WORKSPACES, workspaceOf } from './lib/affected.mjs';
import { ensureChromium } from './lib/browser.mjs';
import { E2E_OWNERS } from './lib/e2e-owners.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { info, ok, step } from './lib/log.mjs';
import { repoRoot, runDir } from './lib/paths.mjs';
import { stopOnExit, stopStale } from './lib/run.mjs';
import { jsonReport, lane, skipped, stage, vitestCounts } from './lib/stages.mjs';
import { endToEndTests, rulesTests, runAndSummarise } from './lib/test-stages.mjs';

const startedAt = Date.now();
const finish = stopOnExit();
const baseAt = process.argv.indexOf('--base');
const base = baseAt >= 0 ? process.argv[baseAt + 1] : undefined;

/** Specs whose projects run after every other test (serial, release). */
const RUN_LAST = /(\.serial|^release)\.spec\.ts$/;
const LINTED = /\.(ts|tsx|js|mjs|cjs)$/;
const FORMATTED = /\.(ts|tsx|js|mjs|cjs|json|md|css|html|ya?ml)$/;
/** A workspace's package name: @meridian/<folder>, for every workspace. */
const packageName = (dir) => `@meridian/${dir}`;

async function main() {
  await stopStale();
  mkdirSync(runDir, { recursive: true });
  await ensureInstalled();

  const files = changedFiles(base);
  step(`The change: ${files.length} file(s)${base ? ` since ${base}` : ''}`);
  for (const file of files.slice(0, 20)) info(file);
  if (files.length > 20) info(`… and ${files.length - 20} more`);
  if (files.length === 0) {
    ok('nothing to check');
    return;
  }
  const ownFiles = files.filter((file) => workspaceOf(file) === null || file.startsWith('e2e/support/'));
  const touched = [...new Set(files.map(workspaceOf).filter((dir) => dir !== null))];
  const everything = ownFiles.length > 0;
  const affected = everything ? WORKSPACES : affectedWorkspaces(touched);
  const chosen = everything ? Object.keys(E2E_OWNERS) : affectedSpecs(affected, files);
  // The serial and release projects depend on the whole chromium project (e2e/playwright.config.ts),
  // which Playwright then runs in full: one of their specs alone took test:quick to 10 minutes (a
  // one-line change in mfe-blog, 29 November 2026). Unless everything runs, they are left to npm test.
  const specs = everything ? chosen : chosen.filter((spec) => !RUN_LAST.test(spec));
  const leftOut = chosen.filter((spec) => !specs.includes(spec));
  const sections = [SHELL, ...REMOTES].filter((part) => affected.includes(part.dir)).map((part) => part.name);
  info(
    everything
      ? `the repository's own files changed (${ownFiles.slice(0, 3).join(', ')}…): every workspace and spec`
      : `workspaces affected: ${affected.join(', ')}`,
  );
  info(`end-to-end specs: ${specs.length > 0 ? specs.join(', ') : 'none'}`);
  if (leftOut.length > 0) info(`left to npm test (they run after every other test): ${leftOut.join(', ')}`);

  const lintable = files.filter((file) => LINTED.test(file));
  const formattable = files.filter((file) => FORMATTED.test(file));
  const buildable = [SHELL, ...REMOTES]
    .map((part) => part.dir)
    .concat(['functions'])
    .filter((dir) => affected.includes(dir) || !existsSync(join(repoRoot, dir, dir === 'functions' ? 'lib' : 'dist')));
  const related = files.filter((file) => LINTED.test(file) && workspaceOf(file) !== null);
  const unitReport = join(runDir, 'unit.json');

  step('Side by side: lint then types; related unit tests; the build of what changed; rules tests if touched');
  const [built] = await Promise.all([
    buildable.length > 0 && specs.length > 0
      ? stage(
          'Build',
          'npx',
          ['lerna', 'run', 'build', '--concurrency', '2', ...buildable.flatMap((dir) => ['--scope', packageName(dir)])],
          {
            quiet: true,
          },
        )
      : Promise.resolve(true),
    lane(
      () =>
        lintable.length + formattable.length > 0
          ? stage(
              'Lint (changed files)',
              'bash',
              [
                '-c',
                [
                  lintable.length > 0 ? 'npx eslint --max-warnings=0 "$@"' : 'true',
                  formattable.length > 0 ? 'npx prettier --check --ignore-unknown "$@"' : 'true',
                ].join(' && '),
                'lint',
                ...new Set([...lintable, ...formattable]),
              ],
              { quiet: true },
            )
          : Promise.resolve(true),
      () => stage('Types (affected workspaces)', 'node', ['scripts/typecheck.mjs', ...affected], { quiet: true }),
    ),
    related.length > 0
      ? stage(
          'Unit tests (related to the change)',
          'npx',
          ['vitest', 'related', '--run', '--passWithNoTests', ...jsonReport(unitReport), ...related],
          { quiet: true, report: unitReport, count: vitestCounts },
        )
      : Promise.resolve(true),
    affected.includes('firestore') ? rulesTests() : Promise.resolve(true),
  ]);

  if (specs.length === 0) return;
  if (!built) {
    skipped('End-to-end tests', 'the build failed');
    return;
  }
  const chromium = await ensureChromium({ headlessShell: true });
  await endToEndTests(`End-to-end tests (${specs.length} spec(s))`, chromium, {
    specs,
    env: everything ? {} : { E2E_SECTIONS: sections.join(',') },
  });
}

await runAndSummarise(main, { startedAt, finish, nothingIsFine: true });
