import { signInAs } from '../support/sessions';
import { REMOTE_ORIGIN, expect, openPage, test } from '../support/site';

// That every public route shows its page (its heading, a title naming the firm, no section's
// fallback) is the page sweep's (page-sweep.spec.ts), on each page at both sizes.

test('a service card opens its service page', async ({ page }) => {
  await openPage(page, '/');
  await page.getByRole('link', { name: 'Learn more about Tax Planning' }).click();
  await expect(page).toHaveURL('/services/tax-planning');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tax planning');
});

// The home page's sections, /services and each service page's content are checked on the rendered
// pages in mfe-marketing (src/pages/home-page.test.tsx, src/pages/service-pages.test.tsx); the
// frame after the page (contact section, footer) in shell/src/layout/site-layout.test.tsx.

// What the legal pages state (SEBI and SCORES in the disclaimers, the DPDP Act in the privacy
// notice, the browser storage in the cookie notice) is checked on the rendered pages in
// mfe-marketing (src/pages/legal-page.test.tsx); SEBI's disclosures in the footer, on every public
// page, by the page sweep.

// Every unknown address answers 404 with this page in its HTML (html-first.spec.ts, hostile
// requests); the sections' routes send an unknown sub-address to it (shared/src/ui/
// section-routes.test.tsx); /no-such-page hydrates cleanly (the page sweep). Here, once, in a
// browser: the page inside a section's address, and its way home.
test('an unknown address inside a section is the 404 page, with a way home', async ({ page }) => {
  await openPage(page, '/services/no-such-service');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible();
  await page.getByRole('link', { name: 'Go back home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Plan with clarity/);
});

test.describe('a section that fails to load', () => {
  test.use({ allowConsole: [/Failed to load resource|ERR_FAILED|dynamically imported module|remoteEntry/i] });

  test('a section whose code cannot be fetched shows its fallback, the rest of the page works, and Retry loads it', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    // The admin section's site unreachable while a signed-in admin navigates to it.
    await signInAs(page, 'admin');
    await openPage(page, '/');
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    const adminSite = new URL(REMOTE_ORIGIN.admin).host;
    const toAdminSite = (url: URL) => url.host === adminSite;
    await page.route(toAdminSite, (route) => route.abort());
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click();
    await expect(page.locator('[data-remote-fallback]')).toContainText('could not be loaded');
    await expect(page.locator('footer')).toBeVisible();
    // The contact section is still there (one line in the admin area, its form a tap away).
    await expect(page.locator('#contact').getByRole('button', { name: 'Write to us' })).toBeVisible();
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
