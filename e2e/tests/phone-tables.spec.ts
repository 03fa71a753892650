import type { Locator, Page } from '@playwright/test';
import { openAdminAs } from '../support/admin';
import { expect, openPage, test } from '../support/site';

// Tables and charts on a phone (issue 23, items 3 and 4). A year-wise table shows its key column
// (the figure it is about) right after the first column, in view without scrolling sideways, with
// its caption wrapped to the screen; the admin's people table wraps emails only after '@' or '.'
// and never wraps a role; a growth chart's labels are 11–14 px at any width, and pointing at it,
// tapping it or focusing it reads out a year's values in rupees.

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };

/** The calculator pages whose tables hid the column that matters, and that column's heading. */
const TABLES = [
  { path: '/calculators/sip', key: 'Total value' },
  { path: '/calculators/home-loan', key: 'Closing balance' },
  { path: '/calculators/goals', key: 'SIP a month' },
];

/** Right edges of what must be in view without scrolling, in CSS pixels from the viewport's left. */
async function rightEdge(locator: Locator): Promise<{ left: number; right: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not rendered');
  return { left: box.x, right: box.x + box.width };
}

/** Whether an element's text is wider than its box (cut off). */
const clipped = (locator: Locator) =>
  locator.evaluate(
    (element) => element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight,
  );

test.describe('tables on a phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  for (const { path, key } of TABLES) {
    test(`${path}: each table's key column is in view without scrolling, and its caption wraps`, async ({ page }) => {
      await openPage(page, path);
      const regions = page.locator('main [role="region"]:has(> table)');
      expect(await regions.count()).toBeGreaterThan(0);
      for (const region of await regions.all()) {
        const table = region.locator('table');
        await table.scrollIntoViewIfNeeded();
        expect(await region.evaluate((element) => element.scrollLeft)).toBe(0);
        expect(await page.evaluate(() => window.scrollX)).toBe(0);
        const header = table.locator('thead th[data-key-column]');
        await expect(header).toHaveText(key);
        await expect(table.locator('thead th').nth(1)).toHaveText(key);
        const firstCell = table.locator('tbody tr').first().locator('[data-key-column]');
        await expect(firstCell).toContainText('₹');
        for (const [name, cell] of [
          ['header', header],
          ['first cell', firstCell],
        ] as const) {
          const { left, right } = await rightEdge(cell);
          expect(left, `${path}: the key column's ${name} starts in view`).toBeGreaterThanOrEqual(0);
          expect(right, `${path}: the key column's ${name} ends in view`).toBeLessThanOrEqual(PHONE.width);
        }

        const caption = (await table.getAttribute('aria-label')) ?? '';
        expect(caption).not.toBe('');
        const captionText = page.locator('main p').filter({ hasText: caption }).first();
        await expect(captionText).toBeVisible();
        expect(await clipped(captionText), `${path}: the caption “${caption}” is not cut off`).toBe(false);
        expect((await rightEdge(captionText)).right).toBeLessThanOrEqual(PHONE.width);

        const overflows = await region.evaluate((element) => element.scrollWidth > element.clientWidth);
        if (overflows) await expect(page.getByText('Scroll sideways for more columns →').first()).toBeVisible();
      }
    });
  }
});

test.describe('the admin people table on a phone', () => {
  test('emails wrap only after “@” or “.”, roles never wrap, and the email column is in view', async ({ page }) => {
    await page.setViewportSize(LAPTOP);
    await openAdminAs(page, 'admin', '/admin/users');
    await page.setViewportSize(PHONE);
    const rows = page.locator('main tr[data-user]');
    await expect(rows.first()).toBeVisible();
    const table = page.locator('main table').filter({ has: page.locator('tr[data-user]') });
    const header = table.locator('thead th').filter({ hasText: /^Email$/ });
    const firstEmail = rows.first().locator('td').nth(1);
    for (const cell of [header, firstEmail]) {
      const { left, right } = await rightEdge(cell);
      expect(left).toBeGreaterThanOrEqual(0);
      expect(right).toBeLessThanOrEqual(PHONE.width);
    }

    for (const row of await rows.all()) {
      const email = row.locator('td').nth(1);
      const role = row.locator('td').nth(2);
      // The character before each line break of the address, and the lines of the role.
      const breaksAfter = await email.evaluate(linesBreakAfter);
      expect(
        breaksAfter.every((character) => character === '@' || character === '.'),
        breaksAfter.join(' '),
      ).toBe(true);
      expect(await role.evaluate(linesBreakAfter)).toEqual([]);
    }
  });
});

/** The characters after which an element's text wraps to a new line. */
function linesBreakAfter(element: Element): string[] {
  const characters: { character: string; top: number }[] = [];
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    for (let index = 0; index < text.length; index += 1) {
      const range = document.createRange();
      range.setStart(node, index);
      range.setEnd(node, index + 1);
      const rect = range.getBoundingClientRect();
      if (rect.width > 0) characters.push({ character: text[index] ?? '', top: rect.top });
    }
  }
  return characters.flatMap((item, index) => {
    const previous = characters[index - 1];
    return previous && item.top > previous.top + 2 ? [previous.character] : [];
  });
}

/** The rendered size, in CSS pixels, of every text of the page's growth charts (font size × scale). */
function chartTextSizes(page: Page): Promise<number[]> {
  return page.locator('[data-growth-chart] svg text').evaluateAll((texts) =>
    texts.map((text) => {
      const scale = text instanceof SVGGraphicsElement ? (text.getScreenCTM()?.a ?? 1) : 1;
      return Math.round(parseFloat(getComputedStyle(text).fontSize) * scale * 10) / 10;
    }),
  );
}

test.describe('growth charts', () => {
  for (const [name, viewport] of [
    ['phone', PHONE],
    ['laptop', LAPTOP],
  ] as const) {
    test(`on a ${name}, axis labels are 11–14 px, the axes are titled, and a point shows its value`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      for (const path of ['/calculators/sip', '/calculators/home-loan']) {
        await openPage(page, path);
        const chart = page.locator('[data-growth-chart]').first();
        await chart.scrollIntoViewIfNeeded();
        await expect
          .poll(async () => {
            const sizes = await chartTextSizes(page);
            return sizes.length > 0 && sizes.every((size) => size >= 11 && size <= 14);
          }, `${path}: every chart label is 11–14 px tall`)
          .toBe(true);
        const texts = await chart.locator('svg text').allTextContents();
        expect(texts).toContain('Amount (₹)');
        expect(texts).toContain('Year');

        const readout = page.locator('[data-chart-readout]').first();
        await chart.hover({ position: { x: 200, y: 100 } });
        await expect(readout).toContainText('₹');
        await expect(readout).toHaveText(/^Year \d+: /);

        await openPage(page, path);
        await page.locator('[data-growth-chart]').first().focus();
        await expect(page.locator('[data-chart-readout]').first()).toContainText('₹');
        const last = await page.locator('[data-chart-readout]').first().textContent();
        await page.keyboard.press('ArrowLeft');
        await expect(page.locator('[data-chart-readout]').first()).not.toHaveText(last ?? '');
        await expect(page.locator('[data-chart-readout]').first()).toContainText('₹');
        // The text equivalent stays: the chart's summary and the year-wise table.
        await expect(page.locator('[data-growth-chart] svg[role="img"]').first()).toHaveAttribute('aria-label', /₹/);
        await expect(page.locator('main table').first()).toBeVisible();
      }
    });
  }
});

test.describe('growth charts on a touch screen', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('tapping the chart shows a value', async ({ page }) => {
    await openPage(page, '/calculators/sip');
    const chart = page.locator('[data-growth-chart]').first();
    await chart.scrollIntoViewIfNeeded();
    await chart.tap({ position: { x: 150, y: 120 } });
    await expect(page.locator('[data-chart-readout]').first()).toContainText('₹');
  });
});
