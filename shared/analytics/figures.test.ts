import { describe, expect, it } from 'vitest';
import { analyticsOf, readsOfCount } from './figures';

describe('analyticsOf: the function’s answer, or the device’s kept copy', () => {
  const figures = {
    totalUsers: 1200,
    activeUsers: 300,
    recentSignups: 40,
    totalCalculations: 5100,
    weekly: [
      { label: '3 Nov', count: 9 },
      { label: '10 Nov', count: 0 },
    ],
    reads: 12,
  };
  it.each<[string, unknown, unknown]>([
    ['as sent or kept', figures, figures],
    ['no weeks', { ...figures, weekly: [] }, { ...figures, weekly: [] }],
    ['a figure that is text', { ...figures, totalUsers: '1200' }, null],
    ['a negative figure', { ...figures, reads: -1 }, null],
    ['a fraction', { ...figures, activeUsers: 2.5 }, null],
    ['a week without a label', { ...figures, weekly: [{ count: 3 }] }, null],
    ['a week’s label too long to be one', { ...figures, weekly: [{ label: 'x'.repeat(21), count: 3 }] }, null],
    ['weeks that are no list', { ...figures, weekly: {} }, null],
    ['null', null, null],
  ])('%s', (_, kept, expected) => {
    expect(analyticsOf(kept)).toEqual(expected);
  });
});

describe('readsOfCount', () => {
  it.each([
    [0, 1],
    [1, 1],
    [1000, 1],
    [1001, 2],
    [10_000, 10],
    [100_000, 100],
  ])('counting %i entries costs %i reads', (count, reads) => {
    expect(readsOfCount(count)).toBe(reads);
  });
});
