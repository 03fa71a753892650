import { expect, openPage, seriousA11yViolations, test } from '../support/site';

// Issue 18: what SEBI asks an investment adviser's website to show. The registration facts, the
// officers and both standard texts are in the footer of every page the sitemap lists, legible;
// the home page links the complaint desk, SCORES, SMART ODR, the charter and the complaint data;
// the investor charter is accessible.

const STANDARD_TEXTS = [
  'Investment in securities market are subject to market risks. Read all the related documents carefully before investing.',
  'Registration granted by SEBI, membership of BASL (in case of IAs) and certification from NISM in no way guarantee performance of the intermediary or provide any assurance of returns to investors.',
];

const REGISTRATION_LABELS = [
  'Name as registered',
  'Type of registration',
  'SEBI registration no.',
  'Validity',
  'CIN',
  'BSE enlistment no.',
  'Registered office',
  'Associated SEBI office',
];

const OFFICERS = ['Principal officer', 'Compliance officer', 'Grievance officer', 'Data protection contact'];

/** Pages per test: the sitemap is split so that the workers share it. */
const PER_TEST = 8;

/** The sitemap's paths, read once (the test list is made before any test runs, so it is fetched here). */
async function sitemapPaths(): Promise<string[]> {
  const site = process.env.BASE_URL ?? 'http://localhost:5173';
  const xml = await (await fetch(`${site}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '/').pathname);
}

const paths = await sitemapPaths();
const groups: string[][] = [];
for (let index = 0; index < paths.length; index += PER_TEST) groups.push(paths.slice(index, index + PER_TEST));

test('the sitemap lists the investor pages', () => {
  expect(paths).toEqual(expect.arrayContaining(['/investor-charter', '/complaints', '/complaints-data']));
});

for (const group of groups) {
  test(`the disclosures and both standard texts are on ${group.join(', ')}`, async ({ page }) => {
    test.setTimeout(30_000 + group.length * 10_000);
    for (const path of group) {
      await page.goto(path);
      const region = page.getByRole('contentinfo').getByRole('region', { name: 'Regulatory information' });
      await expect(region, path).toBeVisible();
      for (const label of REGISTRATION_LABELS)
        await expect(region.getByText(label, { exact: true }), path).toBeVisible();
      await expect(region, path).toContainText(/INA\d{9}/);
      const people = region.getByRole('list', { name: 'Officers and contacts' });
      for (const role of OFFICERS) await expect(people.getByText(role, { exact: true }), path).toBeVisible();
      for (const text of STANDARD_TEXTS) {
        const paragraph = region.getByText(text, { exact: true });
        await expect(paragraph, path).toBeVisible();
        // Legible: at least 10 px as rendered.
        const size = await paragraph.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
        expect(size, `${path}: font size of a standard text`).toBeGreaterThanOrEqual(10);
      }
    }
  });
}

test('the footer links the investor charter, the complaint desk and the complaint data', async ({ page }) => {
  await openPage(page, '/services');
  const investors = page.getByRole('navigation', { name: 'Footer for investors' });
  await expect(investors.getByRole('link', { name: 'Investor charter' })).toHaveAttribute('href', '/investor-charter');
  await expect(investors.getByRole('link', { name: 'Lodge a complaint' })).toHaveAttribute('href', '/complaints');
  await expect(investors.getByRole('link', { name: 'Complaint data' })).toHaveAttribute('href', '/complaints-data');
});

test('the home page has its own block of investor links above the footer', async ({ page }) => {
  await openPage(page, '/');
  const block = page.getByRole('region', { name: 'Your rights as an investor' });
  await expect(block).toBeVisible();
  await expect(block.getByRole('link', { name: 'Lodge a complaint' })).toHaveAttribute('href', '/complaints');
  await expect(block.getByRole('link', { name: 'Investor charter' })).toHaveAttribute('href', '/investor-charter');
  await expect(block.getByRole('link', { name: 'Complaint data' })).toHaveAttribute('href', '/complaints-data');
  for (const [name, href] of [
    ['SEBI SCORES (opens in a new tab)', 'https://scores.sebi.gov.in'],
    ['SMART ODR (opens in a new tab)', 'https://smartodr.in'],
  ] as const) {
    const link = block.getByRole('link', { name });
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
  // The block is the page's own, inside main, not the footer's.
  await expect(page.locator('main').getByRole('region', { name: 'Your rights as an investor' })).toHaveCount(1);
});

test('the home page’s figures carry footnotes with their as-of date and approval', async ({ page }) => {
  await openPage(page, '/');
  const trusted = page.locator('section[aria-labelledby="trusted-title"]');
  await expect(trusted.getByText('Assets under advice')).toBeVisible();
  const notes = trusted.getByRole('list', { name: 'Notes on these figures' }).getByRole('listitem');
  await expect(notes).toHaveCount(4);
  for (const note of await notes.all()) {
    await expect(note).toContainText('As of');
    await expect(note).toContainText('Approval reference');
  }
});

test('the investor charter has its sections, a version and a date, and axe finds nothing serious', async ({ page }) => {
  test.setTimeout(60_000); // axe over the long charter takes 20 s on a loaded machine
  await openPage(page, '/investor-charter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Investor charter');
  await expect(page.locator('main')).toContainText(/Version \d+(\.\d+)* · Last updated: \d{1,2} \w+ \d{4}/);
  for (const heading of [
    'Vision and mission for investors',
    'The services we provide',
    'Our duties towards you',
    'Your rights',
    'Do’s and don’ts for investors',
    'Grievance redressal mechanism and timelines',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('the disclaimers state the extent of AI use in the advice', async ({ page }) => {
  await openPage(page, '/disclaimers');
  await expect(
    page.getByRole('heading', { level: 2, name: 'Use of artificial intelligence in our advice' }),
  ).toBeVisible();
  await expect(page.locator('main')).toContainText(
    'We do not use artificial intelligence (AI) tools in giving investment advice.',
  );
});
