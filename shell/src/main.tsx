import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { REMOTE_UNAVAILABLE_DIGEST } from '@meridian/shared/page-contract';
import { App } from './app/app';
import { prefetchPath } from './app/prefetch';
import { routeForPath } from './app/route-table';
import { RemoteUnavailableError } from './federation/load-remote';

/** Whether an error is a section that could not be loaded: expected, and shown as its fallback. */
function isUnavailableSection(error: unknown): boolean {
  if (error instanceof RemoteUnavailableError) return true;
  if (typeof error !== 'object' || error === null) return false;
  if ('digest' in error && error.digest === REMOTE_UNAVAILABLE_DIGEST) return true;
  return 'cause' in error && isUnavailableSection(error.cause);
}

const options: RootOptions = {
  // A remote that is down or not deployed is expected to happen: its area shows a fallback, and
  // it is reported as a warning. Anything else caught by an error boundary is a real error.
  onCaughtError(error, info) {
    if (isUnavailableSection(error)) console.warn(error instanceof Error ? error.message : error);
    else console.error(error, info.componentStack);
  },
  // Hydration recovers from a section the server could not compose (it sent the fallback) or the
  // browser could not load; both are the expected case above. Anything else is a real error.
  onRecoverableError(error) {
    if (isUnavailableSection(error)) console.warn(error instanceof Error ? error.message : error);
    else console.error(error);
  },
};

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
const route = routeForPath(window.location.pathname);
// The page's section: its files were announced with modulepreload; run them as soon as they arrive.
const pageReady = prefetchPath(window.location.pathname);
const app = <App checkSessionAtOnce={route !== undefined && route.access !== 'public'} pageReady={pageReady} />;

// The composer sends every page as HTML: hydrate it, keeping the server's DOM. (A page with no
// server HTML, such as the shell's dev server, is rendered from scratch.)
if (root.firstElementChild) hydrateRoot(root, app, options);
else createRoot(root, options).render(app);
