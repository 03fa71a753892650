import { defineTestConfig } from '../shared/build';
import { commonPasswords } from './build/common-passwords';

// Node by default; a test that renders says so in its first line (`// @vitest-environment jsdom`).
export default defineTestConfig({
  environment: 'node',
  include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'build/**/*.test.ts'],
  plugins: [commonPasswords()],
});
