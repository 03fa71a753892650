// The calculators section's public pages as the build prerenders them (each calculator with its
// default inputs) and crawlers see them, and its "not found" page.
import { brand, type PublicPage } from '@meridian/shared';
import { CALCULATOR_PAGES, HUB_PAGE } from './catalogue';

const titled = (title: string) => `${title} | ${brand.name}`;

export function publicPages(): PublicPage[] {
  return [
    {
      path: '/calculators',
      title: titled(HUB_PAGE.title),
      description: HUB_PAGE.description,
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'CollectionPage',
        name: HUB_PAGE.title,
        description: HUB_PAGE.description,
      },
    },
    ...CALCULATOR_PAGES.map((page) => ({
      path: `/calculators/${page.slug}`,
      title: titled(page.title),
      description: page.description,
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'WebApplication',
        name: page.title,
        description: page.description,
        applicationCategory: 'FinanceApplication',
        operatingSystem: 'Any',
        isAccessibleForFree: true,
        offers: { '@type': 'Offer', price: '0', priceCurrency: 'INR' },
        provider: { '@type': 'FinancialService', name: brand.name },
      },
    })),
    {
      path: '/calculators/no-such-calculator',
      pattern: '/calculators/*',
      status: 404,
      title: titled('Page Not Found'),
      description: "The page you're looking for doesn't exist or has been moved.",
    },
  ];
}
