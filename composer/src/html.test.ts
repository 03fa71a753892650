import { describe, expect, it } from 'vitest';
import { insertAt, renumberStyleGroups, replaceAll, scriptJson } from './html';

describe('insertAt', () => {
  it.each([['$&'], ["$'"], ['$`'], ['$$'], ['$1']])('inserts %j literally', (pattern) => {
    expect(insertAt('<a>MARK</a>', 'MARK', `x${pattern}y`)).toBe(`<a>x${pattern}y</a>`);
  });

  it('replaces the first mark only, and refuses a frame without it', () => {
    expect(insertAt('MARK MARK', 'MARK', '1')).toBe('1 MARK');
    expect(() => insertAt('no mark', 'MARK', '1')).toThrow('The frame has no MARK.');
  });
});

describe('replaceAll', () => {
  it('replaces every token, literally', () => {
    expect(replaceAll('a TOKEN b TOKEN', 'TOKEN', '$&')).toBe('a $& b $&');
  });
});

describe('scriptJson', () => {
  it('cannot close its script element or break a line', () => {
    const json = scriptJson({ a: '</script><script>alert(1)</script>', b: '\u2028\u2029' });
    expect(json).not.toContain('</script');
    expect(json).not.toMatch(/[\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual({ a: '</script><script>alert(1)</script>', b: '\u2028\u2029' });
  });
});

describe('renumberStyleGroups', () => {
  const tag = (groups: [number, string][]) =>
    `<style data-styled="true">${groups.map(([n, id]) => `.x{}/*!sc*/\ndata-styled.g${n}[id="${id}"]{content:"x,"}/*!sc*/\n`).join('')}</style>`;

  it('gives each component one group across all tags, so no two components share one', () => {
    const shell = tag([
      [1, 'sc-global'],
      [2, 'sc-button'],
    ]);
    const page = tag([
      [1, 'sc-title'],
      [2, 'sc-button'],
      [3, 'sc-card'],
    ]);
    const result = renumberStyleGroups(`${shell}\n${page}`);
    const groups = [...result.matchAll(/data-styled\.g(\d+)\[id="([^"]+)"\]/g)].map(
      (match) => `${match[2]}=${match[1]}`,
    );
    expect(groups).toEqual(['sc-global=1', 'sc-button=2', 'sc-title=3', 'sc-button=2', 'sc-card=4']);
  });
});
