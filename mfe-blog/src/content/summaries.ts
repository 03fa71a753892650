// The posts without their bodies, for the home page's widget: see post-summaries.ts.
import { parseSummary, sortNewestFirst, type PostSummary, type PostSummarySource } from './parse-post';
import { remoteUrl } from './remote-url';

const sources = import.meta.glob<PostSummarySource>('./posts/*.md', { query: '?summary', import: 'default', eager: true });

/** Every post's card data, newest first. */
export const summaries: readonly PostSummary[] = sortNewestFirst(
  Object.entries(sources).map(([file, { frontMatter, words }]) => parseSummary(frontMatter, file, remoteUrl, words)),
);
