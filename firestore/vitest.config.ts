import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Firestore security rules, tested against the running emulator (npm run test:rules starts it).
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    environment: 'node',
    include: ['tests/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    fileParallelism: false,
  },
});
