import { SERVICE_PAGES } from '../support/public-routes';
import { PUBLIC_ROUTES, REMOTE_ORIGIN, demoAccounts, expect, openPage, signIn, test } from '../support/site';

test.describe('every public route', () => {
  for (const route of PUBLIC_ROUTES) {
    test(`${route.path} shows its page`, async ({ page }) => {
      await openPage(page, route.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
      await expect(page).toHaveTitle(/Meridian Wealth Advisors/);
      await expect(page.locator('main > [data-remote-fallback]')).toHaveCount(0);
    });
  }
});

test('the home page has every section of the spec, in order', async ({ page }) => {
  await openPage(page, '/');
  const headings = await page.locator('main h1, main h2').allTextContents();
  expect(headings).toEqual([
    'Plan with clarity. Invest with confidence.',
    'Your trusted financial partner',
    'What drives us',
    'Our services',
    'Financial tools',
    'Stay informed',
    'Latest Insights',
    'Your rights as an investor',
  ]);
  const hero = page.locator('section[aria-labelledby="hero-title"]');
  // The hero's primary action is the free first conversation (issue 23); the top bar's Get Started stays sign-up.
  await expect(hero.getByRole('link', { name: 'Book a free first conversation' })).toHaveAttribute(
    'href',
    '/contact#consultation',
  );
  await expect(hero.getByRole('link', { name: 'Learn More about our services' })).toHaveAttribute('href', '/services');
  await expect(hero.locator('li')).toHaveText([/₹100 Cr\+/, /1000\+/, /15\+/]);
  const trusted = page.locator('section[aria-labelledby="trusted-title"]');
  await expect(trusted.locator('ul > li')).toHaveCount(4);
  await expect(trusted.getByRole('list', { name: 'Notes on these figures' }).locator('li')).toHaveCount(4);
  await expect(trusted.locator('h3')).toHaveText(['Expert Advisory', 'Personalized Solutions', 'Proven Track Record']);
  await expect(page.getByText('Our mission')).toBeVisible();
  await expect(page.getByText('Our vision')).toBeVisible();
  await expect(
    page.locator('section[aria-labelledby="services-title"]').getByRole('link', { name: /^Learn more about/ }),
  ).toHaveCount(10);
  await expect(page.getByRole('link', { name: 'Try All Calculators' })).toHaveAttribute('href', '/calculators');
  // The contact block follows the page, then the footer.
  await expect(page.locator('main + #contact + footer')).toHaveCount(1);
});

test('a service card opens its service page', async ({ page }) => {
  await openPage(page, '/');
  await page.getByRole('link', { name: 'Learn more about Tax Planning' }).click();
  await expect(page).toHaveURL('/services/tax-planning');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tax planning');
});

test('/services has the banner of the spec and a section per service', async ({ page }) => {
  await openPage(page, '/services');
  await expect(page.getByText('Expert Financial Solutions Tailored to Your Goals')).toBeVisible();
  await expect(page.locator('main h2')).toHaveCount(10);
});

for (const { slug, title } of SERVICE_PAGES) {
  test(`/services/${slug} has real content`, async ({ page }) => {
    await openPage(page, `/services/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    for (const section of ['Who it suits', 'What we do', 'How it works', 'Questions clients ask']) {
      await expect(page.getByRole('heading', { name: section })).toBeVisible();
    }
    expect((await page.locator('main').innerText()).split(/\s+/).length).toBeGreaterThan(350);
  });
}

test('legal pages carry the disclosures an Indian adviser must make', async ({ page }) => {
  await openPage(page, '/disclaimers');
  await expect(page.locator('main')).toContainText('SEBI');
  await expect(page.locator('main')).toContainText('SCORES');
  await openPage(page, '/privacy');
  await expect(page.locator('main')).toContainText('Digital Personal Data Protection Act');
  await openPage(page, '/cookies');
  await expect(page.locator('main')).toContainText(/IndexedDB|local storage/i);
});

for (const path of ['/no-such-page', '/services/no-such-service', '/privacy/extra', '/a/b/c']) {
  test(`${path} is the 404 page`, async ({ page }) => {
    await openPage(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible();
    await page.getByRole('link', { name: 'Go back home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Plan with clarity/);
  });
}

test.describe('a section that fails to load', () => {
  test.use({ allowConsole: [/Failed to load resource|ERR_FAILED|dynamically imported module|remoteEntry/i] });

  test('a section whose code cannot be fetched shows its fallback, the rest of the page works, and Retry loads it', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    // The admin section's site unreachable while a signed-in admin navigates to it.
    const admin = demoAccounts.accounts.find((account) => account.role === 'admin');
    if (!admin) throw new Error('demo-accounts.json has no admin account');
    await openPage(page, '/');
    await signIn(page, admin.email, demoAccounts.password);
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    const adminSite = new URL(REMOTE_ORIGIN.admin).host;
    const toAdminSite = (url: URL) => url.host === adminSite;
    await page.route(toAdminSite, (route) => route.abort());
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click();
    await expect(page.locator('[data-remote-fallback]')).toContainText('could not be loaded');
    await expect(page.locator('footer')).toBeVisible();
    await expect(page.locator('#contact form')).toBeVisible();
    // Once the automatic tries (1, 2 and 4 seconds apart) are over, it is the visitor's Retry.
    await expect(page.locator('[data-remote-fallback]')).toContainText('Please try again in a moment.', {
      timeout: 15_000,
    });
    await page.unroute(toAdminSite);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
  });
});

test('crawlers that run no JavaScript get each page its own title, description and canonical URL', async ({
  request,
}) => {
  const response = await request.get('/services/tax-planning');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html.match(/<title>/g)).toHaveLength(1);
  expect(html).toContain('<title>Tax planning | Meridian Wealth Advisors</title>');
  expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
  expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/services\/tax-planning"/);
  expect(html).toContain('<meta property="og:title" content="Tax planning | Meridian Wealth Advisors"');
});

test('the client keeps one title and description, updated on every navigation', async ({ page }) => {
  await openPage(page, '/services/tax-planning');
  await expect(page).toHaveTitle('Tax planning | Meridian Wealth Advisors');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(page).toHaveTitle('Contact us | Meridian Wealth Advisors');
  expect(await page.locator('head title').count()).toBe(1);
  expect(await page.locator('head meta[name="description"]').count()).toBe(1);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/contact$/);
});
