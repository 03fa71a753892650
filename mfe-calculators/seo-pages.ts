// The calculators section's pages as crawlers see them: used at build time by shared/seo-plugin.ts
// to write each page's head fragment and the section's sitemap entries.
import { brand } from '../shared/src/config/brand';
import type { PageSeo } from '../shared/src/seo/head-tags';
import { CALCULATOR_PAGES, HUB_PAGE } from './src/page-directory';

const titled = (title: string) => `${title} | ${brand.name}`;

export function calculatorPages(): PageSeo[] {
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
  ];
}
