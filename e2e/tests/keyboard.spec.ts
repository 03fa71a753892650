import { tabThrough } from '../support/a11y';
import { expect, openPage, test } from '../support/site';

// Keyboard only (issue 19, item 5; WCAG 2.1.1, 2.4.3, 2.4.7): every control the Tab key reaches
// shows that it has the focus (the shell's global :focus-visible ring, or a component's own).

test.describe('the focus is visible', () => {
  for (const path of ['/', '/contact', '/calculators/sip', '/calculators', '/signup', '/accessibility']) {
    test(`on every control Tab reaches on ${path}`, async ({ page }) => {
      test.setTimeout(150_000);
      await openPage(page, path);
      const stops = await tabThrough(page, 160);
      expect(stops.length).toBeGreaterThan(5);
      expect(stops.filter((stop) => !stop.visible).map((stop) => stop.element)).toEqual([]);
    });
  }
});
