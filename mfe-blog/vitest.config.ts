import { defineConfig } from 'vitest/config';
import { postSummaries } from './post-summaries';

export default defineConfig({
  plugins: [postSummaries()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
  },
});
