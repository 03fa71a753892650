import type { Page } from '@playwright/test';
import { expect, openPage, test } from '../support/site';

const NAV = [
  ['Home', '/'],
  ['Services', '/services'],
  ['Blog', '/blog'],
  ['Calculators', '/calculators'],
  ['Contact', '/contact'],
] as const;

test('the navbar has the five links, and Sign In and Get Started when signed out', async ({ page }) => {
  await openPage(page, '/services');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [label, href] of NAV)
    await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
  await expect(nav.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
  await expect(nav.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/signup');
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  await expect(nav.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
});

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
}

test('on the home page the top bar is transparent up to 20 px of scroll, then white with a shadow', async ({
  page,
}) => {
  await openPage(page, '/');
  const bar = page.locator('header[data-appearance]');
  await expect(bar).toHaveAttribute('data-appearance', 'transparent');
  await expect(bar).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  await scrollTo(page, 20);
  await expect(bar).toHaveAttribute('data-appearance', 'transparent');
  await scrollTo(page, 21);
  await expect(bar).toHaveAttribute('data-appearance', 'translucent');
  await expect(bar).toHaveCSS('background-color', 'rgba(255, 255, 255, 0.94)');
  await expect(bar).not.toHaveCSS('box-shadow', 'none');
  await scrollTo(page, 0);
  await expect(bar).toHaveAttribute('data-appearance', 'transparent');
});

test('on other pages the top bar is solid dark blue whatever the scroll', async ({ page }) => {
  for (const path of ['/services', '/contact', '/privacy', '/no-such-page']) {
    await openPage(page, path);
    const bar = page.locator('header[data-appearance]');
    await expect(bar).toHaveAttribute('data-appearance', 'solid');
    await expect(bar).toHaveCSS('background-color', 'rgb(10, 37, 64)');
    await scrollTo(page, 200);
    await expect(bar).toHaveCSS('background-color', 'rgb(10, 37, 64)');
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the menu toggle opens and closes the menu, and choosing a link closes it', async ({ page }) => {
    await openPage(page, '/services');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const services = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(services).toBeHidden();
    await toggle.click();
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(services).toBeVisible();
    await close.click();
    await expect(services).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await services.click();
    await expect(page).toHaveURL('/contact');
    await expect(services).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});

test('the footer has the address, phone, three social networks, the advertising link, the links and the year', async ({
  page,
}) => {
  await openPage(page, '/');
  const footer = page.locator('footer');
  await expect(footer.locator('address')).toContainText('Bengaluru');
  await expect(footer.getByRole('link', { name: '+91 80 4000 1234' })).toHaveAttribute('href', 'tel:+918040001234');
  const social = footer.getByRole('list', { name: 'Social networks' }).getByRole('link');
  await expect(social).toHaveCount(3);
  for (const href of await social.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
    expect(href).toMatch(/^https:\/\//);
  }
  await expect(footer.getByRole('link', { name: /Advertise with us/ })).toHaveAttribute('href', /^https:\/\//);
  const expected = {
    services: [
      '/services/mutual-funds',
      '/services/financial-planning',
      '/services/tax-planning',
      '/services/wealth-management',
    ],
    tools: ['/calculators/sip', '/calculators/fd', '/calculators/goals', '/calculators/risk'],
    legal: ['/privacy', '/terms', '/cookies', '/disclaimers'],
  };
  for (const [group, hrefs] of Object.entries(expected)) {
    const links = footer.getByRole('navigation', { name: `Footer ${group}` }).getByRole('link');
    expect(await links.evaluateAll((items) => items.map((item) => item.getAttribute('href')))).toEqual(hrefs);
  }
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Meridian Wealth Advisors`);
  await footer.getByRole('link', { name: 'Tax Planning' }).click();
  await expect(page).toHaveURL('/services/tax-planning');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tax Planning');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('every page has the contact section with its form', async ({ page }) => {
  for (const path of ['/', '/services', '/privacy', '/no-such-page']) {
    await openPage(page, path);
    await expect(page.locator('#contact').getByRole('button', { name: 'Send Message' })).toBeVisible();
  }
});
