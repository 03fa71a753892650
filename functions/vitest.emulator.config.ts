import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The functions' Firestore stores, tested against a running Firestore emulator
// (FIRESTORE_EMULATOR_HOST: `npm test` runs them in its rules stage, on that stage's emulator;
// alone: node scripts/with-emulators.mjs --rules -- npm run test:stores --workspace functions).
// Each file uses a project of its own, so a file's data never meets another's.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    environment: 'node',
    include: ['src/**/*.emulator.test.ts'],
    // Ceilings, not waits (an emulator just started, beside the build, on two cores).
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
