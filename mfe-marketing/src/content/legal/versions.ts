/**
 * Which pages are offered in which languages, and what the pages and the build derive from it:
 * each page's versions (for the language switch) and hreflang alternates (for the head and the
 * sitemap). Paths and language codes only, so that an English page naming its versions downloads
 * none of their texts (those are ./translations.ts's documents and ../complaints.hi.ts).
 * translations.test.ts checks that every translation has its row here.
 */
import { paths } from '@meridian/shared';
import {
  hreflangAlternates,
  localisedPath,
  SOURCE_LANGUAGE,
  splitLanguage,
  type LanguageCode,
  type PageVersion,
} from '@meridian/shared/languages';

/** Each page offered in another language: its English path and the language. */
export const TRANSLATED_PAGES: readonly { source: string; language: LanguageCode }[] = [
  { source: paths.privacy, language: 'hi' },
  { source: paths.investorCharter, language: 'hi' },
  { source: paths.complaints, language: 'hi' },
];

/** The English path a page at `path` is a version of ('/hi/privacy' → '/privacy'). */
const sourcePathOf = (path: string): string => splitLanguage(path).path;

const versions = new Map<string, PageVersion[]>();

/**
 * The versions of the page at `path` (English first), or none if it is offered in English alone:
 * the same array for the same path.
 */
export function versionsOf(path: string): PageVersion[] {
  const known = versions.get(path);
  if (known) return known;
  const source = sourcePathOf(path);
  const languages = TRANSLATED_PAGES.filter((page) => page.source === source).map(({ language }) => language);
  const found: PageVersion[] =
    languages.length === 0
      ? []
      : [
          { language: SOURCE_LANGUAGE, path: source },
          ...languages.map((language) => ({ language, path: localisedPath(source, language) })),
        ];
  versions.set(path, found);
  return found;
}

const alternates = new Map<string, { hreflang: string; path: string }[] | undefined>();

/**
 * The hreflang alternates of the page at `path` (undefined when it has no translation): the same
 * array for the same path, so that a page's metadata is not rewritten on every render.
 */
export function alternatesOf(path: string): { hreflang: string; path: string }[] | undefined {
  if (!alternates.has(path)) {
    const found = versionsOf(path);
    alternates.set(
      path,
      found.length === 0
        ? undefined
        : hreflangAlternates(
            sourcePathOf(path),
            found.map((version) => version.language),
          ),
    );
  }
  return alternates.get(path);
}
