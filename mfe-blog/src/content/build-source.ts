// The seed articles as the tests read them (build/posts-plugin.ts, in vitest.config.ts only): the
// site's own posts come from Firestore (src/live), and neither build imports this.
import posts from 'virtual:blog-posts';
import summaries from 'virtual:blog-summaries';
import { staticSource, type BlogSource } from './blog-data';

export function buildSource(): BlogSource {
  return staticSource(summaries, posts);
}

export { posts as builtPosts, summaries as builtSummaries };
