import { defineConfig } from 'vite';
import { defineRemoteConfig } from '../shared/build';
import { blogPictures } from './build/pictures-plugin';

// The blog remote: /blog, /blog/{slug} and the home page's Latest Insights (registry row 'blog').
export default defineConfig(defineRemoteConfig('blog', { plugins: [blogPictures()] }));
