/**
 * The four legal pages' addresses, titles and summaries (banner and meta description, at most
 * 160 characters), for the pages and for public-pages.ts; each page's text is in its own file here.
 */
export const LEGAL_PAGES = {
  privacy: {
    path: '/privacy',
    title: 'Privacy policy',
    summary:
      'What personal data we collect through this website, why, how long we keep it and how to exercise your rights under the DPDP Act, 2023.',
  },
  terms: {
    path: '/terms',
    title: 'Terms of service',
    summary:
      'The terms on which you may use this website, its calculators and accounts. Investment advice is given only under a signed advisory agreement.',
  },
  cookies: {
    path: '/cookies',
    title: 'Cookie policy',
    summary:
      'We use no advertising or analytics cookies. This page lists the browser storage we do use, for sign-in and form drafts, and how to clear it.',
  },
  disclaimers: {
    path: '/disclaimers',
    title: 'Disclaimers',
    summary:
      'Our SEBI registration details, the risks of investing, the limits of the information on this website, and how to raise a grievance.',
  },
} as const;
