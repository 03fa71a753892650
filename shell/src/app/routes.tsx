import { Route, Routes } from 'react-router-dom';
import { NotFound, paths } from '@meridian/shared';
import { RemoteSlot } from '../federation/remote-boundary';

// The shell owns the top-level prefixes; each remote routes what lies below its own.
const MARKETING_ROUTES = [
  paths.home,
  `${paths.services}/*`,
  paths.contact,
  paths.privacy,
  paths.terms,
  paths.cookies,
  paths.disclaimers,
];
const ACCOUNT_ROUTES = [paths.signIn, paths.signUp, paths.forgotPassword, `${paths.dashboard}/*`];

function MarketingSection() {
  return (
    <RemoteSlot
      remote="marketing"
      exposed="./App"
      size="page"
      props={{
        slots: {
          sipPreview: <RemoteSlot remote="calculators" exposed="./SipPreview" size="widget" />,
          latestInsights: <RemoteSlot remote="blog" exposed="./LatestInsights" size="widget" />,
        },
      }}
    />
  );
}

export function SiteRoutes() {
  return (
    <Routes>
      {MARKETING_ROUTES.map((path) => (
        <Route key={path} path={path} element={<MarketingSection />} />
      ))}
      <Route path={`${paths.blog}/*`} element={<RemoteSlot remote="blog" exposed="./App" size="page" />} />
      <Route path={`${paths.calculators}/*`} element={<RemoteSlot remote="calculators" exposed="./App" size="page" />} />
      {ACCOUNT_ROUTES.map((path) => (
        <Route key={path} path={path} element={<RemoteSlot remote="account" exposed="./App" size="page" />} />
      ))}
      <Route path={`${paths.admin}/*`} element={<RemoteSlot remote="admin" exposed="./App" size="page" />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
