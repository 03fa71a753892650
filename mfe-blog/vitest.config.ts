import { defineTestConfig } from '../shared/build';
import { blogPictures } from './build/pictures-plugin';
import { blogPosts } from './build/posts-plugin';

export default defineTestConfig({
  include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'build/**/*.test.ts'],
  plugins: [blogPosts(), blogPictures()],
});
