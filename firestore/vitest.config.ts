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
    // Ceilings, not waits: `npm test` runs these beside the build, lint and types, against an
    // emulator just started, whose first loading of the rules into a project took over 30 s there.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: true,
    maxWorkers: 2,
  },
});
