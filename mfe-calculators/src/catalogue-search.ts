/**
 * The hub's search over the catalogue: an entry matches when every word of the query is found,
 * case-insensitively, in its title or its description (so "home emi" finds Home Loan EMI). The
 * query is kept in the hub's address as ?q=…
 */

/** What an entry is searched by. */
export interface Searchable {
  title: string;
  description: string;
}

/** The words of a query, lower-cased: '  Home   EMI ' → ['home', 'emi']; an empty query has none. */
export function queryWords(query: string): string[] {
  return query
    .toLocaleLowerCase('en-IN')
    .split(/\s+/)
    .filter((word) => word.length > 0);
}

/**
 * Whether an entry matches a query (every word in its title or description, any case).
 * @example matchesQuery({ title: 'Home Loan EMI', description: 'Monthly EMI…' }, 'home emi') // true
 */
export function matchesQuery(entry: Searchable, query: string): boolean {
  const text = `${entry.title} ${entry.description}`.toLocaleLowerCase('en-IN');
  return queryWords(query).every((word) => text.includes(word));
}

/** The entries that match a query, in their order; a blank query keeps them all. */
export function searchCatalogue<T extends Searchable>(entries: readonly T[], query: string): T[] {
  return entries.filter((entry) => matchesQuery(entry, query));
}

/** The query as kept in the address: trimmed, at most 80 characters ('' when blank). */
export function normaliseQuery(query: string | null): string {
  return (query ?? '').slice(0, 80);
}
