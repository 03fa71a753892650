// A build-time transform for the posts' Markdown files: importing `post.md?summary` gives the
// front matter and the body's word count, without the body. The home page's Latest Insights
// widget needs only these, so it does not download every article (about 22 KB gzipped).
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { countWords, parseFrontMatter, type PostSummarySource } from './src/content/parse-post';

export function postSummaries(): Plugin {
  return {
    name: 'blog-post-summaries',
    enforce: 'pre',
    load(id) {
      const [file = '', query] = id.split('?');
      if (!file.endsWith('.md') || query !== 'summary') return null;
      this.addWatchFile(file);
      const source = readFileSync(file, 'utf8').replace(/\r\n?/g, '\n');
      const { body } = parseFrontMatter(source);
      const summary: PostSummarySource = {
        frontMatter: source.slice(0, source.length - body.length),
        words: countWords(body),
      };
      return `export default ${JSON.stringify(summary)};`;
    },
  };
}
