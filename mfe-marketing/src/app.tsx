import { lazyPage, type MarketingAppProps, matchRoutes, NotFound, paths, useLocation } from '@meridian/shared';
import { ContactPage } from './pages/contact-page';
import { HomePage } from './pages/home-page';

// The home page (the usual landing page) ships with this module; the long-read pages are
// fetched on demand so that the home page never downloads their text.
const ServicesPage = lazyPage(() => import('./pages/services-page'));
const ServicePage = lazyPage(() => import('./pages/service-page'));
const LegalPage = lazyPage(() => import('./pages/legal-page'));
const InvestorCharterPage = lazyPage(() => import('./pages/investor-charter-page'));
const ComplaintsPage = lazyPage(() => import('./pages/complaints-page'));
const ComplaintsDataPage = lazyPage(() => import('./pages/complaints-data-page'));

const ROUTES = [
  { path: paths.home },
  { path: paths.services, page: ServicesPage },
  { path: paths.service(':slug'), page: ServicePage },
  { path: paths.contact },
  { path: paths.investorCharter, page: InvestorCharterPage },
  { path: paths.complaints, page: ComplaintsPage },
  { path: paths.complaintsData, page: ComplaintsDataPage },
  { path: '/:legal', page: LegalPage },
];

/**
 * Starts downloading what a path of this section needs (the shell calls it when a link to the
 * path is hovered or focused), so that the page shows at once when the link is followed.
 */
export function preload(pathname: string): Promise<unknown> {
  return matchRoutes(ROUTES, pathname)?.[0]?.route.page?.preload() ?? Promise.resolve();
}

/**
 * The marketing section's route subtree. The shell mounts it on several top-level paths, so it
 * matches the full location itself rather than relying on where it is mounted.
 */
export default function MarketingApp({ slots }: MarketingAppProps) {
  const location = useLocation();
  const match = matchRoutes(ROUTES, location)?.[0];
  return page(match?.route.path, match?.params.slug, location.pathname, slots);
}

function page(
  route: string | undefined,
  slug: string | undefined,
  pathname: string,
  slots: MarketingAppProps['slots'],
) {
  switch (route) {
    case paths.home:
      return <HomePage slots={slots} />;
    case paths.services:
      return <ServicesPage />;
    case paths.service(':slug'):
      return <ServicePage slug={slug ?? ''} />;
    case paths.contact:
      return <ContactPage />;
    case paths.investorCharter:
      return <InvestorCharterPage />;
    case paths.complaints:
      return <ComplaintsPage />;
    case paths.complaintsData:
      return <ComplaintsDataPage />;
    case '/:legal':
      return <LegalPage path={pathname} />;
    default:
      return <NotFound />;
  }
}
