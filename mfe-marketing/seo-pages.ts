// The marketing section's pages as crawlers see them: used at build time by shared/seo-plugin.ts
// to write each page's head fragment and the section's sitemap entries.
import { brand, services } from '../shared/src/config/brand';
import type { PageSeo } from '../shared/src/seo/head-tags';
import { legalDocuments } from './src/content/legal';
import { serviceDetails } from './src/content/services';

const titled = (title: string) => `${title} | ${brand.name}`;

export function marketingPages(): PageSeo[] {
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
      description: 'Expert Financial Solutions Tailored to Your Goals: ten services from a SEBI-registered investment adviser.',
    },
    ...services.map((service) => ({
      path: `/services/${service.slug}`,
      title: titled(service.title),
      description: serviceDetails.find((detail) => detail.slug === service.slug)?.headline ?? service.description,
    })),
    {
      path: '/contact',
      title: titled('Contact us'),
      description: "Let's Start a Conversation About Your Future. Send us a message or call; we reply within one working day.",
    },
    ...legalDocuments.map((document) => ({ path: document.path, title: titled(document.title), description: document.summary })),
  ];
}
