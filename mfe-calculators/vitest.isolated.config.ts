import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineTestConfig } from '../shared/build';

const SOURCES = fileURLToPath(new URL('./src', import.meta.url));

/** The calculators' test files that replace a module (`vi.mock`), relative to the workspace. */
export const MOCKING_TESTS = readdirSync(SOURCES, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .filter((file) => readFileSync(`${SOURCES}/${file}`, 'utf8').includes('vi.mock('))
  .map((file) => `src/${file}`);

// Those files, each in a module cache of its own (vitest.config.ts runs the others sharing one).
export default defineTestConfig({
  name: '@meridian/mfe-calculators (isolated)',
  environment: 'node',
  include: MOCKING_TESTS,
});
