import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Firestore security rules, tested against the running emulator (npm run test:rules starts it).
// Each test file has a project of its own in the emulator (tests/harness.ts), so the files run in
// parallel: two at a time, as many as CI's two cores.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    environment: 'node',
    include: ['tests/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    fileParallelism: true,
    maxWorkers: 2,
  },
});
