// The marketing section's public pages as the build prerenders them and crawlers see them, and
// its "not found" page (an unknown service).
import { brand, paths, type PublicPage } from '@meridian/shared';
import { localisedPath } from '@meridian/shared/languages';
import { accessibilityPage } from './content/accessibility';
import { complaintDesk } from './content/complaints';
import { complaintDeskHi } from './content/complaints.hi';
import { feesPage } from './content/fees';
import { investorCharter } from './content/investor-charter';
import { registrationsPage } from './content/registrations';
import { LEGAL_PAGES } from './content/legal/pages';
import { TRANSLATIONS } from './content/legal/translations';
import { alternatesOf } from './content/legal/versions';
import { services } from './content/service-summaries';
import { serviceDetails } from './content/services';
import { aboutPage } from './content/team';

const titled = (title: string) => `${title} | ${brand.name}`;

export function publicPages(): PublicPage[] {
  return [
    {
      path: '/',
      title: brand.name,
      description:
        'Independent, fee-only financial planning, mutual fund investment, tax planning and wealth management for Indian families and businesses.',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'FinancialService',
        name: brand.name,
        telephone: brand.phone.display,
        address: { '@type': 'PostalAddress', streetAddress: brand.address.lines.join(', '), addressCountry: 'IN' },
      },
    },
    {
      path: '/services',
      title: titled('Our Services'),
      description:
        'Expert Financial Solutions Tailored to Your Goals: ten services from a SEBI-registered investment adviser.',
    },
    ...services.map((service) => ({
      path: `/services/${service.slug}`,
      title: titled(service.title),
      description: serviceDetails.find((detail) => detail.slug === service.slug)?.headline ?? service.description,
    })),
    {
      path: '/contact',
      title: titled('Contact us'),
      description:
        "Let's Start a Conversation About Your Future. Send us a message or call; we reply within one working day.",
    },
    {
      path: '/contact/booking',
      title: titled('Your booking'),
      description: 'Change or cancel your free first conversation.',
      // Reached only from a confirmation email's link: never from a search.
      index: false,
    },
    ...Object.values(LEGAL_PAGES).map((document) => ({
      path: document.path,
      title: titled(document.title),
      description: document.summary,
      ...(alternatesOf(document.path) ? { alternates: alternatesOf(document.path) } : {}),
    })),
    ...TRANSLATIONS.map(({ document }) => ({
      path: document.path,
      title: titled(document.title),
      description: document.summary,
      alternates: alternatesOf(document.path),
    })),
    {
      path: paths.investorCharter,
      title: titled(investorCharter.title),
      description: investorCharter.summary,
      alternates: alternatesOf(paths.investorCharter),
    },
    ...[complaintDesk, complaintDeskHi].map(({ page, language }) => {
      const path = localisedPath(paths.complaints, language);
      return {
        path,
        title: titled(page.meta.title),
        description: page.meta.description,
        alternates: alternatesOf(path),
      };
    }),
    {
      path: paths.complaintsData,
      title: titled('Complaint data'),
      description:
        'The complaints we received and resolved each month, in the format SEBI requires of investment advisers.',
    },
    { path: paths.about, title: titled(aboutPage.title), description: aboutPage.summary },
    { path: paths.fees, title: titled(feesPage.title), description: feesPage.summary },
    { path: paths.accessibility, title: titled(accessibilityPage.title), description: accessibilityPage.summary },
    { path: paths.registrations, title: titled(registrationsPage.title), description: registrationsPage.summary },
    {
      path: '/services/no-such-service',
      pattern: '/services/*',
      status: 404,
      title: titled('Page Not Found'),
      description: "The page you're looking for doesn't exist or has been moved.",
    },
  ];
}
