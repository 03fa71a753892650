/**
 * The page composer as a Cloud Function (HTTP, v2), behind the shell's Hosting site: every page,
 * /sitemap.xml, /robots.txt and /remotes.json. The composing itself is shared/build/compose
 * (pure, tested there); this only connects it to HTTP, compressing what it sends.
 */
import compression from 'compression';
import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/https';
import { compose as composePage } from '../../shared/build/compose/compose';
import { cachedJsonSource } from '../../shared/build/compose/fetcher';
import { readConfig } from './config';

const config = readConfig(process.env);
const source = cachedJsonSource({ ttlMs: config.fragmentTtlMs });
const compress = compression();

export const compose = onRequest({ region: 'us-central1', memory: '256MiB', concurrency: 80 }, (request, response) => {
  compress(request, response, () => {
    composePage(request.method, request.url, config, source)
      .then((page) => {
        response.status(page.status).set(page.headers).send(page.body);
      })
      .catch((error: unknown) => {
        logger.error('Composing a page failed', { url: request.url, error: String(error) });
        response.status(500).set({ 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
        response.send('Something went wrong on our side. Please try again in a minute.\n');
      });
  });
});
