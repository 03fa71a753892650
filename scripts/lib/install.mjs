// Installs the npm packages when they are missing or older than package-lock.json.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { info, ok, step } from './log.mjs';
import { repoRoot } from './paths.mjs';
import { must } from './run.mjs';

const stamp = join(repoRoot, 'node_modules', '.meridian-install');

function lockHash() {
  return createHash('sha256')
    .update(readFileSync(join(repoRoot, 'package-lock.json')))
    .digest('hex');
}

export async function ensureInstalled() {
  step('Install: npm packages');
  const wanted = lockHash();
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) {
    ok('already installed (package-lock.json unchanged)');
    return;
  }
  info('running npm ci (a first install takes two to four minutes)…');
  await must('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error']);
  writeFileSync(stamp, wanted);
  ok('installed');
}
