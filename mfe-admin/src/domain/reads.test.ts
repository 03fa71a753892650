import { describe, expect, it } from 'vitest';
import { countReads } from './reads';

describe('countReads', () => {
  it.each([
    [0, 1],
    [1, 1],
    [1000, 1],
    [1001, 2],
    [10_000, 10],
    [100_000, 100],
  ])('counting %i entries costs %i reads', (count, reads) => {
    expect(countReads(count)).toBe(reads);
  });
});
