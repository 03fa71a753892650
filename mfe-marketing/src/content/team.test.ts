import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { byline, CREDENTIALS, team } from './team';

/** The blog's articles (mfe-blog's Markdown), read as files: the sections never import each other. */
const POSTS = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'mfe-blog', 'src', 'content', 'posts');

/** Every author the blog credits, from each article's front matter ('author: "Ananya Iyer, CFP"'). */
function blogAuthors(): string[] {
  const authors = readdirSync(POSTS)
    .filter((file) => file.endsWith('.md'))
    .map(
      (file) =>
        /^author:\s*"?([^"\n]+)"?\s*$/m.exec(readFileSync(join(POSTS, file), 'utf8'))?.[1]?.trim() ??
        `(none in ${file})`,
    );
  return [...new Set(authors)];
}

describe('the /about page’s people', () => {
  it('reads the blog’s authors', () => {
    expect(blogAuthors().length).toBeGreaterThanOrEqual(6);
  });

  it.each(blogAuthors())('the blog’s author “%s” has a bio on /about, under the same byline', (author) => {
    const member = team.find((person) => byline(person) === author);
    expect(member, `no one on /about is credited as “${author}”`).toBeDefined();
    expect(member?.bio.length).toBeGreaterThan(60);
  });

  it.each(team.map((member) => [member.name, member] as const))(
    '%s holds the NISM X-A and X-B SEBI requires of an adviser, and the qualification the byline names',
    (_name, member) => {
      expect(member.credentials.slice(0, 2)).toEqual(['NISM-X-A', 'NISM-X-B']);
      expect(member.credentials).toContain(member.postNominal);
    },
  );

  it('names no registration or membership number (demo content invents none)', () => {
    const text = JSON.stringify({ team, CREDENTIALS });
    expect(text).not.toMatch(/\d{5,}/);
    expect(text).not.toMatch(/\bINA\d/);
  });

  it('uses no superlative the advertisement code forbids', () => {
    expect(JSON.stringify(team)).not.toMatch(/\b(best|leading|top|No\. ?1|number one|guarantee)/i);
  });
});
