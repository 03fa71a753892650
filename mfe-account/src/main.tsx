// Standalone preview of the account remote, for its team: `npm run build -w mfe-account`, then
// `npx vite preview` in this folder. In the site, the shell mounts ./App instead and provides the
// router, theme and auth; here they are stand-ins (signed out), so the public pages show.
import { createRoot } from 'react-dom/client';
import { StandalonePreview } from '@meridian/shared';
import AccountApp from './app';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

createRoot(root).render(
  <StandalonePreview>
    <AccountApp />
  </StandalonePreview>,
);
