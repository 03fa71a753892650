// The stages of `npm test` and `npm run test:quick`: each a command whose exit code says whether it
// passed, timed, with the tests it counted. Stages that run side by side write to a log of their
// own (.run/<stage>.log), printed whole when the stage ends, so their output never interleaves; a
// stage that runs alone shows its output as it goes.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fail, ok, step } from './log.mjs';
import { repoRoot, runDir } from './paths.mjs';

/** Vitest's arguments for its usual output plus a JSON report to count from. */
export const jsonReport = (file) => ['--reporter=default', '--reporter=json', `--outputFile.json=${file}`];

/** Passed, failed and skipped tests in a Vitest JSON report. */
export const vitestCounts = (json) =>
  json && {
    passed: json.numPassedTests,
    failed: json.numFailedTests,
    skipped: json.numPendingTests + json.numTodoTests,
  };

/** Passed, failed, skipped and flaky tests in a Playwright JSON report (flaky: passed only when retried). */
export const playwrightCounts = (json) =>
  json && {
    passed: json.stats.expected,
    failed: json.stats.unexpected + json.stats.flaky,
    skipped: json.stats.skipped,
    flaky: json.stats.flaky,
  };

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

const slug = (name) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The results of every stage run so far, in the order they ended. */
export const results = [];

/**
 * Runs one stage. `quiet` sends its output to .run/<stage>.log, shown when it ends (for stages
 * that run beside others); otherwise it is shown as it comes. `report` and `count` read the test
 * counts from a JSON report the command writes.
 */
export async function stage(name, command, args, { env, report, count, quiet = false } = {}) {
  const started = Date.now();
  if (!quiet) step(name);
  if (report) rmSync(report, { force: true });
  mkdirSync(runDir, { recursive: true });
  const logFile = join(runDir, `${slug(name)}.log`);
  const code = await new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    if (quiet) {
      const log = createWriteStream(logFile);
      child.stdout.pipe(log);
      child.stderr.pipe(log);
      child.on('close', (exit, signal) => log.end(() => resolve(exit ?? (signal ? 1 : 0))));
    } else {
      child.on('close', (exit, signal) => resolve(exit ?? (signal ? 1 : 0)));
    }
    child.on('error', (error) => {
      console.error(`  could not run ${command}: ${error.message}`);
      resolve(127);
    });
  });
  const seconds = Math.round((Date.now() - started) / 1000);
  const counts = report ? count(readJson(report)) : null;
  results.push({ name, passed: code === 0, counts, seconds });
  if (quiet) {
    step(`${name} (ran beside other stages; its output, also in .run/${slug(name)}.log)`);
    process.stdout.write(readFileSync(logFile, 'utf8'));
  }
  if (code === 0) ok(`${name} passed in ${seconds} s`);
  else fail(`${name} failed (exit code ${code}) in ${seconds} s`);
  return code === 0;
}

/** Records a stage that could not run, and why. */
export function skipped(name, why) {
  fail(`${name} skipped: ${why}`);
  results.push({ name, passed: false, counts: null, seconds: 0 });
}

/** Runs a list of steps one after another (a lane); lanes run side by side with Promise.all. */
export async function lane(...steps) {
  let allPassed = true;
  for (const next of steps) allPassed = (await next()) && allPassed;
  return allPassed;
}

/**
 * Prints each stage with its time and counts, and the totals; returns whether everything passed
 * (with `nothingIsFine`, also when no stage ran).
 */
export function summary(startedAt, crashed, { nothingIsFine = false } = {}) {
  step('Summary');
  let passed = 0;
  let failed = 0;
  for (const result of results) {
    const counts = result.counts
      ? ` (${result.counts.passed} passed, ${result.counts.failed} failed${result.counts.skipped ? `, ${result.counts.skipped} skipped` : ''}${result.counts.flaky !== undefined ? `, ${result.counts.flaky} flaky` : ''})`
      : '';
    console.log(
      `  ${result.passed ? '✔' : '✘'} ${result.name.padEnd(40)} ${String(result.seconds).padStart(5)} s${counts}`,
    );
    if (result.counts) {
      passed += result.counts.passed;
      failed += result.counts.failed;
    }
  }
  const total = Math.round((Date.now() - startedAt) / 1000);
  console.log(`\n  whole run: ${Math.floor(total / 60)} min ${total % 60} s`);
  console.log(`tests: ${passed} passed, ${failed} failed`);
  return !crashed && (results.length > 0 || nothingIsFine) && results.every((result) => result.passed);
}
