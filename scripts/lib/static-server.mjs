// A small production-like static server for the built site: one port per part, gzip, long-lived
// caching for hashed assets, CORS so the shell may import remotes from other origins, and the
// shell's index.html for any page path. Files are read per request, so rebuilding one remote
// while it runs serves the new build at once.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.xml', '.map']);
const gzipCache = new Map();

/** Sends a body, gzipped when the browser accepts it; `cacheKey` keeps the gzip of an unchanged file. */
function send(request, response, raw, extension, cache, cacheKey = null) {
  let body = raw;
  const headers = { 'Content-Type': TYPES[extension] ?? 'application/octet-stream', 'Cache-Control': cache };
  if (COMPRESSIBLE.has(extension) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
    let zipped = cacheKey ? gzipCache.get(cacheKey) : undefined;
    if (!zipped) {
      zipped = gzipSync(raw, { level: 9 });
      if (cacheKey) gzipCache.set(cacheKey, zipped);
    }
    body = zipped;
    headers['Content-Encoding'] = 'gzip';
  }
  headers['Content-Length'] = body.length;
  response.writeHead(200, headers);
  response.end(request.method === 'HEAD' ? undefined : body);
}

async function findFile(root, pathname, spa) {
  const decoded = decodeURIComponent(pathname);
  const candidate = normalize(join(root, decoded));
  if (candidate !== root && !candidate.startsWith(root + sep)) return null;
  for (const file of [candidate, join(candidate, 'index.html'), `${candidate}.html`]) {
    try {
      const info = await stat(file);
      if (info.isFile()) return { file, info, fallback: false };
    } catch {
      // try the next candidate
    }
  }
  if (spa && extname(decoded) === '') {
    const file = join(root, 'index.html');
    try {
      return { file, info: await stat(file), fallback: true };
    } catch {
      return null;
    }
  }
  return null;
}

function cacheControl(pathname) {
  const hashed = /\/assets\/.+-[A-Za-z0-9_-]{8}\.(js|css|svg|png|webp|avif|jpg|woff2)$/.test(pathname);
  return hashed && !pathname.endsWith('remoteEntry.js') ? 'public, max-age=31536000, immutable' : 'no-cache';
}

const escapeXml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Server-side composition for the shell (what an edge function does in production): the page
 * HTML gets the head fragment that the remote owning the path wrote at build time
 * (`dist/seo/head/<path>.html`), so crawlers that run no JavaScript see the page's title,
 * description, canonical URL, Open Graph tags and structured data; /sitemap.xml lists every
 * remote's `dist/seo/sitemap.txt`; robots.txt names the sitemap.
 */
export function compositionFor(remoteRoots) {
  async function firstFile(relative) {
    for (const root of remoteRoots) {
      try {
        return await readFile(join(root, relative), 'utf8');
      } catch {
        // not this remote's page
      }
    }
    return null;
  }
  return {
    async page(html, pathname) {
      const clean = pathname.replace(/\/+$/, '') || '/';
      if (!/^[\w\-/]+$/.test(clean)) return html;
      const fragment = await firstFile(join('seo', 'head', `${clean === '/' ? 'index' : clean.slice(1)}.html`));
      if (!fragment) return html;
      const stripped = html.replace(/<title>[\s\S]*?<\/title>\s*/, '').replace(/<meta\s+name="description"[\s\S]*?\/>\s*/, '');
      return stripped.replace('</head>', `    ${fragment.trim()}\n  </head>`);
    },
    async sitemap(origin) {
      const paths = [];
      for (const root of remoteRoots) {
        try {
          paths.push(...(await readFile(join(root, 'seo', 'sitemap.txt'), 'utf8')).split('\n').filter(Boolean));
        } catch {
          // this remote lists no pages
        }
      }
      const urls = [...new Set(paths)].map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`);
      return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
    },
  };
}

/**
 * Serves `root` (a dist folder) on `port`. `spa` answers unknown page paths with index.html;
 * `composition` (for the shell) adds the remotes' head fragments, sitemap and robots line.
 */
export function serveDirectory({ root, port, spa = false, host = '0.0.0.0', composition = null }) {
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Vary', 'Accept-Encoding');
    if (request.method === 'OPTIONS') {
      response.writeHead(204, { 'Access-Control-Allow-Methods': 'GET, HEAD', 'Access-Control-Allow-Headers': '*' });
      response.end();
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const origin = `http://${request.headers.host ?? `localhost:${port}`}`;
    if (composition && url.pathname === '/sitemap.xml') {
      send(request, response, Buffer.from(await composition.sitemap(origin)), '.xml', 'no-cache');
      return;
    }
    const found = await findFile(root, url.pathname, spa);
    if (!found) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
      response.end('Not found');
      return;
    }
    const extension = extname(found.file);
    let body = await readFile(found.file);
    let cacheKey = `${found.file}:${found.info.mtimeMs}`;
    if (composition && extension === '.html') {
      body = Buffer.from(await composition.page(body.toString('utf8'), url.pathname));
      cacheKey = null;
    } else if (composition && url.pathname === '/robots.txt') {
      body = Buffer.from(`${body.toString('utf8').trimEnd()}\n\nSitemap: ${origin}/sitemap.xml\n`);
      cacheKey = null;
    }
    const cache = found.fallback || extension === '.html' ? 'no-cache' : cacheControl(url.pathname);
    send(request, response, body, extension, cache, cacheKey);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
