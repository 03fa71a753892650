import { lazyPage, type MarketingAppProps, paths, sectionRoutes } from '@meridian/shared';
import { HomePage } from './pages/home-page';

// The home page (the usual landing page) ships with this module; the long-read pages are
// fetched on demand so that the home page never downloads their text.
const ServicesPage = lazyPage(() => import('./pages/services-page'));
// The contact page carries the consultation request (its form, checks and notice): not the home page's to download.
const ContactPage = lazyPage(() => import('./pages/contact-page'));
// The page a booking's confirmation links to, to cancel or move it.
const BookingManagePage = lazyPage(() => import('./pages/booking-manage-page'));
const ServicePage = lazyPage(() => import('./pages/service-page'));
const LegalPage = lazyPage(() => import('./pages/legal-page'));
const InvestorCharterPage = lazyPage(() => import('./pages/investor-charter-page'));
const ComplaintsPage = lazyPage(() => import('./pages/complaints-page'));
const ComplaintsPageHi = lazyPage(() => import('./pages/complaints-page.hi'));
const ComplaintsDataPage = lazyPage(() => import('./pages/complaints-data-page'));
const AboutPage = lazyPage(() => import('./pages/about-page'));
const FeesPage = lazyPage(() => import('./pages/fees-page'));
const AccessibilityPage = lazyPage(() => import('./pages/accessibility-page'));
const RegistrationsPage = lazyPage(() => import('./pages/registrations-page'));

/**
 * The marketing section: the home page, services, contact, the regulatory pages and the legal
 * pages. The shell mounts it on each of these top-level paths (its registry's routes).
 */
export const { App, preload } = sectionRoutes<MarketingAppProps>([
  { path: paths.home, render: (_, { slots }) => <HomePage slots={slots} /> },
  { path: paths.services, render: () => <ServicesPage />, preload: ServicesPage.preload },
  {
    path: paths.service(':slug'),
    render: ({ params }) => <ServicePage slug={params.slug ?? ''} />,
    preload: ServicePage.preload,
  },
  { path: paths.contact, render: () => <ContactPage />, preload: ContactPage.preload },
  { path: paths.booking, render: () => <BookingManagePage />, preload: BookingManagePage.preload },
  { path: paths.investorCharter, render: () => <InvestorCharterPage />, preload: InvestorCharterPage.preload },
  { path: paths.complaints, render: () => <ComplaintsPage />, preload: ComplaintsPage.preload },
  // Its translation, '/hi/complaints' (other languages: 404). The languages' code is not imported
  // here: this module is on the home page, which needs none of it.
  {
    path: `/:language${paths.complaints}`,
    render: ({ params }) => <ComplaintsPageHi language={params.language ?? ''} />,
    preload: ComplaintsPageHi.preload,
  },
  { path: paths.complaintsData, render: () => <ComplaintsDataPage />, preload: ComplaintsDataPage.preload },
  { path: paths.about, render: () => <AboutPage />, preload: AboutPage.preload },
  { path: paths.fees, render: () => <FeesPage />, preload: FeesPage.preload },
  { path: paths.accessibility, render: () => <AccessibilityPage />, preload: AccessibilityPage.preload },
  { path: paths.registrations, render: () => <RegistrationsPage />, preload: RegistrationsPage.preload },
  { path: '/:legal', render: ({ pathname }) => <LegalPage path={pathname} />, preload: LegalPage.preload },
  // A legal document's translation, '/hi/privacy' (content/legal/translations.ts; other paths: 404).
  { path: '/:language/:legal', render: ({ pathname }) => <LegalPage path={pathname} />, preload: LegalPage.preload },
]);

export default App;
