import { describe, expect, it } from 'vitest';
import { readKeptAnalytics } from './analytics-figures';

describe('readKeptAnalytics', () => {
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
    ['as kept', figures, figures],
    ['no weeks', { ...figures, weekly: [] }, { ...figures, weekly: [] }],
    ['a figure that is text', { ...figures, totalUsers: '1200' }, null],
    ['a negative figure', { ...figures, reads: -1 }, null],
    ['a fraction', { ...figures, activeUsers: 2.5 }, null],
    ['a week without a label', { ...figures, weekly: [{ count: 3 }] }, null],
    ['a week’s label too long to be one', { ...figures, weekly: [{ label: 'x'.repeat(21), count: 3 }] }, null],
    ['weeks that are no list', { ...figures, weekly: {} }, null],
    ['null', null, null],
  ])('%s', (_, kept, expected) => {
    expect(readKeptAnalytics(kept)).toEqual(expected);
  });
});
