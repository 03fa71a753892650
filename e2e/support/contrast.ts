import type { Page } from '@playwright/test';

// WCAG 2.2 contrast (1.4.3) of the text of every visible button and link on a page, measured in
// the browser as painted: the text's colour against what is really beneath it. axe's contrast rule
// gives up on many real cases (a background from a gradient, a fixed bar over a hero) and missed
// navy text on a navy button, so this measures them itself.

/** A piece of text whose contrast is below what WCAG asks for its size. */
export interface LowContrast {
  text: string;
  element: string;
  foreground: string;
  background: string;
  ratio: number;
  needs: number;
}

/**
 * Every visible button's and link's text whose contrast is under 4.5:1 (3:1 for large text:
 * at least 24 px, or 18.66 px bold). Disabled controls are exempt (WCAG 1.4.3), and text over an
 * image is not judged (its background is not one colour). The background is found by stacking
 * what the browser paints at the text's centre (document.elementsFromPoint: the text's own box,
 * its ancestors, and whatever lies beneath a positioned bar), down to the first opaque layer, each
 * layer at its alpha times the opacity of it and its ancestors; a gradient counts as its worst stop.
 */
export function lowContrastControls(page: Page): Promise<LowContrast[]> {
  return page.evaluate(() => {
    type Rgba = [number, number, number, number];
    const WHITE: Rgba = [255, 255, 255, 1];

    const parse = (value: string): Rgba | null => {
      const match = /rgba?\(([\d.]+),?\s*([\d.]+),?\s*([\d.]+)(?:[,/]\s*([\d.]+%?))?\)/.exec(value);
      if (!match) return null;
      const alphaText = match[4];
      const alpha =
        alphaText === undefined
          ? 1
          : alphaText.endsWith('%')
            ? Number.parseFloat(alphaText) / 100
            : Number.parseFloat(alphaText);
      return [Number(match[1]), Number(match[2]), Number(match[3]), alpha];
    };
    const colours = (value: string): Rgba[] =>
      [...value.matchAll(/rgba?\([^)]*\)/g)].map((match) => parse(match[0])).filter((item) => item !== null);

    /** `top` at `alpha` over an opaque `bottom`. */
    const over = (top: Rgba, alpha: number, bottom: Rgba): Rgba => [
      top[0] * alpha + bottom[0] * (1 - alpha),
      top[1] * alpha + bottom[1] * (1 - alpha),
      top[2] * alpha + bottom[2] * (1 - alpha),
      1,
    ];
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    const luminance = (c: Rgba) => 0.2126 * channel(c[0]) + 0.7152 * channel(c[1]) + 0.0722 * channel(c[2]);
    const ratio = (a: Rgba, b: Rgba) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
      return (light + 0.05) / (dark + 0.05);
    };
    const show = (c: Rgba) => `rgb(${c.slice(0, 3).map(Math.round).join(', ')})`;

    /** The images of a background-image, split at its top-level commas. */
    const imagesOf = (value: string): string[] => {
      const images: string[] = [];
      let depth = 0;
      let start = 0;
      for (let index = 0; index < value.length; index += 1) {
        const char = value[index];
        if (char === '(') depth += 1;
        else if (char === ')') depth -= 1;
        else if (char === ',' && depth === 0) {
          images.push(value.slice(start, index));
          start = index + 1;
        }
      }
      images.push(value.slice(start));
      return images;
    };

    /** The product of the opacity of an element and of its ancestors. */
    const opacityOf = (element: Element): number => {
      let product = 1;
      for (let item: Element | null = element; item; item = item.parentElement)
        product *= Number.parseFloat(getComputedStyle(item).opacity) || 0;
      return product;
    };

    /** The layers beneath a text, topmost first: what is painted at its centre, or its ancestors. */
    const layersUnder = (owner: Element, x: number, y: number): Element[] => {
      const stack = document.elementsFromPoint(x, y);
      const at = stack.indexOf(owner);
      if (at >= 0) return stack.slice(at);
      const chain: Element[] = [];
      for (let item: Element | null = owner; item; item = item.parentElement) chain.push(item);
      return chain;
    };

    /** The possible backgrounds (one per gradient stop), or null when an image lies beneath. */
    const backgroundsUnder = (layers: Element[]): Rgba[] | null => {
      const painted: { colours: Rgba[]; alpha: number }[] = [];
      for (const layer of layers) {
        if (
          layer instanceof HTMLImageElement ||
          layer instanceof HTMLVideoElement ||
          layer instanceof HTMLCanvasElement
        )
          return null;
        const style = getComputedStyle(layer);
        const image = style.backgroundImage;
        if (image.includes('url(')) return null;
        const opacity = opacityOf(layer);
        // Background images are painted top first, over the background colour.
        const sublayers = image === 'none' ? [] : imagesOf(image).map(colours);
        const colour = parse(style.backgroundColor);
        if (colour && colour[3] > 0) sublayers.push([colour]);
        let opaque = false;
        for (const stops of sublayers) {
          if (stops.length === 0) continue;
          painted.push({ colours: stops, alpha: opacity });
          if (stops.every((stop) => stop[3] >= 1) && opacity >= 1) {
            opaque = true;
            break;
          }
        }
        if (opaque) break;
      }
      let results: Rgba[] = [WHITE];
      for (const layer of painted.reverse()) {
        results = layer.colours.flatMap((colour) =>
          results.map((beneath) => over(colour, colour[3] * layer.alpha, beneath)),
        );
      }
      return results;
    };

    const visibleText = (node: Text): { rect: DOMRect } | null => {
      if (!node.data.trim()) return null;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 1 && rect.height > 1);
      const rect = rects[0];
      return rect ? { rect } : null;
    };

    const controls = [...document.querySelectorAll('a[href], button, [role="button"], [role="link"], summary')];
    // Controls inside a fixed bar are measured first, before anything scrolls the page beneath them.
    const fixed = (element: Element) => {
      for (let item: Element | null = element; item; item = item.parentElement)
        if (getComputedStyle(item).position === 'fixed') return true;
      return false;
    };
    controls.sort((a, b) => Number(fixed(b)) - Number(fixed(a)));

    const found: LowContrast[] = [];
    const seen = new Set<Text>();
    for (const control of controls) {
      if (!(control instanceof HTMLElement) || control.closest('[aria-hidden="true"], [inert]')) continue;
      if (control.matches(':disabled') || control.getAttribute('aria-disabled') === 'true') continue;
      if (!control.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node as Text;
        const owner = text.parentElement;
        if (!owner || seen.has(text) || owner.closest('svg')) continue;
        seen.add(text);
        if (!owner.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
        if (!fixed(control)) control.scrollIntoView({ block: 'center', inline: 'center' });
        const shown = visibleText(text);
        if (!shown) continue;
        // Clipped to nothing (visually hidden text, for screen readers).
        const box = owner.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) continue;
        const x = shown.rect.left + shown.rect.width / 2;
        const y = shown.rect.top + shown.rect.height / 2;
        if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) continue;
        const backgrounds = backgroundsUnder(layersUnder(owner, x, y));
        if (!backgrounds) continue;
        const style = getComputedStyle(owner);
        const ink = parse(style.color);
        if (!ink) continue;
        const size = Number.parseFloat(style.fontSize);
        const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
        const needs = large ? 3 : 4.5;
        const alpha = ink[3] * opacityOf(owner);
        let worst = { ratio: Infinity, foreground: ink, background: WHITE };
        for (const background of backgrounds) {
          const foreground = over(ink, alpha, background);
          const value = ratio(foreground, background);
          if (value < worst.ratio) worst = { ratio: value, foreground, background };
        }
        if (worst.ratio < needs) {
          found.push({
            text: text.data.trim().slice(0, 60),
            element: `${control.tagName.toLowerCase()}${control.id ? `#${control.id}` : ''}`,
            foreground: show(worst.foreground),
            background: show(worst.background),
            ratio: Math.round(worst.ratio * 100) / 100,
            needs,
          });
        }
      }
    }
    window.scrollTo(0, 0);
    return found;
  });
}
