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

/** Serves `root` (a dist folder) on `port`. `spa` answers unknown page paths with index.html. */
export function serveDirectory({ root, port, spa = false, host = '0.0.0.0' }) {
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
    const found = await findFile(root, url.pathname, spa);
    if (!found) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
      response.end('Not found');
      return;
    }
    const extension = extname(found.file);
    let body = await readFile(found.file);
    const headers = {
      'Content-Type': TYPES[extension] ?? 'application/octet-stream',
      'Cache-Control': found.fallback ? 'no-cache' : cacheControl(url.pathname),
    };
    if (COMPRESSIBLE.has(extension) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
      const key = `${found.file}:${found.info.mtimeMs}`;
      let zipped = gzipCache.get(key);
      if (!zipped) {
        zipped = gzipSync(body, { level: 9 });
        gzipCache.set(key, zipped);
      }
      body = zipped;
      headers['Content-Encoding'] = 'gzip';
    }
    headers['Content-Length'] = body.length;
    response.writeHead(200, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
