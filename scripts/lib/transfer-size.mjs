// @ts-check
// What a file costs a visitor's connection, measured from the server's own response rather than
// from a browser's account of it (which depends on the browser's version and its protocol).
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';

/**
 * The bytes the server sends for `url` to a client that accepts gzip only: the compressed body,
 * or the plain one where the server chose not to compress (a tiny file), as that is what it costs.
 * Budgets are in gzip; Chromium also accepts brotli, which the Hosting emulator compresses less well.
 * @param {string} url
 * @returns {Promise<{ url: string, bytes: number, encoding: string }>}
 */
export function gzipTransferSize(url) {
  const request = url.startsWith('https:') ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => {
        bytes += chunk.length;
      });
      response.on('error', reject);
      response.on('end', () => {
        if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}`));
        else resolve({ url, bytes, encoding: String(response.headers['content-encoding'] ?? 'identity') });
      });
    });
    outgoing.setTimeout(10_000, () => outgoing.destroy(new Error(`${url} did not answer in 10 s`)));
    outgoing.on('error', reject);
    outgoing.end();
  });
}
