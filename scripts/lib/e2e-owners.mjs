// Which workspaces each end-to-end spec exercises: `npm run test:quick` runs the specs of the
// workspaces a change touches (scripts/lib/affected.mjs). scripts/e2e-owners.test.mjs checks that
// every spec in e2e/tests has a row and every row a spec. The page sweep is listed under every
// section; test:quick narrows it to the touched sections' pages (E2E_SECTIONS).

const SECTIONS = ['shell', 'mfe-marketing', 'mfe-blog', 'mfe-calculators', 'mfe-account', 'composer'];

/** @type {Readonly<Record<string, readonly string[]>>} spec file (in e2e/tests) → workspace folders */
export const E2E_OWNERS = {
  'about-fees.spec.ts': ['mfe-marketing'],
  'account.spec.ts': ['mfe-account', 'portal-kit'],
  'admin.spec.ts': ['mfe-admin', 'portal-kit', 'firestore'],
  'auth.spec.ts': ['shell', 'mfe-account'],
  'blog-live.serial.spec.ts': ['mfe-blog', 'mfe-admin', 'composer'],
  'blog.spec.ts': ['mfe-blog', 'composer'],
  'budget.spec.ts': ['shell', 'mfe-account', 'mfe-admin'],
  'calculators-phone.spec.ts': ['mfe-calculators'],
  'calculators.spec.ts': ['mfe-calculators'],
  'comments.spec.ts': ['mfe-blog', 'mfe-admin', 'functions', 'firestore'],
  'complaint-submit.spec.ts': ['mfe-marketing', 'functions', 'firestore'],
  // The monthly data's tables are marketing's renderer, lent through the shell's complaintTables slot.
  'complaint-data.serial.spec.ts': ['mfe-admin', 'mfe-marketing', 'shell', 'portal-kit', 'firestore'],
  // As above.
  'complaints-admin.spec.ts': ['mfe-admin', 'mfe-marketing', 'shell', 'portal-kit', 'firestore'],
  'complaints.spec.ts': ['mfe-marketing', 'mfe-account', 'functions'],
  'booking.spec.ts': ['mfe-marketing', 'mfe-admin', 'functions'],
  'onboarding.spec.ts': ['mfe-account', 'mfe-admin', 'firestore', 'functions', 'portal-kit'],
  'contact.spec.ts': ['shell', 'functions'],
  'counts.spec.ts': ['mfe-admin', 'mfe-account', 'mfe-calculators', 'firestore'],
  'device-memory.spec.ts': ['shell', 'composer', 'mfe-account', 'mfe-admin', 'portal-kit', 'firestore'],
  'editorial-desk.spec.ts': ['mfe-admin', 'mfe-blog', 'firestore'],
  'federation.spec.ts': ['shell', 'composer'],
  'html-first.spec.ts': ['composer', 'functions', 'mfe-account', 'mfe-calculators'],
  'keyboard.spec.ts': ['shell', 'mfe-account', 'mfe-calculators'],
  'languages.spec.ts': ['mfe-marketing', 'composer'],
  'layout.spec.ts': ['shell'],
  'minors.spec.ts': ['mfe-account', 'firestore'],
  'newsletter.spec.ts': ['shell', 'functions'],
  'page-sweep.spec.ts': SECTIONS,
  'phone-tables.spec.ts': ['mfe-marketing', 'mfe-blog', 'mfe-calculators', 'mfe-admin'],
  'privacy.spec.ts': ['mfe-account', 'mfe-marketing', 'firestore'],
  'release.spec.ts': ['shell', 'composer'],
  'rights-centre.spec.ts': ['mfe-account', 'mfe-admin', 'firestore'],
  'routes.spec.ts': ['shell', 'mfe-marketing'],
  'section-failure.spec.ts': ['shell'],
  'signed-in-layout.spec.ts': ['shell', 'composer', 'mfe-account', 'mfe-admin', 'portal-kit'],
  'signed-in-speed.spec.ts': ['shell', 'composer', 'mfe-account'],
  'signed-in-sweep.spec.ts': ['mfe-account', 'mfe-admin', 'portal-kit'],
  'submit.spec.ts': ['functions'],
  'tax-calculators.spec.ts': ['mfe-calculators'],
};
