/**
 * Every top-level route of the site. The shell owns these prefixes; each remote owns what lies
 * below its own prefix. Links use this table rather than writing paths by hand.
 */
export const paths = {
  home: '/',
  services: '/services',
  service: (slug: string) => `/services/${slug}`,
  blog: '/blog',
  blogPost: (slug: string) => `/blog/${slug}`,
  calculators: '/calculators',
  calculator: (slug: string) => `/calculators/${slug}`,
  contact: '/contact',
  /** Booking a free first conversation: the one place every "talk to us" leads (issue 38). */
  book: '/contact#consultation',
  /** Where a booking's confirmation links, to change or cancel it. */
  booking: '/contact/booking',
  signIn: '/signin',
  signUp: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  dashboard: '/dashboard',
  /** The dashboard's My Calculations tab. */
  savedCalculations: '/dashboard/calculations',
  admin: '/admin',
  privacy: '/privacy',
  terms: '/terms',
  cookies: '/cookies',
  disclaimers: '/disclaimers',
  investorCharter: '/investor-charter',
  complaints: '/complaints',
  complaintsData: '/complaints-data',
  about: '/about',
  fees: '/fees',
  accessibility: '/accessibility',
  registrations: '/registrations',
} as const;

/** The absolute URL of a site path: absoluteUrl('https://x.in/', '/blog') → 'https://x.in/blog'. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}
