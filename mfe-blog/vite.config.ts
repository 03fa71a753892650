import federation from '@originjs/vite-plugin-federation';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { brand } from '../shared/src/config/brand';
import { federatedBuild, sharedDeps } from '../shared/federation';
import { seoFiles } from '../shared/seo-plugin';
import { postSummaries } from './post-summaries';
import { blogPages } from './seo-pages';

// The blog remote: /blog and /blog/{slug}, plus the home page's Latest Insights widget.
// Build and deploy it alone; the shell finds it through /remotes.json.
export default defineConfig({
  plugins: [
    postSummaries(),
    react(),
    federation({
      name: 'blog',
      filename: 'remoteEntry.js',
      exposes: {
        './App': './src/app.tsx',
        './LatestInsights': './src/widgets/latest-insights.tsx',
      },
      shared: sharedDeps,
    }),
    seoFiles(blogPages, brand.name),
  ],
  build: { ...federatedBuild, outDir: 'dist', emptyOutDir: true },
  preview: { port: 5175, strictPort: true },
});
