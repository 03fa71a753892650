import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { modulesForPath } from './app/route-table';
import { RemoteUnavailableError, preloadRemoteModule } from './federation/load-remote';

/** The longest the first page waits for its remotes before showing their loading placeholders. */
const FIRST_PAGE_WAIT_MS = 4000;

// Start loading the landing page's remotes now, alongside the auth check, not after it.
const firstPage = Promise.race([
  Promise.allSettled(
    modulesForPath(window.location.pathname).map((module) => preloadRemoteModule(module.remote, module.exposed)),
  ).then(() => undefined),
  new Promise<void>((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS)),
]);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');
createRoot(root, {
  // A remote that is down or not deployed is expected to happen: its area shows a fallback, and
  // it is reported as a warning. Anything else caught by an error boundary is a real error.
  onCaughtError(error, info) {
    if (error instanceof RemoteUnavailableError) console.warn(error.message);
    else console.error(error, info.componentStack);
  },
}).render(
  <StrictMode>
    <App firstPage={firstPage} />
  </StrictMode>,
);
