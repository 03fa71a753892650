import type { PluginOption } from 'vite';
import { defineConfig, type ViteUserConfig } from 'vitest/config';

/**
 * A workspace's unit-test config: its tests sit beside the code they test (src/**\/*.test.ts[x]).
 * `jsdom` for components, `node` for pure modules.
 */
export function defineTestConfig({
  environment = 'jsdom',
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
  return defineConfig({ plugins, test: { environment, include, exclude } });
}
