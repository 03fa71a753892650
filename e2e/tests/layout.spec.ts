import type { Page } from '@playwright/test';
import { expect, openPage, test } from '../support/site';

// The top bar's links and the footer's lists are checked on the rendered layout in shell
// (src/layout/top-bar.test.tsx, src/layout/footer.test.tsx); here, what needs a browser: the bar
// on scroll, the phone menu, the rows' sizes, and a footer link opening its page at the top.

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

  test('the open menu’s rows are at least 44 px tall and do not overlap', async ({ page }) => {
    await openPage(page, '/services');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    const rows = [...(await nav.getByRole('link').all()), ...(await nav.getByRole('button').all())];
    const boxes = [];
    for (const row of rows) {
      const box = await row.boundingBox();
      if (!box) throw new Error('a menu row is not shown');
      expect(box.height).toBeGreaterThanOrEqual(44);
      boxes.push(box);
    }
    boxes.sort((a, b) => a.y - b.y);
    for (let i = 1; i < boxes.length; i++) {
      const [above, below] = [boxes[i - 1], boxes[i]];
      if (above && below) expect(below.y).toBeGreaterThanOrEqual(above.y + above.height - 0.5);
    }
    // The active link's underline stays within its own row.
    const active = nav.locator('a.active').first();
    const activeBox = await active.boundingBox();
    const next = boxes.find((box) => activeBox && box.y > activeBox.y);
    if (activeBox && next) expect(activeBox.y + activeBox.height).toBeLessThanOrEqual(next.y + 0.5);
  });

  test('Escape closes the menu and gives focus back to the toggle', async ({ page }) => {
    await openPage(page, '/services');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const contact = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' });
    await contact.focus();
    await page.keyboard.press('Escape');
    await expect(contact).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('a tap on the backdrop outside the menu closes it and gives focus back to the toggle', async ({ page }) => {
    await openPage(page, '/services');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const backdrop = page.locator('[data-menu-backdrop]');
    await expect(backdrop).toBeVisible();
    await page.mouse.click(195, 830);
    await expect(backdrop).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    await expect(page).toHaveURL('/services');
  });

  test('Tab and Shift+Tab stay within the toggle and the open menu', async ({ page }) => {
    await openPage(page, '/services');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    const count = (await nav.getByRole('link').count()) + (await nav.getByRole('button').count()) + 1;
    const inside = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        return Boolean(active && (active.closest('nav[aria-label="Main"]') || active.getAttribute('aria-controls')));
      });
    for (let i = 0; i < count + 2; i++) {
      await page.keyboard.press('Tab');
      expect(await inside()).toBe(true);
    }
    for (let i = 0; i < count + 2; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await inside()).toBe(true);
    }
  });
});

test('a footer link opens its page, at the top', async ({ page }) => {
  await openPage(page, '/');
  const footer = page.locator('footer');
  await footer.getByRole('link', { name: 'Tax Planning' }).click();
  await expect(page).toHaveURL('/services/tax-planning');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tax planning');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('every page has the contact section with its form', async ({ page }) => {
  for (const path of ['/', '/services', '/privacy', '/no-such-page']) {
    await openPage(page, path);
    await expect(page.locator('#contact').getByRole('button', { name: 'Send Message' })).toBeVisible();
  }
});
