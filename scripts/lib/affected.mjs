// What a change touches, for `npm run test:quick`: the files changed, the workspaces they are in,
// every workspace that imports one of those (the import graph, read from the sources), and the
// end-to-end specs that exercise any of them (scripts/lib/e2e-owners.mjs).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { E2E_OWNERS } from './e2e-owners.mjs';
import { repoRoot } from './paths.mjs';

/** The workspaces, by folder, from the root package.json. */
export const WORKSPACES = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')).workspaces;

const git = (...args) => execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).split('\n').filter(Boolean);

/**
 * The files a change touches: with `base`, everything since that commit (committed or not);
 * without, what is not yet committed (staged, unstaged and new files), or, when nothing is, the
 * last commit. Deleted files are left out.
 */
export function changedFiles(base) {
  const uncommitted = [...git('diff', '--name-only', 'HEAD'), ...git('ls-files', '--others', '--exclude-standard')];
  const files = base
    ? [...git('diff', '--name-only', base), ...git('ls-files', '--others', '--exclude-standard')]
    : uncommitted.length > 0
      ? uncommitted
      : git('diff', '--name-only', 'HEAD~1', 'HEAD');
  return [...new Set(files)].filter((file) => {
    try {
      readFileSync(join(repoRoot, file));
      return true;
    } catch {
      return false;
    }
  });
}

/** The workspace a file belongs to, or null for the repository's own files (scripts/, root configs). */
export function workspaceOf(file) {
  return WORKSPACES.find((dir) => file === dir || file.startsWith(`${dir}/`)) ?? null;
}

const SOURCE = /\.(ts|tsx|js|mjs|cjs)$/;
const SKIP = new Set(['node_modules', 'dist', 'lib', '.releases', 'coverage']);

function sourcesOf(dir) {
  const files = [];
  const walk = (at) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      if (SKIP.has(entry.name) || entry.name.startsWith('.')) continue;
      const path = join(at, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (SOURCE.test(entry.name)) files.push(path);
    }
  };
  walk(join(repoRoot, dir));
  return files;
}

/**
 * Which workspaces each workspace imports: by package name (`@meridian/shared…`) or by a relative
 * path that leaves it for another (`../../shared/…`), read from every source file.
 */
export function importGraph() {
  const names = new Map(
    WORKSPACES.map((dir) => [JSON.parse(readFileSync(join(repoRoot, dir, 'package.json'), 'utf8')).name, dir]),
  );
  const graph = new Map();
  for (const dir of WORKSPACES) {
    const imports = new Set();
    for (const file of sourcesOf(dir)) {
      const text = readFileSync(file, 'utf8');
      for (const [, specifier] of text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g)) {
        if (specifier.startsWith('.')) {
          const target = relative(repoRoot, join(file, '..', specifier));
          const other = workspaceOf(target);
          if (other && other !== dir) imports.add(other);
        } else {
          const name = specifier.split('/').slice(0, 2).join('/');
          const other = names.get(name);
          if (other && other !== dir) imports.add(other);
        }
      }
    }
    graph.set(dir, imports);
  }
  return graph;
}

/** The workspaces touched and every workspace that imports one of them, directly or not. */
export function affectedWorkspaces(touched, graph = importGraph()) {
  const affected = new Set(touched);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [dir, imports] of graph) {
      if (!affected.has(dir) && [...imports].some((other) => affected.has(other))) {
        affected.add(dir);
        grew = true;
      }
    }
  }
  return WORKSPACES.filter((dir) => affected.has(dir));
}

/** The end-to-end specs that exercise any of these workspaces, and every spec the change edits. */
export function affectedSpecs(workspaces, files) {
  const specs = Object.entries(E2E_OWNERS)
    .filter(([, owners]) => owners.some((owner) => workspaces.includes(owner)))
    .map(([spec]) => spec);
  const edited = files
    .filter((file) => /^e2e\/tests\/.*\.spec\.ts$/.test(file))
    .map((file) => file.slice('e2e/tests/'.length));
  return [...new Set([...specs, ...edited])].sort();
}
