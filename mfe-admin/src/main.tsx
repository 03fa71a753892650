// Standalone preview of the admin remote, for its team: `npm run build -w mfe-admin`, then
// `npx vite preview` in this folder. In the site, the shell mounts ./App and provides the router,
// theme and auth (and guards /admin); here they are stand-ins, signed out.
import { createRoot } from 'react-dom/client';
import { StandalonePreview } from '@meridian/shared';
import AdminApp from './app';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

createRoot(root).render(
  <StandalonePreview>
    <AdminApp />
  </StandalonePreview>,
);
