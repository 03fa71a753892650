import { describe, expect, it, vi } from 'vitest';
import { earlyReads } from './early-reads';

function clock(start = 0) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('earlyReads', () => {
  it('gives the read started early to the first ask of the same person, once', async () => {
    const reads = earlyReads(15_000, clock().now);
    const early = vi.fn(() => Promise.resolve('early'));
    const fresh = vi.fn(() => Promise.resolve('fresh'));
    reads.start('uid-a', 'count:uid-a', early);
    expect(early).toHaveBeenCalledTimes(1);
    await expect(reads.take('uid-a', 'count:uid-a', fresh)).resolves.toBe('early');
    expect(fresh).not.toHaveBeenCalled();
    await expect(reads.take('uid-a', 'count:uid-a', fresh)).resolves.toBe('fresh');
  });

  it.each([
    ['another person', 'uid-b', 0],
    ['nobody signed in', null, 0],
    ['the same person, too late', 'uid-a', 15_001],
  ])('reads afresh for %s', async (_, owner, wait) => {
    const time = clock();
    const reads = earlyReads(15_000, time.now);
    reads.start('uid-a', 'analytics', () => Promise.resolve('of A'));
    time.advance(wait);
    await expect(reads.take(owner, 'analytics', () => Promise.resolve('fresh'))).resolves.toBe('fresh');
    // Not given later either: it was dropped.
    await expect(reads.take('uid-a', 'analytics', () => Promise.resolve('again'))).resolves.toBe('again');
  });

  it('reads again when the read started early failed, and never leaves its rejection unhandled', async () => {
    const reads = earlyReads();
    reads.start('uid-a', 'k', () => Promise.reject(new Error('denied')));
    await expect(reads.take('uid-a', 'k', () => Promise.resolve('fresh'))).resolves.toBe('fresh');
  });

  it('starts no second read for a key already under way', () => {
    const reads = earlyReads();
    const read = vi.fn(() => Promise.resolve(1));
    reads.start('uid-a', 'k', read);
    reads.start('uid-a', 'k', read);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('forgets everything on clear (sign-out)', async () => {
    const reads = earlyReads();
    reads.start('uid-a', 'k', () => Promise.resolve('early'));
    reads.clear();
    await expect(reads.take('uid-a', 'k', () => Promise.resolve('fresh'))).resolves.toBe('fresh');
  });
});
