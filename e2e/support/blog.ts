import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect } from './site';

export interface BlogPostFacts {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  date: string;
}

const POSTS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'mfe-blog', 'src', 'content', 'posts');

function field(source: string, key: string, file: string): string {
  const match = new RegExp(`^${key}: (".*")$`, 'm').exec(source);
  if (!match?.[1]) throw new Error(`${file} has no ${key}`);
  return JSON.parse(match[1]) as string;
}

/** The blog's posts, read from its Markdown sources, newest first. */
export const BLOG_POSTS: BlogPostFacts[] = readdirSync(POSTS_DIR)
  .filter((file) => file.endsWith('.md'))
  .map((file) => {
    const source = readFileSync(join(POSTS_DIR, file), 'utf8');
    const read = (key: string) => field(source, key, file);
    return {
      slug: read('slug'),
      title: read('title'),
      excerpt: read('excerpt'),
      category: read('category'),
      date: read('date'),
    };
  })
  .sort((a, b) => b.date.localeCompare(a.date));

export const SITE_NAME = 'Meridian Wealth Advisors';

export interface HeadTags {
  title: string;
  titles: number;
  description: string | null;
  descriptions: number;
  canonical: string | null;
  canonicals: number;
  ogType: string | null;
  ogTitle: string | null;
  ogDescription: string | null;
  ogUrl: string | null;
  ogImage: string | null;
  twitterCard: string | null;
  twitterTitle: string | null;
  twitterDescription: string | null;
  twitterImage: string | null;
  jsonLd: unknown[];
}

/**
 * The metadata tags of a document's head: the live page's (html omitted), or those of raw HTML
 * as the server sent it, parsed without running any of its scripts.
 */
export async function headTags(page: Page, html?: string): Promise<HeadTags> {
  return page.evaluate((source) => {
    const doc = source === null ? document : new DOMParser().parseFromString(source, 'text/html');
    const head = doc.head;
    const attr = (selector: string, name: string) => head.querySelector(selector)?.getAttribute(name) ?? null;
    return {
      title: doc.title,
      titles: head.querySelectorAll('title').length,
      description: attr('meta[name="description"]', 'content'),
      descriptions: head.querySelectorAll('meta[name="description"]').length,
      canonical: attr('link[rel="canonical"]', 'href'),
      canonicals: head.querySelectorAll('link[rel="canonical"]').length,
      ogType: attr('meta[property="og:type"]', 'content'),
      ogTitle: attr('meta[property="og:title"]', 'content'),
      ogDescription: attr('meta[property="og:description"]', 'content'),
      ogUrl: attr('meta[property="og:url"]', 'content'),
      ogImage: attr('meta[property="og:image"]', 'content'),
      twitterCard: attr('meta[name="twitter:card"]', 'content'),
      twitterTitle: attr('meta[name="twitter:title"]', 'content'),
      twitterDescription: attr('meta[name="twitter:description"]', 'content'),
      twitterImage: attr('meta[name="twitter:image"]', 'content'),
      jsonLd: Array.from(head.querySelectorAll('script[type="application/ld+json"]')).map(
        (script) => JSON.parse(script.textContent ?? 'null') as unknown,
      ),
    };
  }, html ?? null);
}

/** Scrolls the window to `y` and waits until it is there. */
export async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
}

/** Waits until every image in `selector` has loaded (scrolling lazy ones into view) and returns how many. */
export async function expectImagesLoaded(page: Page, selector: string): Promise<number> {
  const images = page.locator(selector);
  const count = await images.count();
  for (let index = 0; index < count; index += 1) {
    const image = images.nth(index);
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0), {
        message: `image ${index + 1} of ${selector} loaded`,
      })
      .toBe(true);
  }
  return count;
}
