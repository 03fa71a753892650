// Standalone preview of the calculators remote, for its team: `npm run build -w mfe-calculators`,
// then `npx vite preview` in this folder. In the site, the shell mounts ./App at /calculators/*
// and provides the router, theme and auth; here they are stand-ins (signed out). The home page's
// SIP preview widget is shown at /sip-preview.
import { createRoot } from 'react-dom/client';
import { Navigate, Route, Routes, StandalonePreview } from '@meridian/shared';
import CalculatorsApp from './app';
import SipPreview from './widgets/sip-preview';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

createRoot(root).render(
  <StandalonePreview>
    <Routes>
      <Route path="/calculators/*" element={<CalculatorsApp />} />
      <Route
        path="/sip-preview"
        element={
          <div style={{ maxWidth: 560, margin: '40px auto' }}>
            <SipPreview />
          </div>
        }
      />
      <Route path="*" element={<Navigate to="/calculators" replace />} />
    </Routes>
  </StandalonePreview>,
);
