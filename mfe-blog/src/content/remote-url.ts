/**
 * The absolute URL of a file in the blog remote's `public/` folder, e.g. '/images/x.svg'. It is
 * resolved against this module's own URL, so it points at the remote's origin (localhost:5175, or
 * wherever the remote is deployed) even though the page itself is served by the shell.
 */
export function remoteUrl(path: string): string {
  return new URL(path, import.meta.url).href;
}
