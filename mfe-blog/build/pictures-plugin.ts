// The category pictures, inlined when the blog is built: `import pictures from
// 'virtual:blog-pictures'` maps each picture's path in public/ ('/images/investment.svg') to a
// data: URL of the file. The cards and the article's hero show these, so a page paints its
// pictures with its HTML, with no connection to the blog's origin on the way (each is under a
// kilobyte). The files stay in public/images for what needs an address: link previews (og:image)
// and the article's structured data.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const IMAGES_DIR = fileURLToPath(new URL('../public/images', import.meta.url));
const PICTURES = 'virtual:blog-pictures';

/** An SVG document as a data: URL (percent-encoded, so any character in it is safe). */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg.trim())}`;
}

/** Every SVG in public/images, by its path in public/, as a data: URL. */
export function readPictures(): Record<string, string> {
  const pictures: Record<string, string> = {};
  for (const file of readdirSync(IMAGES_DIR)
    .filter((name) => name.endsWith('.svg'))
    .sort()) {
    pictures[`/images/${file}`] = svgDataUrl(readFileSync(join(IMAGES_DIR, file), 'utf8'));
  }
  return pictures;
}

export function blogPictures(): Plugin {
  return {
    name: 'meridian-blog-pictures',
    resolveId: (id) => (id === PICTURES ? `\0${id}` : null),
    load(id) {
      if (id !== `\0${PICTURES}`) return null;
      for (const file of readdirSync(IMAGES_DIR)) this.addWatchFile(join(IMAGES_DIR, file));
      return `export default ${JSON.stringify(readPictures())};`;
    },
  };
}
