import { defineTestConfig } from './build/vitest-config';

// Pure modules and a few components rendered to strings; the rules tests need the emulator and run apart.
export default defineTestConfig({
  environment: 'node',
  include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'build/**/*.test.ts', 'testing/**/*.test.tsx'],
  exclude: ['src/**/*.rules.test.ts'],
});
