import { matchRoutes, useLocation } from 'react-router-dom';
import { NotFound, paths, type MarketingAppProps } from '@meridian/shared';
import { ContactPage } from './pages/contact-page';
import { HomePage } from './pages/home-page';
import { LegalPage } from './pages/legal-page';
import { ServicePage } from './pages/service-page';
import { ServicesPage } from './pages/services-page';

const ROUTES = [
  { path: paths.home },
  { path: paths.services },
  { path: paths.service(':slug') },
  { path: paths.contact },
  { path: '/:legal' },
];

/**
 * The marketing section's route subtree. The shell mounts it on several top-level paths, so it
 * matches the full location itself rather than relying on where it is mounted.
 */
export default function MarketingApp({ slots }: MarketingAppProps) {
  const location = useLocation();
  const match = matchRoutes(ROUTES, location)?.[0];
  switch (match?.route.path) {
    case paths.home:
      return <HomePage slots={slots} />;
    case paths.services:
      return <ServicesPage />;
    case paths.service(':slug'):
      return <ServicePage slug={match.params.slug ?? ''} />;
    case paths.contact:
      return <ContactPage />;
    case '/:legal':
      return <LegalPage path={location.pathname} />;
    default:
      return <NotFound />;
  }
}
