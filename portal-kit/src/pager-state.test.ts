import { describe, expect, it } from 'vitest';
import { pagerView, pagesToRead, readPages, withPageAdded, type NextPage, type PagesRead } from './pager-state';

interface Numbers {
  items: number[];
  next: number | null;
}

const page = (start: number, next: number | null): Numbers => ({ items: [start], next });
const ready = (key: string, attempt: number, ...pages: Numbers[]): PagesRead<Numbers> => ({
  key,
  attempt,
  loaded: { state: 'ready', value: pages },
});
const failed = (key: string, attempt: number): PagesRead<Numbers> => ({
  key,
  attempt,
  loaded: { state: 'failed', message: 'offline' },
});

const twoPages = ready('all', 0, page(0, 25), page(25, 50));
const lastPage = ready('all', 0, page(0, 25), page(25, null));
const adding: NextPage<Numbers> = { of: twoPages, failed: null };
const addFailed: NextPage<Numbers> = { of: twoPages, failed: 'offline' };

describe('pagerView', () => {
  type Case = [
    string,
    PagesRead<Numbers> | null,
    NextPage<Numbers> | null,
    { key?: string; attempt?: number },
    { loaded: string; shown?: number; hasMore: boolean; busy: boolean; moreFailed: string | null },
  ];
  it.each<Case>([
    ['nothing read yet', null, null, {}, { loaded: 'loading', hasMore: false, busy: false, moreFailed: null }],
    [
      'two pages, more to come',
      twoPages,
      null,
      {},
      { loaded: 'ready', shown: 2, hasMore: true, busy: false, moreFailed: null },
    ],
    [
      'the last page read',
      lastPage,
      null,
      {},
      { loaded: 'ready', shown: 2, hasMore: false, busy: false, moreFailed: null },
    ],
    [
      'the next page being read',
      twoPages,
      adding,
      {},
      { loaded: 'ready', shown: 2, hasMore: true, busy: true, moreFailed: null },
    ],
    [
      'the next page failed',
      twoPages,
      addFailed,
      {},
      { loaded: 'ready', shown: 2, hasMore: true, busy: false, moreFailed: 'offline' },
    ],
    [
      'read again: what was read stays',
      twoPages,
      null,
      { attempt: 1 },
      { loaded: 'ready', shown: 2, hasMore: true, busy: true, moreFailed: null },
    ],
    [
      'read again after a failure: loading',
      failed('all', 0),
      null,
      { attempt: 1 },
      { loaded: 'loading', hasMore: false, busy: true, moreFailed: null },
    ],
    ['a failure', failed('all', 0), null, {}, { loaded: 'failed', hasMore: false, busy: false, moreFailed: null }],
    [
      'another key: loading',
      twoPages,
      adding,
      { key: 'closed' },
      { loaded: 'loading', hasMore: false, busy: false, moreFailed: null },
    ],
    [
      'a next page of an earlier read is left behind',
      ready('all', 1, page(0, 25)),
      adding,
      { attempt: 1 },
      { loaded: 'ready', shown: 1, hasMore: true, busy: false, moreFailed: null },
    ],
  ])('%s', (_label, read, next, { key = 'all', attempt = 0 }, expected) => {
    const view = pagerView(read, next, key, attempt);
    expect({
      loaded: view.loaded.state,
      ...(view.loaded.state === 'ready' ? { shown: view.loaded.value.length } : {}),
      hasMore: view.hasMore,
      busy: view.busy,
      moreFailed: view.moreFailed,
    }).toEqual(expected);
  });

  it('names the last page shown, where the next one starts', () => {
    expect(pagerView(twoPages, null, 'all', 0).last).toEqual(page(25, 50));
    expect(pagerView(twoPages, null, 'closed', 0).current).toBeNull();
  });
});

describe('pagesToRead', () => {
  it.each<[string, PagesRead<Numbers> | null, NextPage<Numbers> | null, string, number]>([
    ['nothing read yet', null, null, 'all', 1],
    ['two pages shown', twoPages, null, 'all', 2],
    ['two shown and the next being read', twoPages, adding, 'all', 3],
    ['two shown, the next failed', twoPages, addFailed, 'all', 2],
    ['another key', twoPages, null, 'closed', 1],
    ['a failure', failed('all', 0), null, 'all', 1],
  ])('%s: %s, %s for %s → %i', (_label, read, next, key, wanted) => {
    expect(pagesToRead(read, next, key)).toBe(wanted);
  });
});

describe('withPageAdded', () => {
  it.each<[string, PagesRead<Numbers> | null, number | 'as it was']>([
    ['the read it was asked for', twoPages, 3],
    ['a read since', ready('all', 1, page(0, 25)), 'as it was'],
    ['nothing', null, 'as it was'],
  ])('to %s', (_label, now, expected) => {
    const after = withPageAdded(now, twoPages, page(50, null));
    if (expected === 'as it was') expect(after).toBe(now);
    else expect(after?.loaded.state === 'ready' ? after.loaded.value.length : 0).toBe(expected);
  });
});

describe('readPages', () => {
  const reader = (total: number) => {
    const reads: unknown[] = [];
    const readPage = async (after: unknown): Promise<Numbers> => {
      reads.push(after);
      const start = typeof after === 'number' ? after : 0;
      return page(start, start + 25 < total ? start + 25 : null);
    };
    return { reads, readPage };
  };

  it.each<[string, number, number, unknown[]]>([
    ['one wanted', 100, 1, [null]],
    ['three wanted', 100, 3, [null, 25, 50]],
    ['more wanted than there are', 60, 5, [null, 25, 50]],
    ['none wanted still reads the first', 60, 0, [null]],
  ])('%s: of %i, %i → reads at %j', async (_label, total, wanted, expected) => {
    const list = reader(total);
    const pages = await readPages(list.readPage, wanted);
    expect(list.reads).toEqual(expected);
    expect(pages).toHaveLength(expected.length);
  });
});
