import { describe, expect, it } from 'vitest';
import {
  normaliseEmailPrefix,
  parseUsersListState,
  USERS_QUERY_MAX,
  usersListNotices,
  usersListSearch,
  type UsersListState,
} from './users-list';

const parse = (search: string) => parseUsersListState(new URLSearchParams(search));

describe('parseUsersListState', () => {
  it.each<[string, UsersListState]>([
    ['', { q: '', sort: 'created', after: null }],
    ['?sort=lastLogin', { q: '', sort: 'lastLogin', after: null }],
    ['?sort=nonsense', { q: '', sort: 'created', after: null }],
    ['?q=%20Priya%40', { q: 'priya@', sort: 'created', after: null }],
    ['?after=1732300000000~uid-42', { q: '', sort: 'created', after: { value: 1732300000000, id: 'uid-42' } }],
    ['?after=soon~uid-42', { q: '', sort: 'created', after: null }],
    ['?after=1732300000000~', { q: '', sort: 'created', after: null }],
    ['?after=~uid', { q: '', sort: 'created', after: null }],
    ['?q=a&after=a.b%40x.in~uid-1', { q: 'a', sort: 'created', after: { value: 'a.b@x.in', id: 'uid-1' } }],
  ])('%s', (search, expected) => {
    expect(parse(search)).toEqual(expected);
  });
});

describe('usersListSearch', () => {
  it.each<UsersListState>([
    { q: '', sort: 'created', after: null },
    { q: 'ravi', sort: 'lastLogin', after: null },
    { q: '', sort: 'lastLogin', after: { value: 1700000000000, id: 'u1' } },
    { q: 'a~', sort: 'created', after: { value: 'a~b@x.in', id: 'uid9' } },
    { q: 'a+b@', sort: 'created', after: { value: 'a+b@x.in', id: 'u2' } },
  ])('round-trips %j', (state) => {
    expect(parse(usersListSearch(state))).toEqual(state);
  });

  it('leaves the defaults out', () => {
    expect(usersListSearch({ q: '', sort: 'created', after: null })).toBe('');
  });
});

describe('normaliseEmailPrefix', () => {
  it.each([
    ['  Asha.K@Example.IN ', 'asha.k@example.in'],
    ['', ''],
    ['x'.repeat(300), 'x'.repeat(254)],
  ])('%s → %s', (input, expected) => {
    expect(normaliseEmailPrefix(input)).toBe(expected);
  });
});

describe('usersListNotices', () => {
  const long = 'a'.repeat(USERS_QUERY_MAX + 1);
  it.each<[string, string[]]>([
    ['', []],
    ['?sort=lastLogin&q=priya&after=priya%40x.in~uid-1', []],
    ['?after=1732300000000~uid-42', []],
    [`?q=${'a'.repeat(USERS_QUERY_MAX)}`, []],
    ['?sort=name', ['“name” is not a sort of this list, so it is sorted by the newest accounts.']],
    ['?sort=name&q=ravi', ['“name” is not a sort of this list, so the matches are listed by email address.']],
    ['?sort=name&q=%20%20', ['“name” is not a sort of this list, so it is sorted by the newest accounts.']],
    [
      `?q=${long}`,
      [`The search was cut to its first ${USERS_QUERY_MAX} characters, the longest an email address can be.`],
    ],
    ['?after=soon~uid-42', ['The page in the address could not be read, so the list starts at its first page.']],
    ['?after=', ['The page in the address could not be read, so the list starts at its first page.']],
    [
      '?sort=&after=~',
      [
        '“” is not a sort of this list, so it is sorted by the newest accounts.',
        'The page in the address could not be read, so the list starts at its first page.',
      ],
    ],
  ])('%s', (search, expected) => {
    expect(usersListNotices(new URLSearchParams(search))).toEqual(expected);
  });

  it('says nothing of what parseUsersListState uses as it is', () => {
    for (const search of ['', '?sort=lastLogin', '?q=ravi&after=ravi%40x.in~u1', '?after=1~u']) {
      const state = parseUsersListState(new URLSearchParams(search));
      expect(usersListNotices(new URLSearchParams(usersListSearch(state)))).toEqual([]);
    }
  });
});
