import type { Plugin } from 'vite';
import { headTags, type PageSeo } from './src/seo/head-tags';

/**
 * A Vite plugin for a remote's build: writes `seo/head/<path>.html` for each page and
 * `seo/sitemap.txt` with every path. SITE_URL (default http://localhost:5173) makes the URLs absolute.
 */
export function seoFiles(pages: () => PageSeo[], siteName: string): Plugin {
  return {
    name: 'meridian-seo-files',
    apply: 'build',
    generateBundle() {
      const siteUrl = process.env.SITE_URL ?? 'http://localhost:5173';
      const list = pages();
      for (const page of list) {
        const file = page.path === '/' ? 'index' : page.path.replace(/^\/+|\/+$/g, '');
        this.emitFile({ type: 'asset', fileName: `seo/head/${file}.html`, source: `${headTags(page, siteUrl, siteName)}\n` });
      }
      this.emitFile({ type: 'asset', fileName: 'seo/sitemap.txt', source: `${list.map((page) => page.path).join('\n')}\n` });
    },
  };
}
