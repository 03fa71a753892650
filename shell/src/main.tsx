import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { RemoteUnavailableError } from './federation/load-remote';

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
    <App />
  </StrictMode>,
);
