import { describe, expect, it } from 'vitest';
import { readKeptList } from './kept-list';

interface Item {
  id: string;
}
const readItem = (value: unknown): Item | null =>
  typeof value === 'object' && value !== null && 'id' in value && typeof value.id === 'string'
    ? { id: value.id }
    : null;
const read = (kept: unknown, limit = 3) => readKeptList(kept, limit, readItem, (item) => item.id);

describe('readKeptList', () => {
  it.each<[string, unknown, Item[] | null]>([
    ['an empty list', [], []],
    ['a list, each item as its reader reads it', [{ id: 'a', extra: 1 }, { id: 'b' }], [{ id: 'a' }, { id: 'b' }]],
    [
      'a list as long as the read gives',
      [{ id: 'a' }, { id: 'b' }, { id: 'c' }],
      [{ id: 'a' }, { id: 'b' }, { id: 'c' }],
    ],
    ['nothing for a list longer than the read gives', [{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }], null],
    ['nothing for a list with one unread item', [{ id: 'a' }, { id: 7 }], null],
    ['nothing for a list with an item twice', [{ id: 'a' }, { id: 'a' }], null],
    ['nothing for what is not a list', { id: 'a' }, null],
    ['nothing for nothing', null, null],
  ])('%s', (_, kept, expected) => {
    expect(read(kept)).toEqual(expected);
  });
});
