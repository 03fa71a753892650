/**
 * The Users tab's list state, all of it in the address (so back, forward and reload restore it):
 * an email-prefix search, the sort, and where the page starts. Pure: no React, no Firebase.
 *
 * /admin/users?q=priya&sort=created&after=1732300000000~uid-42
 */
import { unknownValue } from './address';

export type UserSort = 'created' | 'lastLogin';
export const USER_SORTS: readonly UserSort[] = ['created', 'lastLogin'];
export const USERS_PAGE_SIZE = 25;
/** The longest search text kept (the longest email). */
export const USERS_QUERY_MAX = 254;

/** Where a page starts: after the row with this sort value and id. */
export interface UsersCursor {
  /** Milliseconds since 1970 for the time sorts; the email when searching. */
  value: number | string;
  id: string;
}

export interface UsersListState {
  /** An email prefix, lower case ('' for everyone). Matches are listed by email. */
  q: string;
  sort: UserSort;
  after: UsersCursor | null;
}

/** The search text as the query uses it: trimmed, lower case (sign-in addresses are stored so). */
export function normaliseEmailPrefix(text: string): string {
  return text.trim().toLowerCase().slice(0, USERS_QUERY_MAX);
}

function parseCursor(text: string | null, searching: boolean): UsersCursor | null {
  if (!text) return null;
  const at = text.lastIndexOf('~');
  if (at <= 0 || at === text.length - 1) return null;
  const raw = text.slice(0, at);
  const id = text.slice(at + 1);
  if (searching) return { value: raw, id };
  if (!/^\d{1,15}$/.test(raw)) return null;
  return { value: Number(raw), id };
}

export function parseUsersListState(params: URLSearchParams): UsersListState {
  const q = normaliseEmailPrefix(params.get('q') ?? '');
  const sortParam = params.get('sort');
  const sort = USER_SORTS.find((option) => option === sortParam) ?? 'created';
  return { q, sort, after: parseCursor(params.get('after'), q !== '') };
}

/** The address's query for a state; the defaults are left out. */
export function usersListSearch(state: UsersListState): string {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.sort !== 'created') params.set('sort', state.sort);
  if (state.after) params.set('after', `${state.after.value}~${state.after.id}`);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * What the list says about the address when part of it can't be used: an unknown sort, a search
 * longer than any email (cut), a page that can't be read (the list starts at its first page).
 * @example usersListNotices(new URLSearchParams('?sort=name')) // ['“name” is not a sort of this list, so it is sorted by the newest accounts.']
 */
export function usersListNotices(params: URLSearchParams): string[] {
  const notices: string[] = [];
  const q = params.get('q') ?? '';
  const searching = normaliseEmailPrefix(q) !== '';
  // A search lists its matches by email whatever the sort.
  const sort = unknownValue(
    params.get('sort'),
    USER_SORTS,
    'a sort of this list',
    searching ? 'the matches are listed by email address' : 'it is sorted by the newest accounts',
  );
  if (sort) notices.push(sort);
  if (q.trim().length > USERS_QUERY_MAX)
    notices.push(`The search was cut to its first ${USERS_QUERY_MAX} characters, the longest an email address can be.`);
  const after = params.get('after');
  if (after !== null && parseCursor(after, searching) === null)
    notices.push('The page in the address could not be read, so the list starts at its first page.');
  return notices;
}
