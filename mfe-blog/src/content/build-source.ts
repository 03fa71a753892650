// The posts as the blog's build read them (build/posts-plugin.ts): the source of the pages the
// build prerenders, and of the tests. The browser never downloads this (the articles' text would
// come with it): it reads what the page carried and the data files instead (blog-source.tsx).
import posts from 'virtual:blog-posts';
import summaries from 'virtual:blog-summaries';
import { staticSource, type BlogSource } from './blog-data';

export function buildSource(): BlogSource {
  return staticSource(summaries, posts);
}

export { posts as builtPosts, summaries as builtSummaries };
