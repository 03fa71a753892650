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
  signIn: '/signin',
  signUp: '/signup',
  forgotPassword: '/forgot-password',
  dashboard: '/dashboard',
  admin: '/admin',
  privacy: '/privacy',
  terms: '/terms',
  cookies: '/cookies',
  disclaimers: '/disclaimers',
} as const;

export const footerLinks = {
  services: [
    { label: 'Mutual Funds', to: paths.service('mutual-funds') },
    { label: 'Financial Planning', to: paths.service('financial-planning') },
    { label: 'Tax Planning', to: paths.service('tax-planning') },
    { label: 'Wealth Management', to: paths.service('wealth-management') },
  ],
  tools: [
    { label: 'SIP Calculator', to: paths.calculator('sip') },
    { label: 'FD Calculator', to: paths.calculator('fd') },
    { label: 'Goal Planner', to: paths.calculator('goals') },
    { label: 'Risk Profile', to: paths.calculator('risk') },
  ],
  legal: [
    { label: 'Privacy Policy', to: paths.privacy },
    { label: 'Terms of Service', to: paths.terms },
    { label: 'Cookie Policy', to: paths.cookies },
    { label: 'Disclaimers', to: paths.disclaimers },
  ],
} as const;

/** Pages whose top bar stays transparent until the page is scrolled (spec §2): home and blog articles. */
export function hasTransparentTopBar(pathname: string): boolean {
  return pathname === paths.home || /^\/blog\/[^/]+\/?$/.test(pathname);
}

/** The top bar turns solid once the page is scrolled more than this many pixels (spec §9). */
export const TOP_BAR_SCROLL_THRESHOLD = 20;
