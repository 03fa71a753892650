/**
 * Every translation of the legal documents and of other pages, and what the pages and the build
 * derive from them: each page's language versions (for the switch) and hreflang alternates (for
 * the head and the sitemap). A new translation is a row here; its path is its language's prefix
 * before the English path ('@meridian/shared/languages', localisedPath).
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
import { investorCharterHi } from './investor-charter.hi';
import { privacyHi } from './privacy.hi';
import type { DocumentTranslation } from './translation';

export type { DocumentTranslation };

export const TRANSLATIONS: readonly DocumentTranslation[] = [privacyHi, investorCharterHi];

/**
 * The pages other than legal documents offered in another language: the English path and the
 * language (the page's own module holds its words and status: the complaint desk's is
 * ../complaints.hi.ts, drawn by pages/complaints-page.hi.tsx at /hi/complaints).
 */
export const PAGE_TRANSLATIONS: readonly { source: string; language: LanguageCode }[] = [
  { source: paths.complaints, language: 'hi' },
];

/** The translation served at `path` ('/hi/privacy'), if any. */
export function translationAt(path: string): DocumentTranslation | undefined {
  return TRANSLATIONS.find((translation) => translation.document.path === path);
}

/** The English path a page at `path` is a version of ('/hi/privacy' → '/privacy'). */
const sourcePathOf = (path: string): string => splitLanguage(path).path;

const versions = new Map<string, PageVersion[]>();

/**
 * The versions of the document at `path` (English first), or none if it is offered in English
 * alone: the same array for the same path.
 */
export function versionsOf(path: string): PageVersion[] {
  const known = versions.get(path);
  if (known) return known;
  const found = findVersions(path);
  versions.set(path, found);
  return found;
}

function findVersions(path: string): PageVersion[] {
  const source = sourcePathOf(path);
  const languages = [
    ...TRANSLATIONS.filter((translation) => translation.source.path === source).map(({ language }) => language),
    ...PAGE_TRANSLATIONS.filter((translation) => translation.source === source).map(({ language }) => language),
  ];
  if (languages.length === 0) return [];
  return [
    { language: SOURCE_LANGUAGE, path: source },
    ...languages.map((language) => ({ language, path: localisedPath(source, language) })),
  ];
}

const alternates = new Map<string, { hreflang: string; path: string }[] | undefined>();

/**
 * The hreflang alternates of the document at `path` (undefined when it has no translation): the
 * same array for the same path, so that a page's metadata is not rewritten on every render.
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
