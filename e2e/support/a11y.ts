import type { Locator, Page } from '@playwright/test';

// WCAG 2.2 AA checks the accessibility specs share (issue 19, item 5): axe's WCAG tags, and
// measurements axe does not make (target sizes, sideways scrolling, the focus indicator). axe
// itself runs in support/page-checks.ts.

/** axe's rule tags for WCAG 2.0, 2.1 and 2.2 at levels A and AA. */
export const WCAG22_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

/** A target smaller than 24 × 24 CSS px that no exception of WCAG 2.5.8 covers. */
export interface SmallTarget {
  element: string;
  text: string;
  width: number;
  height: number;
}

/**
 * Every visible interactive element on the page smaller than 24 × 24 CSS px that WCAG 2.2's
 * 2.5.8 (Target Size, Minimum) does not exempt. The exceptions, as the criterion states them:
 * - Inline: a link in a sentence or block of text (its size is set by the line-height of the
 *   text around it). Encoded as: an `<a>` whose nearest block-level ancestor contains text that
 *   is not the link's own, and whose own box lays out inline (display inline).
 * - Spacing: an undersized target whose 24 px circle, centred on its box, intersects no other
 *   target and no other target's circle: each pair of centres at least 24 px apart, and no
 *   other target's box within 12 px of its centre.
 * - User agent: a control whose size the browser alone decides (a native checkbox, radio or
 *   date picker left unstyled is not exempt by itself; only controls with no author styling
 *   could be, and the site styles its own, so none is exempted here).
 * - Essential / equivalent: not used.
 * A link whose clickable area is stretched over its card by an absolutely placed ::after is
 * measured as the card (its real target), not as its text.
 * Hidden elements (no box, `visibility: hidden`, inside `aria-hidden`, `inert` or a closed
 * `<details>`) are skipped,
 * as are elements taken out of the tab order and the pointer's way (`tabindex=-1` without a
 * click role, e.g. a heading focused by the router) and the visually-hidden skip link until it
 * is focused.
 */
export function smallTargets(page: Page): Promise<SmallTarget[]> {
  return page.evaluate(() => {
    const MIN = 24;
    const selector = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      '[role="button"]',
      '[role="link"]',
      '[role="tab"]',
      '[role="checkbox"]',
      '[role="radio"]',
      '[role="switch"]',
      '[role="slider"]',
      '[role="menuitem"]',
      '[tabindex]:not([tabindex="-1"])',
    ].join(',');

    const visible = (element: Element): boolean => {
      if (element.closest('[aria-hidden="true"], [inert]')) return false;
      // Not rendered: inside a closed <details> (its content is skipped, yet keeps a box), or
      // under an ancestor drawn with no visibility or opacity.
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return false;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) return false;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return false;
      // Clipped to nothing (a visually hidden skip link, an input under its styled label).
      if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)') return false;
      if (box.width <= 1 && box.height <= 1) return false;
      return true;
    };

    const isBlock = (element: Element): boolean => {
      const display = getComputedStyle(element).display;
      return !display.startsWith('inline') && display !== 'contents';
    };

    /** A link in running text: laid out inline, in a block with text of its own besides the link's. */
    const inlineInText = (element: Element): boolean => {
      if (element.tagName !== 'A') return false;
      if (getComputedStyle(element).display !== 'inline') return false;
      let block: Element | null = element.parentElement;
      while (block && !isBlock(block)) block = block.parentElement;
      if (!block) return false;
      const ownText = (element.textContent ?? '').replace(/\s+/g, '');
      const blockText = (block.textContent ?? '').replace(/\s+/g, '');
      return blockText.length > ownText.length;
    };

    const candidates = [...document.querySelectorAll(selector)].filter((element) => {
      if (!visible(element)) return false;
      // An input drawn by its label (a visually hidden checkbox whose label is the target) is
      // measured through the label below; the input itself then has no box to speak of.
      return true;
    });
    const boxes = candidates.map((element) => element.getBoundingClientRect());

    const failures: SmallTarget[] = [];
    candidates.forEach((element, index) => {
      const box = boxes[index];
      if (!box) return;
      const width = Math.round(box.width * 10) / 10;
      const height = Math.round(box.height * 10) / 10;
      if (box.width >= MIN - 0.01 && box.height >= MIN - 0.01) return;
      if (inlineInText(element)) return;
      // A link stretched over its card by an absolutely placed ::after (inset: 0): the card is the target.
      const after = getComputedStyle(element, '::after');
      if (after.content !== 'none' && after.position === 'absolute' && element instanceof HTMLElement) {
        const card = element.offsetParent?.getBoundingClientRect();
        if (card && card.width >= MIN && card.height >= MIN && card.top <= box.top && card.bottom >= box.bottom) return;
      }
      // An input whose label wraps it or names it and is itself big enough: the label is the target.
      if (element instanceof HTMLInputElement && element.labels) {
        const label = [...element.labels].find((item) => {
          const labelBox = item.getBoundingClientRect();
          return (
            labelBox.width >= MIN && labelBox.height >= MIN && labelBox.top <= box.top && labelBox.bottom >= box.bottom
          );
        });
        if (label) return;
      }
      // Spacing exception: a 24 px circle around this target's centre meets no other target.
      const cx = box.left + box.width / 2;
      const cy = box.top + box.height / 2;
      const crowded = boxes.some((other, otherIndex) => {
        if (otherIndex === index || !other) return false;
        const otherElement = candidates[otherIndex];
        if (!otherElement || otherElement.contains(element) || element.contains(otherElement)) return false;
        // The nearest point of the other target's box to this centre.
        const nx = Math.max(other.left, Math.min(cx, other.right));
        const ny = Math.max(other.top, Math.min(cy, other.bottom));
        if (Math.hypot(nx - cx, ny - cy) < MIN / 2) return true;
        // Another undersized target's circle overlapping this one's.
        if (other.width < MIN || other.height < MIN) {
          const ox = other.left + other.width / 2;
          const oy = other.top + other.height / 2;
          if (Math.hypot(ox - cx, oy - cy) < MIN) return true;
        }
        return false;
      });
      if (!crowded) return;
      const id = element.id ? `#${element.id}` : '';
      const role = element.getAttribute('role');
      failures.push({
        element: `${element.tagName.toLowerCase()}${id}${role ? `[role=${role}]` : ''}`,
        text: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 60),
        width,
        height,
      });
    });
    return failures;
  });
}

/**
 * How far the page scrolls sideways (0 when it does not), and the widest elements that stick out
 * past the viewport's right edge outside a scrolling box of their own, to say what to fix.
 */
export function sidewaysScroll(page: Page): Promise<{ overflow: number; culprits: string[] }> {
  return page.evaluate(() => {
    const scroller = document.scrollingElement ?? document.documentElement;
    // The layout viewport's width: window.innerWidth would grow with a phone's zoom-out to fit
    // a page too wide, hiding the very overflow measured here.
    const width = document.documentElement.clientWidth;
    const overflow = scroller.scrollWidth - width;
    const culprits: string[] = [];
    if (overflow > 0) {
      const scrollsItself = (element: Node): boolean => {
        for (
          let node: Element | null = element.parentElement;
          node && node !== document.body;
          node = node.parentElement
        ) {
          const overflowX = getComputedStyle(node).overflowX;
          if (overflowX === 'auto' || overflowX === 'scroll' || overflowX === 'hidden' || overflowX === 'clip')
            return true;
        }
        return false;
      };
      for (const element of document.body.querySelectorAll('*')) {
        const box = element.getBoundingClientRect();
        if (box.right > width + 0.5 && box.width > 0 && !scrollsItself(element)) {
          const classes =
            typeof element.className === 'string' ? element.className.split(' ').slice(0, 2).join('.') : '';
          culprits.push(
            `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''} right=${Math.round(box.right)}`,
          );
          if (culprits.length >= 8) break;
        }
      }
      // Text that runs out of its own element's box (a long email address in a paragraph).
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node && culprits.length < 8; node = walker.nextNode()) {
        const owner = node.parentElement;
        if (!owner || !node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const box = range.getBoundingClientRect();
        if (box.right > width + 0.5 && !scrollsItself(node))
          culprits.push(
            `text in ${owner.tagName.toLowerCase()} right=${Math.round(box.right)}: "${node.textContent.trim().slice(0, 40)}"`,
          );
      }
    }
    return { overflow, culprits };
  });
}

/** A control the Tab key reached, and whether anything showed that it had the focus. */
export interface FocusStop {
  element: string;
  visible: boolean;
}

/**
 * Presses Tab up to `limit` times (stopping once the focus comes back round to where it started)
 * and says, for each control it reaches, whether the focus is visible: while focused, the
 * control or one of its three nearest ancestors (a field's box drawn by :focus-within, a card
 * around a link) has an outline of 1 px or more, or a box-shadow, that it does not have once the
 * focus has left. Compared with the same elements unfocused, so that a card's resting shadow or a
 * button's resting border does not count as a focus indicator.
 */
export async function tabThrough(page: Page, limit: number): Promise<FocusStop[]> {
  const looks = () =>
    page.evaluate(() => {
      const describe = (element: Element): string => {
        const style = getComputedStyle(element);
        const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1 ? style.outlineWidth : '';
        return `${outline}|${style.boxShadow === 'none' ? '' : style.boxShadow}`;
      };
      const looks: Record<string, string[]> = {};
      for (const element of document.querySelectorAll('[data-focus-stop]')) {
        const chain: string[] = [];
        for (let node: Element | null = element, depth = 0; node && depth < 4; node = node.parentElement, depth += 1)
          chain.push(describe(node));
        looks[element.getAttribute('data-focus-stop') ?? ''] = chain;
      }
      return looks;
    });
  const stops: { element: string; index: number; focused: string[] }[] = [];
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate((index) => {
      const element = document.activeElement;
      if (!element || element === document.body) return null;
      if (element.hasAttribute('data-focus-stop')) return 'again';
      element.setAttribute('data-focus-stop', String(index));
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
      const type = element.getAttribute('type');
      return `${element.tagName.toLowerCase()}${type ? `[type=${type}]` : ''} "${name}"`;
    }, press);
    if (stop === null || stop === 'again') break;
    const focused = (await looks())[String(press)] ?? [];
    stops.push({ element: stop, index: press, focused });
  }
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const resting = await looks();
  await page.evaluate(() =>
    document.querySelectorAll('[data-focus-stop]').forEach((element) => element.removeAttribute('data-focus-stop')),
  );
  return stops.map((stop) => {
    const rest = resting[String(stop.index)] ?? [];
    const visible = stop.focused.some((look, depth) => {
      const [outline = '', shadow = ''] = look.split('|');
      const [restOutline = '', restShadow = ''] = (rest[depth] ?? '').split('|');
      return (outline !== '' && outline !== restOutline) || (shadow !== '' && shadow !== restShadow);
    });
    return { element: stop.element, visible };
  });
}

/**
 * Presses Tab (or Shift+Tab, `back`) until `target` has the focus, as a keyboard user would, and
 * fails if it takes more than `limit` presses: no clicks, no programmatic focus.
 */
export async function tabTo(page: Page, target: Locator, { back = false, limit = 80 } = {}): Promise<void> {
  for (let press = 0; press <= limit; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${String(target)} was not reached in ${limit} presses of ${back ? 'Shift+Tab' : 'Tab'}`);
}
