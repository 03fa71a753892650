import { describe, expect, it } from 'vitest';
import { hasTransparentTopBar } from './navigation';

describe('hasTransparentTopBar', () => {
  it.each([
    ['/', true],
    ['/blog/sip-basics', true],
    ['/blog/sip-basics/', true],
    ['/blog', false],
    ['/blog/', false],
    ['/blog/a/b', false],
    ['/services', false],
    ['/contact', false],
    ['/calculators/sip', false],
  ])('%s → %s', (pathname, expected) => {
    expect(hasTransparentTopBar(pathname)).toBe(expected);
  });
});
