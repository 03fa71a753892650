import type { Locator, Page } from '@playwright/test';
import { expect, openPage, test } from '../support/site';

// Calculators on a phone (issue 23, items 5 and 7). While the inputs change, a bar at the bottom
// of the screen shows the primary result (the same figure as the results), without covering the
// field being edited, and goes once the results are in view; sliders are at least 24 px targets.
// The hub shows its catalogue at once, with a search box kept in the address; no grid of result
// cards leaves one card alone on a row.

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };

/** The calculator pages whose result summary is checked, one per kind of page. */
const SUMMARY_PAGES = ['/calculators/sip', '/calculators/home-loan', '/calculators/ppf', '/calculators/hra'];

async function box(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not rendered');
  return found;
}

/** The top of each card of the result grid, one per card: a row's cards share their top. */
async function rowsOfResultCards(page: Page): Promise<number[]> {
  return page.locator('[data-result-count] > div').evaluateAll((cards) => {
    const rows = new Map<number, number>();
    for (const card of cards) {
      const top = Math.round(card.getBoundingClientRect().top);
      rows.set(top, (rows.get(top) ?? 0) + 1);
    }
    return [...rows.values()];
  });
}

test.describe('a calculator on a phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });
  test.slow();

  for (const path of SUMMARY_PAGES) {
    test(`${path}: the result bar shows the result while a slider moves, and goes once the results are in view`, async ({
      page,
    }) => {
      await openPage(page, path);
      const bar = page.locator('[data-result-summary]');
      const figure = bar.locator('[data-summary-result]');
      const primary = page.locator('main [data-primary-result]').first();
      await expect(bar).toBeVisible();
      await expect(figure).toHaveText((await primary.textContent()) ?? '');

      const slider = page.locator('main input[type="range"]').first();
      await slider.scrollIntoViewIfNeeded();
      const before = await figure.textContent();
      // Moved to 70 % of its track, as a drag would.
      const position = await slider.evaluate((element) => {
        const input = element as HTMLInputElement;
        const min = Number(input.min);
        const max = Number(input.max);
        const step = Number(input.step) || 1;
        return String(min + Math.round(((max - min) * 0.7) / step) * step);
      });
      await slider.fill(position);
      await expect(figure).not.toHaveText(before ?? '');
      await expect(bar).toBeVisible();
      await expect(figure).toHaveText((await primary.textContent()) ?? '');
      // The slider being moved is not under the bar.
      const sliderBox = await box(slider);
      const barBox = await box(bar);
      expect(sliderBox.y + sliderBox.height).toBeLessThanOrEqual(barBox.y);

      // A field focused behind the bar is scrolled above it.
      const last = page.locator('main input[type="range"]').last();
      await page.evaluate(() => window.scrollTo(0, 0));
      await last.focus();
      const lastBox = await box(last);
      const barNow = await box(bar);
      if (await bar.isVisible()) expect(lastBox.y + lastBox.height).toBeLessThanOrEqual(barNow.y);

      // Once the results are in view, the bar goes.
      await page.evaluate(() => document.getElementById('results-title')?.scrollIntoView({ block: 'center' }));
      await expect(bar).toBeHidden();
      // The bar's link leads to the results.
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(bar).toBeVisible();
      await bar.getByRole('link', { name: 'See results' }).click();
      await expect(page.locator('#results-title')).toBeInViewport();
    });
  }

  test('every slider and its thumb is at least 24 px tall (WCAG 2.5.8)', async ({ page }) => {
    await openPage(page, '/calculators/sip');
    const sliders = page.locator('main input[type="range"]');
    expect(await sliders.count()).toBeGreaterThan(2);
    for (const slider of await sliders.all()) {
      const { height, width } = await box(slider);
      expect(height).toBeGreaterThanOrEqual(24);
      expect(width).toBeGreaterThanOrEqual(200);
    }
    // The thumb is drawn 28 px wide: tapping 12 px beside the thumb's centre still takes it.
    const slider = sliders.first();
    const sliderBox = await box(slider);
    const thumbSize = await slider.evaluate(
      (element) => getComputedStyle(element, '::-webkit-slider-thumb').height || '28px',
    );
    expect(Number.parseFloat(thumbSize)).toBeGreaterThanOrEqual(24);
    await page.mouse.click(sliderBox.x + sliderBox.width * 0.9, sliderBox.y + sliderBox.height / 2);
    await expect(page.locator('main [data-primary-result]').first()).not.toHaveText('₹11,61,695');
  });

  test('the result bar is not on a laptop', async ({ page }) => {
    await page.setViewportSize(LAPTOP);
    await openPage(page, '/calculators/sip');
    await expect(page.locator('[data-result-summary]')).toBeHidden();
  });
});

test.describe('the hub on a phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });
  test.slow();

  test('the catalogue is reached at once: the search box, the filters and the first card are on the first screen', async ({
    page,
  }) => {
    await openPage(page, '/calculators');
    await expect(page.getByRole('searchbox', { name: 'Search calculators' })).toBeInViewport();
    await expect(page.getByRole('button', { name: 'All Calculators' })).toBeInViewport();
    const firstCard = page.locator('#catalogue-title ~ ul > li').first();
    expect((await box(firstCard)).y).toBeLessThan(PHONE.height);
    // The FIRE panel is one line until opened, and opens on demand.
    const fire = page.locator('section[aria-labelledby="fire-panel-title"]');
    expect((await box(fire)).height).toBeLessThan(160);
    await expect(fire.getByRole('spinbutton').or(fire.getByRole('textbox')).first()).toBeHidden();
    await fire.locator('summary').click();
    await expect(fire.locator('[data-primary-result]')).toBeVisible();
  });

  test('the search filters the cards, keeps ?q= in the address across a reload, works with a category and can be cleared', async ({
    page,
  }) => {
    await openPage(page, '/calculators');
    const cards = page.locator('#catalogue-title ~ ul > li h3');
    const search = page.getByRole('searchbox', { name: 'Search calculators' });
    await search.fill('Loan');
    await expect(page).toHaveURL(/\?q=Loan$/);
    await expect(cards).toHaveText(['EMI', 'Car Loan EMI', 'Home Loan EMI']);
    await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toHaveText(
      'Showing 3 calculators matching “Loan”',
    );

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-ready', /(^| )page( |$)/);
    await expect(search).toHaveValue('Loan');
    await expect(cards).toHaveText(['EMI', 'Car Loan EMI', 'Home Loan EMI']);

    await page.getByRole('button', { name: 'Tax Planning' }).click();
    await expect(page).toHaveURL(/category=Tax/);
    await expect(page).toHaveURL(/q=Loan/);
    await expect(cards).toHaveCount(0);
    await expect(page.getByText('No calculator matches “Loan” in Tax Planning.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear the search' }).click();
    await expect(page).not.toHaveURL(/q=/);
    await expect(cards).toHaveCount(7);

    await search.fill('ppf');
    await expect(cards).toHaveText(['PPF']);
  });
});

for (const [name, viewport] of [
  ['a phone', PHONE],
  ['a laptop', LAPTOP],
] as const) {
  test.describe(`result cards on ${name}`, () => {
    test.use({ viewport });

    for (const path of ['/calculators/home-loan', '/calculators/goals', '/calculators/sip', '/calculators/fire']) {
      test(`${path}: no result card is alone on a row`, async ({ page }) => {
        await openPage(page, path);
        const rows = await rowsOfResultCards(page);
        expect(rows.length).toBeGreaterThan(0);
        // Either one card per row (the rows of a list) or rows of two or more.
        const list = rows.every((cards) => cards === 1);
        if (!list) for (const cards of rows) expect(cards).toBeGreaterThan(1);
        if (list && rows.length > 1) {
          // A list's rows span the panel: no card beside an empty space.
          const widths = await page
            .locator('[data-result-count] > div')
            .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().width));
          const grid = await box(page.locator('[data-result-count]').first());
          for (const width of widths) expect(width).toBeGreaterThan(grid.width - 4);
        }
      });
    }
  });
}
