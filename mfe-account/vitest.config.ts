import { defineTestConfig } from '../shared/build';
import { commonPasswords } from './build/common-passwords';

export default defineTestConfig({
  include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'build/**/*.test.ts'],
  plugins: [commonPasswords()],
});
