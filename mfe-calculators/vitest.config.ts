import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    // Whole pages render in jsdom; give them room on a busy two-core machine.
    testTimeout: 20_000,
  },
});
