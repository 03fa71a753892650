// Reads a post's Markdown file with its front matter, at build time (posts-plugin.ts): pure
// functions with no browser or Vite API. None of this ships to the browser.
import { countWords, readTimeOf } from '../../shared/posts';
import type { PostSummary } from '../src/content/post';
import { formatPostDate } from '../src/content/post-date';

export { formatPostDate };

/** A post as its file gives it: the card data and the Markdown body. */
export interface PostSource extends PostSummary {
  /** The article body, in Markdown ('' when the file has none). */
  body: string;
  /** The number of words in the body. */
  words: number;
}

export type FrontMatterValue = string | number | boolean | string[];

export interface FrontMatter {
  data: Record<string, FrontMatterValue>;
  body: string;
}

function parseValue(raw: string): FrontMatterValue {
  const value = raw.trim();
  if (value.startsWith('"')) return JSON.parse(value) as string;
  if (value.startsWith("'") && value.endsWith("'") && value.length >= 2) return value.slice(1, -1).replace(/''/g, "'");
  if (value.startsWith('[')) {
    const list: unknown = JSON.parse(value);
    if (!Array.isArray(list) || !list.every((item) => typeof item === 'string')) {
      throw new Error(`expected a list of quoted strings, got ${value}`);
    }
    return list;
  }
  if (/^-?\d+(\.\d+)?$/.test(value)) return Number(value);
  if (value === 'true' || value === 'false') return value === 'true';
  return value;
}

/**
 * Reads the `---` fenced block of `key: value` lines at the top of a file. Values are JSON-style
 * quoted strings, single-quoted or bare strings, numbers, booleans or JSON-style lists of strings.
 */
export function parseFrontMatter(source: string): FrontMatter {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const match = /^---\n([\s\S]*?)\n---(?:\n|$)/.exec(text);
  if (!match) return { data: {}, body: text };
  const data: Record<string, FrontMatterValue> = {};
  (match[1] ?? '').split('\n').forEach((line, index) => {
    if (line.trim() === '' || line.trimStart().startsWith('#')) return;
    const field = /^([A-Za-z][\w-]*):(.*)$/.exec(line);
    if (!field) throw new Error(`front matter line ${index + 1} is not "key: value": ${line}`);
    const [, key = '', value = ''] = field;
    try {
      data[key] = parseValue(value);
    } catch (error) {
      throw new Error(`front matter "${key}": ${error instanceof Error ? error.message : String(error)}`);
    }
  });
  return { data, body: text.slice(match[0].length) };
}

function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** A post from its Markdown file; `file` names the file in error messages. */
export function parsePost(source: string, file: string): PostSource {
  const { data, body } = parseFrontMatter(source);
  const fail = (message: string): never => {
    throw new Error(`${file}: ${message}`);
  };
  const text = (key: string): string => {
    const value = data[key];
    if (typeof value !== 'string' || value.trim() === '') return fail(`"${key}" must be a non-empty string`);
    return value.trim();
  };
  const id = data.id;
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1) return fail('"id" must be a positive whole number');
  const slug = text('slug');
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug))
    return fail(`"slug" must be lower-case words joined by hyphens, got "${slug}"`);
  const datePublished = text('date');
  if (!isIsoDate(datePublished)) return fail(`"date" must be a date written YYYY-MM-DD, got "${datePublished}"`);
  const tags = data.tags ?? [];
  if (!Array.isArray(tags)) return fail('"tags" must be a list');
  const words = countWords(body);
  return {
    id,
    title: text('title'),
    slug,
    excerpt: text('excerpt'),
    author: text('author'),
    date: formatPostDate(datePublished),
    datePublished,
    readTime: readTimeOf(words),
    category: text('category'),
    tags,
    body: body.trim(),
    words,
  };
}

/** Newest first; posts of the same day keep the order of their ids. */
export function sortNewestFirst<P extends PostSummary>(posts: readonly P[]): P[] {
  return [...posts].sort((a, b) => b.datePublished.localeCompare(a.datePublished) || a.id - b.id);
}
