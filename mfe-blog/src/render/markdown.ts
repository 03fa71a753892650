// The articles' Markdown rendered to HTML by markdown-it with its safe defaults: raw HTML in the
// source is written out as text, never as markup. Links may go only to http(s) addresses, to this
// site's own paths and to anchors; any other link is left as its text. The same renderer serves
// the blog's build and the editorial desk's live preview (widgets/post-preview.tsx).
import MarkdownIt from 'markdown-it';
// By the posts door's folder, not '@meridian/shared/posts': the blog's build (build/posts-plugin.ts)
// imports this file in Node, which does not load a package's TypeScript (eslint.config.js).
import { isAllowedLink } from '../../../shared/posts';

const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });
markdown.validateLink = isAllowedLink;

const render = markdown.renderer.rules;
const defaultRender: NonNullable<typeof render.link_open> = (tokens, index, options, _env, self) =>
  self.renderToken(tokens, index, options);

// The page has its own h1: the article's headings start at h2.
render.heading_open = (tokens, index, options, env, self) => {
  const token = tokens[index];
  if (token?.tag === 'h1') token.tag = 'h2';
  return defaultRender(tokens, index, options, env, self);
};
render.heading_close = (tokens, index, options, env, self) => {
  const token = tokens[index];
  if (token?.tag === 'h1') token.tag = 'h2';
  return defaultRender(tokens, index, options, env, self);
};

// Links to other sites open as usual but tell them nothing about this page.
render.link_open = (tokens, index, options, env, self) => {
  const token = tokens[index];
  if (token && /^https?:/i.test(token.attrGet('href') ?? '')) token.attrSet('rel', 'noopener noreferrer');
  return defaultRender(tokens, index, options, env, self);
};

// A wide table scrolls sideways on a phone, in a region a keyboard can focus and that says what it holds.
render.table_open = (tokens, index, options, env, self) => {
  const headers: string[] = [];
  for (let at = index + 1; at < tokens.length && tokens[at]?.type !== 'thead_close'; at += 1) {
    if (tokens[at]?.type === 'inline') headers.push(tokens[at]?.content ?? '');
  }
  const label = markdown.utils.escapeHtml(`Table: ${headers.join(', ')}`);
  return `<div class="table-scroll" role="region" aria-label="${label}" tabindex="0">${defaultRender(tokens, index, options, env, self)}`;
};
render.table_close = (tokens, index, options, env, self) => `${defaultRender(tokens, index, options, env, self)}</div>`;
render.th_open = (tokens, index, options, env, self) => {
  tokens[index]?.attrSet('scope', 'col');
  return defaultRender(tokens, index, options, env, self);
};

/** The HTML of an article's Markdown body. */
export function renderMarkdown(source: string): string {
  return markdown.render(source);
}
