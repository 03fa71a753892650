// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CATEGORIES, CATEGORY_IMAGES } from '../src/content/categories';
import { readPictures, svgDataUrl } from './pictures-plugin';

describe('svgDataUrl', () => {
  it.each([
    ['<svg xmlns="http://www.w3.org/2000/svg"><rect fill="#0a2540"/></svg>'],
    ['  <svg><text>50% & more, "quoted" </text></svg>\n'],
    ['<svg><text>₹ 1,00,000</text></svg>'],
  ])('%s is a data: URL that decodes to the file, with nothing unescaped', (svg) => {
    const url = svgDataUrl(svg);
    expect(url.startsWith('data:image/svg+xml,')).toBe(true);
    const payload = url.slice('data:image/svg+xml,'.length);
    expect(payload).not.toMatch(/[\s"'<>#%&](?![0-9A-F]{2})/);
    expect(decodeURIComponent(payload)).toBe(svg.trim());
  });
});

describe('the inlined pictures', () => {
  it('has every category’s picture, and each stays small', () => {
    const pictures = readPictures();
    for (const category of CATEGORIES) {
      const picture = pictures[CATEGORY_IMAGES[category].path];
      expect(picture, category).toMatch(/^data:image\/svg\+xml,%3Csvg/);
      expect(picture?.length ?? 0, category).toBeLessThan(1600);
    }
  });
});
