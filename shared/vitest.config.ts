import { defineTestConfig } from './build/vitest-config';

// Pure modules and a few components rendered to strings. (The Firestore rules' tests are in firestore/.)
export default defineTestConfig({
  environment: 'node',
  include: [
    'src/**/*.test.ts',
    'src/**/*.test.tsx',
    'build/**/*.test.ts',
    'testing/**/*.test.tsx',
    'submissions/**/*.test.ts',
    'calculations/**/*.test.ts',
    'complaints/**/*.test.ts',
    'disclosures/**/*.test.ts',
    'compliance/**/*.test.ts',
    'page-contract/**/*.test.ts',
    'privacy/**/*.test.ts',
    'form-kit/**/*.test.tsx',
    'languages/**/*.test.ts',
    'languages/**/*.test.tsx',
    'posts/**/*.test.ts',
    'device-memory/**/*.test.ts',
  ],
});
