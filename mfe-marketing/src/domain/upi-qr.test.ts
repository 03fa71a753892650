import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { qrModules, qrSvg, spell, svgDataUrl } from './upi-qr';

const URI = 'upi://pay?pa=meridianwealth.ia%40validhdfc&pn=Meridian&cu=INR';

describe('the UPI QR code', () => {
  it.each<[string, string]>([
    ['ab.ia@validx', 'a b dot i a at v a l i d x'],
    ['m_w-2.ia@validsbi', 'm underscore w hyphen 2 dot i a at v a l i d s b i'],
  ])('spells %s as %s', (id, spelt) => {
    expect(spell(id)).toBe(spelt);
  });

  it('draws every dark module of the code uqr encodes, at error correction H, with a border of 2', () => {
    const { data, size } = encode(URI, { ecc: 'H', border: 2 });
    const { side, path } = qrModules(URI);
    expect(side).toBe(size);
    expect(path.match(/M/g)?.length).toBe(data.flat().filter(Boolean).length);
  });

  it('carries the thumbs-up emblem, and the sample band only for a placeholder', () => {
    const real = qrSvg(URI, { placeholder: false, sampleLabel: 'Sample only: do not pay' });
    const sample = qrSvg(URI, { placeholder: true, sampleLabel: 'Sample only: do not pay' });
    expect(real).toContain('fill="#138a36"');
    expect(real).not.toContain('SAMPLE ONLY');
    expect(sample).toContain('>SAMPLE ONLY</text>');
    expect(svgDataUrl(real).startsWith('data:image/svg+xml,%3Csvg')).toBe(true);
  });
});
