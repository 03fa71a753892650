import { matchPath, paths } from '@meridian/shared';

/**
 * The top bar's links: the spec's five (§2), and Fees and About, which a prospective client looks
 * for before booking (issue 38, item 2).
 */
export const NAV_LINKS = [
  { label: 'Home', to: paths.home },
  { label: 'Services', to: paths.services },
  { label: 'Fees', to: paths.fees },
  { label: 'About', to: paths.about },
  { label: 'Blog', to: paths.blog },
  { label: 'Calculators', to: paths.calculators },
  { label: 'Contact', to: paths.contact },
] as const;

export const footerLinks = {
  services: [
    { label: 'Mutual funds', to: paths.service('mutual-funds') },
    { label: 'Financial planning', to: paths.service('financial-planning') },
    { label: 'Tax planning', to: paths.service('tax-planning') },
    { label: 'Wealth management', to: paths.service('wealth-management') },
  ],
  tools: [
    { label: 'SIP calculator', to: paths.calculator('sip') },
    { label: 'FD calculator', to: paths.calculator('fd') },
    { label: 'Goal planner', to: paths.calculator('goals') },
    { label: 'Risk profile', to: paths.calculator('risk') },
  ],
  legal: [
    { label: 'Privacy policy', to: paths.privacy },
    { label: 'Terms of service', to: paths.terms },
    { label: 'Cookie policy', to: paths.cookies },
    { label: 'Disclaimers', to: paths.disclaimers },
    { label: 'Accessibility', to: paths.accessibility },
  ],
  investors: [
    { label: 'About us', to: paths.about },
    { label: 'Fees', to: paths.fees },
    { label: 'Investor charter', to: paths.investorCharter },
    { label: 'Lodge a complaint', to: paths.complaints },
    { label: 'Complaint data', to: paths.complaintsData },
    { label: 'Registrations', to: paths.registrations },
  ],
} as const;

/** Route patterns of the pages whose top bar stays transparent until scrolled (spec §2): home and blog articles. */
export const TRANSPARENT_TOP_BAR = [paths.home, paths.blogPost(':slug')] as const;

export function hasTransparentTopBar(pathname: string): boolean {
  return TRANSPARENT_TOP_BAR.some((pattern) => matchPath(pattern, pathname) !== null);
}

/** The top bar turns solid once the page is scrolled more than this many pixels (spec §9). */
export const TOP_BAR_SCROLL_THRESHOLD = 20;

/**
 * Route patterns of the pages whose contact section is one line, its form a tap away (issue 38):
 * the account's forms, the dashboard and the admin area, where a person came to do something
 * else and a full marketing form is in the way, and /contact, whose own page starts with every
 * way to reach the firm and the booking form (one form at a time). Every other page shows the
 * whole section.
 */
export const ONE_LINE_CONTACT = [
  paths.contact,
  paths.signIn,
  paths.signUp,
  paths.forgotPassword,
  paths.resetPassword,
  `${paths.dashboard}/*`,
  `${paths.admin}/*`,
] as const;

export function hasOneLineContact(pathname: string): boolean {
  return ONE_LINE_CONTACT.some((pattern) => matchPath(pattern, pathname) !== null);
}
