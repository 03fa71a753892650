import { describe, expect, it } from 'vitest';
import { carryForward, KEEP_RETIRED_BYTES, KEEP_RETIRED_MS, liveOrigin, readReleaseFiles } from './release';

const NOW = 1_800_000_000_000;

describe('carryForward', () => {
  it('keeps its own files current, and retires the live release’s others now, carrying them', () => {
    const live = { files: { 'assets/a-1.js': { retiredAt: null }, 'assets/shared-9.js': { retiredAt: null } } };
    expect(carryForward(['assets/a-2.js', 'assets/shared-9.js'], live, NOW)).toEqual({
      listing: {
        files: {
          'assets/a-2.js': { retiredAt: null },
          'assets/shared-9.js': { retiredAt: null },
          'assets/a-1.js': { retiredAt: NOW },
        },
      },
      carried: ['assets/a-1.js'],
    });
  });

  it('keeps retired files seven days: a tab whose files were retired six days ago still finds them (issue 37)', () => {
    const DAY = 24 * 60 * 60 * 1000;
    expect(KEEP_RETIRED_MS).toBe(7 * DAY);
    const live = {
      files: {
        'assets/route-1.js': { retiredAt: NOW - 6 * DAY, bytes: 40_000 },
        'assets/route-0.js': { retiredAt: NOW - 7 * DAY, bytes: 40_000 },
      },
    };
    const { listing, carried } = carryForward([], live, NOW);
    expect(carried).toEqual(['assets/route-1.js']);
    expect(listing.files['assets/route-1.js']).toEqual({ retiredAt: NOW - 6 * DAY, bytes: 40_000 });
  });

  it('bounds the retired files by size, keeping the most recently retired first', () => {
    const live = {
      files: {
        'assets/oldest.js': { retiredAt: NOW - 3000, bytes: 400 },
        'assets/newest.js': { retiredAt: NOW - 1000, bytes: 400 },
        'assets/middle.js': { retiredAt: NOW - 2000, bytes: 400 },
        'assets/unsized.js': { retiredAt: NOW - 500 },
      },
    };
    expect(carryForward([], live, NOW, 1000).carried).toEqual([
      'assets/unsized.js',
      'assets/newest.js',
      'assets/middle.js',
    ]);
    expect(KEEP_RETIRED_BYTES).toBeGreaterThanOrEqual(16 * 1024 * 1024);
  });

  it('carries a file retired less than the keeping time ago, with its first retirement, and drops it after', () => {
    const live = {
      files: {
        'assets/recent.js': { retiredAt: NOW - KEEP_RETIRED_MS + 1 },
        'assets/old.js': { retiredAt: NOW - KEEP_RETIRED_MS },
      },
    };
    const { listing, carried } = carryForward([], live, NOW);
    expect(carried).toEqual(['assets/recent.js']);
    expect(listing.files['assets/recent.js']).toEqual({ retiredAt: NOW - KEEP_RETIRED_MS + 1 });
  });

  it('a first release carries nothing', () => {
    expect(carryForward(['assets/x.js'], { files: {} }, NOW).carried).toEqual([]);
  });
});

describe('readReleaseFiles', () => {
  it.each([
    ['nothing', null, {}],
    ['a list', [], {}],
    ['files as a list', { files: ['assets/a.js'] }, {}],
    ['a path outside assets/', { files: { 'index.html': { retiredAt: null } } }, {}],
    ['a path that climbs', { files: { 'assets/../../etc/passwd': { retiredAt: null } } }, {}],
    ['a time that is text', { files: { 'assets/a.js': { retiredAt: 'yesterday' } } }, {}],
    ['a good entry', { files: { 'assets/a-1.js': { retiredAt: 5 } } }, { 'assets/a-1.js': { retiredAt: 5 } }],
    [
      'a size',
      { files: { 'assets/a-1.js': { retiredAt: null, bytes: 300 } } },
      { 'assets/a-1.js': { retiredAt: null, bytes: 300 } },
    ],
    [
      'a size that is not a count (left out)',
      { files: { 'assets/a-1.js': { retiredAt: null, bytes: -1 } } },
      { 'assets/a-1.js': { retiredAt: null } },
    ],
  ])('%s', (_what, value, expected) => {
    expect(readReleaseFiles(value).files).toEqual(expected);
  });
});

describe('liveOrigin', () => {
  it.each([
    [{}, 'http://127.0.0.1:5180'],
    [{ RELEASE_LIVE_ORIGIN: 'https://calculators.example/' }, 'https://calculators.example'],
    [{ RELEASE_LIVE_ORIGIN: 'none' }, null],
  ])('%j → %s', (env, expected) => expect(liveOrigin(5180, env)).toBe(expected));
});
