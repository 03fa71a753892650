import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { PluginOption } from 'vite';
import { defineConfig, type ViteUserConfig } from 'vitest/config';

/**
 * A workspace's unit-test config: its tests sit beside the code they test (src/**\/*.test.ts[x]).
 * They run in Node; a test that renders says so in its first line (`// @vitest-environment jsdom`).
 * In worker threads, lighter than the default child processes (15% less CPU, measured).
 */
export function defineTestConfig({
  name,
  environment = 'node',
  include = ['src/**/*.test.ts', 'src/**/*.test.tsx'],
  exclude = [],
  plugins = [],
  isolate = true,
}: {
  /** The project's name in Vitest's output; by default the workspace's package name. */
  name?: string;
  environment?: 'jsdom' | 'node';
  include?: string[];
  exclude?: string[];
  /** The section's own build plugins its modules need (e.g. the blog's Markdown summaries). */
  plugins?: PluginOption[];
  /**
   * false: the test files of a worker share one module cache (a file's modules are not loaded
   * again for the next). The root config's `npm run test:unit` runs every workspace so (see
   * unitProjects); alone, a workspace's tests keep Vitest's default, each file in isolation.
   */
  isolate?: boolean;
} = {}): ViteUserConfig {
  // testTimeout is a ceiling, not a wait: `npm test` runs the unit tests beside the build, lint and
  // types on two cores, where a rendered form's test may take several seconds (Vitest's default
  // ceiling of 5 s failed one that way).
  return defineConfig({
    plugins,
    test: { name, environment, include, exclude, isolate, pool: 'threads', testTimeout: 30_000 },
  });
}

/** Folders never searched for test files. */
const NOT_SOURCES = new Set(['node_modules', 'dist', '.releases']);

/** The test files under `root` (relative paths), split by whether they replace a module (`vi.mock(`). */
function testFilesOf(root: string): { replacing: string[]; plain: string[] } {
  const replacing: string[] = [];
  const plain: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) {
        if (!NOT_SOURCES.has(entry.name)) walk(path);
      } else if (/\.test\.tsx?$/.test(entry.name)) {
        (readFileSync(path, 'utf8').includes('vi.mock(') ? replacing : plain).push(relative(root, path));
      }
    }
  };
  walk(root);
  return { replacing, plain };
}

/**
 * A workspace's unit tests (its defineTestConfig, in folder `root`) as the root config runs them,
 * two projects: the files that replace no module share one module cache per worker (a file's
 * modules are not loaded again for the next: a third less CPU for the whole suite, 270 s against
 * 182 s, 29 November 2026), and those that replace one with `vi.mock` run each in isolation, so
 * that no replacement reaches another file and no file meets a module another already loaded.
 * A test file keeps no state between files (Testing Library's cleanup and the site's providers
 * start each render afresh).
 */
export function unitProjects(root: string, config: ViteUserConfig, name: string): ViteUserConfig[] {
  const { replacing, plain } = testFilesOf(root);
  const test = config.test ?? {};
  const exclude = test.exclude ?? [];
  return [
    { ...config, test: { ...test, root, name, isolate: false, exclude: [...exclude, ...replacing] } },
    { ...config, test: { ...test, root, name: `${name} (isolated)`, isolate: true, exclude: [...exclude, ...plain] } },
  ];
}
