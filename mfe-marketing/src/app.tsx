import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { type MarketingAppProps, matchRoutes, NotFound, paths, useLocation } from '@meridian/shared';
import { ContactPage } from './pages/contact-page';
import { HomePage } from './pages/home-page';

// The home page (the usual landing page) ships with this module; the long-read pages are
// fetched on demand so that the home page never downloads their text.
const load = {
  services: () => import('./pages/services-page'),
  service: () => import('./pages/service-page'),
  legal: () => import('./pages/legal-page'),
};
const ServicesPage = lazy(() => load.services().then((module) => ({ default: module.ServicesPage })));
const ServicePage = lazy(() => load.service().then((module) => ({ default: module.ServicePage })));
const LegalPage = lazy(() => load.legal().then((module) => ({ default: module.LegalPage })));

const ROUTES = [
  { path: paths.home },
  { path: paths.services },
  { path: paths.service(':slug') },
  { path: paths.contact },
  { path: '/:legal' },
];

// The shell loads this module while it checks the session: start fetching the landing page's
// own chunk at the same time rather than after.
const landing = matchRoutes(ROUTES, window.location.pathname)?.[0]?.route.path;
if (landing === paths.services) void load.services();
else if (landing === paths.service(':slug')) void load.service();
else if (landing === '/:legal') void load.legal();

/**
 * The marketing section's route subtree. The shell mounts it on several top-level paths, so it
 * matches the full location itself rather than relying on where it is mounted.
 */
export default function MarketingApp({ slots }: MarketingAppProps) {
  const location = useLocation();
  const match = matchRoutes(ROUTES, location)?.[0];
  return <Suspense fallback={<PagePlaceholder />}>{page(match?.route.path, match?.params.slug, location.pathname, slots)}</Suspense>;
}

function page(route: string | undefined, slug: string | undefined, pathname: string, slots: MarketingAppProps['slots']) {
  switch (route) {
    case paths.home:
      return <HomePage slots={slots} />;
    case paths.services:
      return <ServicesPage />;
    case paths.service(':slug'):
      return <ServicePage slug={slug ?? ''} />;
    case paths.contact:
      return <ContactPage />;
    case '/:legal':
      return <LegalPage path={pathname} />;
    default:
      return <NotFound />;
  }
}

/** Holds the page's place (one screen) while its text arrives, so nothing below it jumps into view. */
const PagePlaceholder = styled.div`
  min-height: 100vh;
`;
