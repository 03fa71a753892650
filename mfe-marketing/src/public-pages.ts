// The marketing section's public pages as the build prerenders them and crawlers see them, and
// its "not found" page (an unknown service).
import { brand, type PublicPage } from '@meridian/shared';
import { LEGAL_PAGES } from './content/legal/pages';
import { services } from './content/service-summaries';
import { serviceDetails } from './content/services';

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
    ...Object.values(LEGAL_PAGES).map((document) => ({
      path: document.path,
      title: titled(document.title),
      description: document.summary,
    })),
    {
      path: '/services/no-such-service',
      pattern: '/services/*',
      status: 404,
      title: titled('Page Not Found'),
      description: "The page you're looking for doesn't exist or has been moved.",
    },
  ];
}
