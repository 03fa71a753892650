// The blog's articles, read and rendered when the blog is built: `import summaries from
// 'virtual:blog-summaries'` gives every post's card data, `import posts from 'virtual:blog-posts'`
// every post with its HTML, for the prerender (src/content/build-source.ts). The live site renders
// the posts from Firestore (src/live); the browser gets them in the pages' HTML and from it.
// No Markdown or front matter parsing reaches the browser.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { brand, PUBLISHED_POSTS_FILE, type PublishedPost } from '../../shared/build';
import { categoryImage } from '../src/content/categories';
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

/** What the blog publishes about each post (posts.json): its facts and its search preview. */
export function publishedPosts(posts: PostSource[]): PublishedPost[] {
  return posts.map((post) => ({
    slug: post.slug,
    title: post.title,
    datePublished: post.datePublished,
    category: post.category,
    author: post.author,
    preview: {
      title: `${post.title} | ${brand.name}`,
      description: post.excerpt,
      image: categoryImage(post.category).path,
    },
  }));
}

export function blogPosts(): Plugin {
  return {
    name: 'meridian-blog-posts',
    generateBundle() {
      if (this.environment.config.build.ssr) return;
      const posts = readPosts();
      this.emitFile({
        type: 'asset',
        fileName: PUBLISHED_POSTS_FILE,
        source: `${JSON.stringify(publishedPosts(posts), null, 2)}\n`,
      });
    },
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
