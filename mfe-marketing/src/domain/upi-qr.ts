/**
 * The QR code of a validated UPI ID (issue 35, item 2), drawn as an SVG image at render time, the
 * same on the server and in the browser: the modules from uqr (a maintained QR encoder), at
 * error-correction level H so that the emblem in the middle, the white thumbs-up in a green
 * triangle of validated IDs, hides none of what it carries. A placeholder ID is drawn crossed by a
 * red band saying it is a sample, so no one can pay it by mistake. Pure.
 */
import { encode } from 'uqr';

/** The ID spelt out for a screen reader: 'ab.ia@validx' → 'a b dot i a at v a l i d x'. */
export function spell(id: string): string {
  const names: Readonly<Record<string, string>> = { '.': 'dot', '@': 'at', _: 'underscore', '-': 'hyphen' };
  return id
    .split('')
    .map((char) => names[char] ?? char)
    .join(' ');
}

/** The modules of a QR code: its side in modules (border included) and the dark ones' path. */
export function qrModules(text: string): { side: number; path: string } {
  const { data, size } = encode(text, { ecc: 'H', border: 2 });
  let path = '';
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  return { side: size, path };
}

const GREEN = '#138a36';
const RED = '#b3261e';

/**
 * The QR code of a UPI address as an SVG document: modules, the emblem, and for a placeholder the
 * sample band.
 */
export function qrSvg(text: string, options: { placeholder: boolean; sampleLabel: string }): string {
  const { side, path } = qrModules(text);
  const emblem = side * 0.26;
  const at = (side - emblem) / 2;
  const scale = emblem / 24;
  const band = options.placeholder
    ? `<g transform="rotate(-30 ${side / 2} ${side / 2})"><rect x="${-side}" y="${side / 2 - 2.6}" width="${side * 3}" height="5.2" fill="${RED}"/><text x="${side / 2}" y="${side / 2 + 1.3}" font-family="Arial, sans-serif" font-size="3.6" font-weight="700" text-anchor="middle" fill="#fff">${escapeXml((options.sampleLabel.split(':')[0] ?? '').toUpperCase())}</text></g>`
    : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" shape-rendering="crispEdges">`,
    `<rect width="${side}" height="${side}" fill="#fff"/>`,
    `<path d="${path}" fill="#000"/>`,
    `<g transform="translate(${at} ${at}) scale(${scale})" shape-rendering="geometricPrecision">`,
    '<rect x="-1" y="-1" width="26" height="26" fill="#fff"/>',
    `<path d="M12 1 L23.5 22 H0.5 Z" fill="${GREEN}"/>`,
    '<path d="M8.5 13h2v6h-2z M11.2 13l2.3-4.2c.4-.7 1.6-.5 1.5.4l-.4 2.6h2.6c.8 0 1.3.7 1.1 1.4l-1.2 4.3c-.2.5-.6.8-1.1.8h-4.8z" fill="#fff"/>',
    '</g>',
    band,
    '</svg>',
  ].join('');
}

/** The SVG as an image address, for an <img> (which carries the alt text). */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
