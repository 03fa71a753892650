import { defineTestConfig } from '../shared/build';
import { blogPictures } from './build/pictures-plugin';
import { blogPosts } from './build/posts-plugin';

// Node by default; a test that renders says so in its first line (`// @vitest-environment jsdom`).
export default defineTestConfig({
  environment: 'node',
  include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'build/**/*.test.ts'],
  plugins: [blogPosts(), blogPictures()],
});
