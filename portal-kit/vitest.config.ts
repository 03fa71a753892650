import { defineTestConfig } from '../shared/build';

export default defineTestConfig({ include: ['src/**/*.test.ts', 'src/**/*.test.tsx'] });
