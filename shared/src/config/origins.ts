import type { RemoteName } from '../contracts/remotes';

/**
 * Origins a page is prerendered without knowing: the site's own (its canonical address) and each
 * remote's (where its files are deployed). Prerendered HTML and page data carry these tokens;
 * the page composer replaces them with the configured origins before the page is sent.
 * ('.invalid' is reserved: a token can never be a real address.)
 */
export const SITE_ORIGIN_TOKEN = 'https://site.origin.invalid';

export function remoteOriginToken(remote: RemoteName | string): string {
  return `https://${remote}.origin.invalid`;
}

/**
 * The absolute URL of a file a remote serves itself (its public/ folder), e.g.
 * remoteAssetUrl('blog', '/images/tax.svg', import.meta.url). In the browser it is resolved
 * against the remote's own module URL, so it points at wherever the remote is deployed; in a
 * prerender it is the remote's origin token, which the composer replaces with the same origin.
 */
export function remoteAssetUrl(remote: RemoteName, path: string, moduleUrl: string): string {
  return import.meta.env.SSR ? `${remoteOriginToken(remote)}${path}` : new URL(path, moduleUrl).href;
}
