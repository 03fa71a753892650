/**
 * What a Firestore read costs, in billed document reads: a count aggregation is one read per
 * 1,000 index entries it matched, at least one; a document read is one. Pure.
 */
export function countReads(count: number): number {
  return Math.max(1, Math.ceil(count / 1000));
}
