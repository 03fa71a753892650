import { isValidatedUpiId, PAYMENTS } from '@meridian/shared/compliance';
import { BLOG_POSTS } from '../support/blog';
import { expect, openPage, test } from '../support/site';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// /about and /fees (issue 23, item 8): complete in the HTML the server sends, titled and described,
// in the sitemap, reachable from the footer; /about credits every blog author, /fees keeps to
// SEBI's limits and says no commission is taken.

const BASE = (process.env.BASE_URL ?? 'http://localhost:5173').replace(/\/$/, '');
const POSTS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'mfe-blog', 'src', 'content', 'posts');

/** Every byline the blog's articles carry ('Ananya Iyer, CFP'), from their Markdown. */
const AUTHORS = [
  ...new Set(
    BLOG_POSTS.map((post) => {
      const file = readFileSync(join(POSTS_DIR, `${post.slug}.md`), 'utf8');
      return JSON.parse(/^author: (".*")$/m.exec(file)?.[1] ?? '""') as string;
    }),
  ),
];

const PAGES = [
  {
    path: '/about',
    heading: 'The people behind your plan',
    title: 'About us | Meridian Wealth Advisors',
    sections: ['The firm', 'Our people', 'What the qualifications mean', 'Officers you can reach'],
    footerLink: 'About us',
  },
  {
    path: '/fees',
    heading: 'How we charge',
    title: 'Fees | Meridian Wealth Advisors',
    sections: [
      'No commissions, ever',
      'Two ways to pay, one at a time',
      'Worked examples',
      'What SEBI allows',
      'Our policy',
      'How to pay us safely',
    ],
    footerLink: 'Fees',
  },
];

for (const facts of PAGES) {
  test(`${facts.path} arrives as HTML with its headings, title and description`, async ({ request }) => {
    const response = await request.get(facts.path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(new RegExp(`<h1[^>]*>${facts.heading}</h1>`));
    for (const section of facts.sections) expect(html, section).toContain(`>${section.replace(/,/g, ',')}</h2>`);
    expect(html).toContain(`<title>${facts.title}</title>`);
    expect(html).toMatch(/<meta name="description" content="[^"]{60,}"/);
    expect(html).toContain(`<link rel="canonical" href="${BASE}${facts.path}"`);
  });

  test(`${facts.path} is in the sitemap and reached from the footer`, async ({ page, request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${BASE}${facts.path}</loc>`);
    await openPage(page, '/');
    await page
      .locator('footer')
      .getByRole('navigation', { name: 'Footer for investors' })
      .getByRole('link', { name: facts.footerLink, exact: true })
      .click();
    await expect(page).toHaveURL(facts.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(facts.heading);
    await expect(page).toHaveTitle(facts.title);
  });
}

test('/about gives every author the blog credits a bio, and names the officers from the brand facts', async ({
  request,
}) => {
  const html = await (await request.get('/about')).text();
  expect(AUTHORS.length).toBeGreaterThanOrEqual(6);
  for (const author of AUTHORS) expect(html, author).toMatch(new RegExp(`<h3[^>]*>${author}</h3>`));
  for (const certification of ['NISM Series X-A', 'NISM Series X-B']) expect(html).toContain(certification);
  for (const role of ['Principal officer', 'Compliance officer', 'Grievance officer']) expect(html).toContain(role);
  // The brand module's facts, the demo firm's as they are (the footer says once that it is fictional).
  expect(html).toContain('compliance@meridianwealth.example');
  expect(html).not.toContain('(placeholder)');
});

test('/fees states the limits and worked examples in Indian rupees, the validated UPI ID and SEBI Check, and no cash', async ({
  page,
}) => {
  await openPage(page, '/fees');
  const main = page.locator('main');
  await expect(main).toContainText('₹1,51,000 a year per family');
  await expect(main).toContainText('2.5 % a year of the assets under advice');
  // SEBI's rule since 2 April 2025 (issue 35, item 1), and never "two quarters" as SEBI's limit.
  await expect(main).toContainText('Fees in advance for at most one year (4 quarters), and only if the client agrees.');
  await expect(main).not.toContainText('at most 2 quarters');
  await expect(main).toContainText('Never in cash, and never to a personal account');
  await expect(main).toContainText('receive no commission');
  // The validated UPI ID (a placeholder in the demo build), its QR code's alt text spelling it, and
  // SEBI Check beside each way to pay (issue 35, item 2).
  const id = PAYMENTS.upi[0]?.id.value ?? '';
  expect(isValidatedUpiId(id)).toBe(true);
  await expect(main.locator(`[data-upi-id="${id}"]`)).toHaveText(id);
  const qr = main.getByRole('img', { name: /^QR code to pay our validated UPI ID/ });
  await expect(qr).toHaveAttribute('alt', new RegExp(`${id.replace(/[.]/g, '\\.')}, spelt m e r i d i a n`));
  expect(await qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  const checks = main.locator('a[data-sebi-check]');
  await expect(checks).toHaveCount(4);
  for (const link of await checks.all()) await expect(link).toHaveAttribute('href', PAYMENTS.sebiCheck.href);
  const examples = page.locator('section[aria-labelledby="examples-title"] article');
  await expect(examples).toHaveCount(3);
  await expect(examples.nth(0)).toContainText('₹95,000');
  await expect(examples.nth(0)).toContainText('₹23,750');
  await expect(examples.nth(2)).toContainText('₹80,00,000');
  await expect(examples.nth(2)).toContainText('₹20,000');
  await main.getByRole('link', { name: 'Ask for a free first conversation' }).click();
  await expect(page).toHaveURL('/contact#consultation');
  await expect(page.getByRole('heading', { name: 'Book a free first conversation' })).toBeInViewport();
});

test('on a phone, /about and /fees fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/about', '/fees']) {
    await openPage(page, path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
  }
});
