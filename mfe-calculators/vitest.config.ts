import { defineTestConfig } from '../shared/build';
import { MOCKING_TESTS } from './vitest.isolated.config';

// Node by default; a test that renders says so in its first line (`// @vitest-environment jsdom`).
// The calculators' tests share a module cache per worker (half their CPU); those that replace a
// module with `vi.mock` run apart, each in isolation (vitest.isolated.config.ts), so that no
// replacement reaches another file and no file meets a module another has already loaded.
export default defineTestConfig({ environment: 'node', isolate: false, exclude: MOCKING_TESTS });
