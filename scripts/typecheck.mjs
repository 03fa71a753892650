// npm run typecheck [-- <workspace folder>…]: the types of every workspace that has a
// tsconfig.json (or of those named), each checked by TypeScript 7, the native compiler
// (`typescript-7` in package.json: 25 s of CPU for all of them where the `typescript` 5.9 package
// took 122 s, 28 November 2026). ESLint's parser, Vite's plugins and editors still load 5.9, whose
// JavaScript API they need; an editor may so show 5.9's view of a type, which this check does not.
// Every workspace is checked even when one fails; the exit code says whether all passed.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './lib/paths.mjs';

const TSC = join(repoRoot, 'node_modules', 'typescript-7', 'bin', 'tsc');
const workspaces = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')).workspaces;
const named = process.argv.slice(2);
const unknown = named.filter((dir) => !workspaces.includes(dir));
if (unknown.length > 0) {
  console.error(`Not a workspace: ${unknown.join(', ')} (workspaces: ${workspaces.join(', ')})`);
  process.exit(2);
}

const failed = [];
for (const dir of named.length > 0 ? named : workspaces) {
  if (!existsSync(join(repoRoot, dir, 'tsconfig.json'))) continue;
  const started = Date.now();
  const { status } = spawnSync(process.execPath, [TSC, '-p', 'tsconfig.json'], {
    cwd: join(repoRoot, dir),
    stdio: 'inherit',
  });
  console.log(`${status === 0 ? '✔' : '✘'} ${dir} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (status !== 0) failed.push(dir);
}
if (failed.length > 0) console.error(`Type errors in: ${failed.join(', ')}`);
process.exit(failed.length > 0 ? 1 : 0);
