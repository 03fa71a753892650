/**
 * A content text with its references made links (issue 38, item 3): an https address links out,
 * a path of this site that the router knows (`paths`, shared/src/config/paths.ts) links within the
 * site, and an email address opens a message. Content files write references as plain text
 * ("our complaints page (/complaints)"), so the compliance officer edits words, never markup.
 * Pure: the page draws the parts.
 */
import { paths } from '@meridian/shared';

export type TextPart =
  { kind: 'text'; text: string } | { kind: 'external' | 'site' | 'email'; text: string; href: string };

/** The fixed paths of the site's pages (the home page's '/' is never taken from running text). */
const SITE_PATHS: ReadonlySet<string> = new Set(
  Object.values(paths).flatMap((path) => (typeof path === 'string' && path !== paths.home ? [path] : [])),
);

// An https address (up to a space or a closing bracket); an email address; a path after a space
// or an opening bracket. Punctuation that ends a sentence is not part of an address.
const REFERENCE =
  /(https:\/\/[^\s)]+)|([A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)|((?<=^|[\s(])\/[a-z0-9-]+(?:\/[a-z0-9-]+)*)/g;
const TRAILING = /[.,;:!?]+$/;

/**
 * The text as parts, in order, their texts joined giving the text back.
 * @example linkedText('Write to us (/complaints).').map((part) => part.kind) // ['text', 'site', 'text']
 */
export function linkedText(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  const push = (part: TextPart) => {
    const last = parts[parts.length - 1];
    if (part.kind === 'text' && last?.kind === 'text') last.text += part.text;
    else if (part.text !== '') parts.push(part);
  };
  for (const match of text.matchAll(REFERENCE)) {
    const found = match[0].replace(TRAILING, '');
    const start = match.index;
    push({ kind: 'text', text: text.slice(at, start) });
    if (match[1]) push({ kind: 'external', text: found, href: found });
    else if (match[2]) push({ kind: 'email', text: found, href: `mailto:${found}` });
    else if (SITE_PATHS.has(found)) push({ kind: 'site', text: found, href: found });
    else push({ kind: 'text', text: found });
    at = start + found.length;
  }
  push({ kind: 'text', text: text.slice(at) });
  return parts;
}
