import { defineTestConfig } from '../shared/build';

// Node by default; a test that renders says so in its first line (`// @vitest-environment jsdom`).
export default defineTestConfig({ environment: 'node' });
