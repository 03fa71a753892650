// The seed articles (src/content/posts/*.md, what `npm start` and `npm test` load into Firestore)
// as modules, for the blog's tests (src/content/build-source.ts) and the benchmark's plain-React
// baseline: `import summaries from 'virtual:blog-summaries'` gives every post's card data,
// `import posts from 'virtual:blog-posts'` every post with its HTML. The blog's own builds do not
// use it: the site's posts come from Firestore (src/live), and no Markdown reaches the browser.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import type { Post, PostSummary } from '../src/content/post';
import { parsePost, sortNewestFirst, type PostSource } from './front-matter';
import { renderMarkdown } from '../src/render/markdown';

const POSTS_DIR = fileURLToPath(new URL('../src/content/posts', import.meta.url));
const SUMMARIES = 'virtual:blog-summaries';
const POSTS = 'virtual:blog-posts';

/** Every post in src/content/posts, newest first. */
export function readPosts(): PostSource[] {
  const files = readdirSync(POSTS_DIR).filter((file) => file.endsWith('.md'));
  return sortNewestFirst(files.map((file) => parsePost(readFileSync(join(POSTS_DIR, file), 'utf8'), file)));
}

const summaryOf = ({ body: _body, words: _words, ...summary }: PostSource): PostSummary => summary;

const postOf = (source: PostSource): Post => ({
  ...summaryOf(source),
  html: source.body ? renderMarkdown(source.body) : '',
  words: source.words,
});

export function blogPosts(): Plugin {
  return {
    name: 'meridian-blog-posts',
    resolveId: (id) => (id === SUMMARIES || id === POSTS ? `\0${id}` : null),
    load(id) {
      if (id !== `\0${SUMMARIES}` && id !== `\0${POSTS}`) return null;
      for (const file of readdirSync(POSTS_DIR)) this.addWatchFile(join(POSTS_DIR, file));
      const posts = readPosts();
      const data = id === `\0${SUMMARIES}` ? posts.map(summaryOf) : posts.map(postOf);
      return `export default ${JSON.stringify(data)};`;
    },
  };
}
