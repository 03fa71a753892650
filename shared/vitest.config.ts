import { defineTestConfig } from './build/vitest-config';

// Pure modules and a few components rendered to strings. (The Firestore rules' tests are in firestore/.)
export default defineTestConfig({
  environment: 'node',
  // Every test beside its code, in any of the library's doors (node_modules and dist excluded).
  include: ['**/*.test.ts', '**/*.test.tsx'],
  exclude: ['**/node_modules/**', '**/dist/**'],
});
