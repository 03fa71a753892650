import { BLOG_POSTS } from './blog';
import { CALCULATOR_PAGES } from './calculators';
import { PUBLIC_ROUTES } from './site';

/** The ten service pages of the spec, with their headings. */
export const SERVICE_PAGES: readonly { slug: string; title: string }[] = [
  { slug: 'mutual-funds', title: 'Mutual fund investment' },
  { slug: 'financial-planning', title: 'Financial planning' },
  { slug: 'tax-planning', title: 'Tax planning' },
  { slug: 'investment-advisory', title: 'Investment advisory' },
  { slug: 'wealth-management', title: 'Wealth management' },
  { slug: 'retirement-planning', title: 'Retirement planning' },
  { slug: 'insurance-planning', title: 'Insurance planning' },
  { slug: 'estate-planning', title: 'Estate planning' },
  { slug: 'business-financial-planning', title: 'Business financial planning' },
  { slug: 'risk-management', title: 'Risk management' },
];

/**
 * A public page and what the page sweep expects of it: its heading; for a calculator, its result
 * at the defaults (null: the risk questionnaire, which has none until answered).
 */
export interface PublicPage {
  path: string;
  heading: RegExp | string;
  result?: string | null;
}

/**
 * Every public page a visitor can open, each with its heading, put together from what the spec
 * and the sources say (the marketing pages, the service list, the blog's Markdown files, the
 * calculators' list), not from what the site itself reports, so that the two can be compared.
 */
export const EVERY_PUBLIC_PAGE: readonly PublicPage[] = [
  ...PUBLIC_ROUTES,
  ...SERVICE_PAGES.map(({ slug, title }) => ({ path: `/services/${slug}`, heading: title })),
  { path: '/blog', heading: 'Financial Insights' },
  ...BLOG_POSTS.map((post) => ({ path: `/blog/${post.slug}`, heading: post.title })),
  { path: '/calculators', heading: 'Financial Calculators' },
  ...CALCULATOR_PAGES.map(({ slug, heading, result }) => ({ path: `/calculators/${slug}`, heading, result })),
  { path: '/signin', heading: 'Sign in to your account' },
  { path: '/signup', heading: 'Create your account' },
].filter((page, index, all) => all.findIndex((other) => other.path === page.path) === index);

/** Public pages kept out of search results and the sitemap (noindex): forms nobody lands on from a search. */
export const UNLISTED_PUBLIC_PAGES: readonly { path: string; heading: string }[] = [
  { path: '/forgot-password', heading: 'Reset your password' },
  { path: '/reset-password', heading: 'Choose a new password' },
  { path: '/contact/booking', heading: 'Your booking' },
];
