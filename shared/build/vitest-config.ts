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
   * again for the next), for files that replace no module (no `vi.mock`) and keep no state between
   * files. Half the CPU of the calculators' tests (measured, 28 November 2026).
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
