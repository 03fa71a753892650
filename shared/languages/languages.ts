/**
 * The languages the site's notices are offered in, and the rules of their addresses (issue 35,
 * item 6). The DPDP Act 2023 gives every person the option to read a notice in English or in any
 * language of the Eighth Schedule. Plain data and pure functions: node-safe and browser-safe.
 *
 * Addresses: English is the site's own path ('/privacy'); another language puts its code in
 * front ('/hi/privacy'). One address per language, so each version is prerendered as complete
 * HTML, cached and indexed on its own, and named by hreflang; a language chosen by cookie or
 * query string could be none of these.
 *
 * Adding a scheduled language is adding its texts: a row in LANGUAGES (with the words of the
 * page's frame, LANGUAGE_FRAMES), its translated documents where they live, and its prefix among
 * the marketing section's routes in shared/registry.js.
 */

export const LANGUAGES = {
  en: { code: 'en', name: 'English', nativeName: 'English' },
  hi: { code: 'hi', name: 'Hindi', nativeName: 'हिन्दी' },
} as const;

export type LanguageCode = keyof typeof LANGUAGES;
export const SOURCE_LANGUAGE: LanguageCode = 'en';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && Object.hasOwn(LANGUAGES, value);
}

/**
 * Who made a translation and whether compliance has checked it: a 'machine' translation is shown
 * with a note that the English is the authoritative text, until compliance reviews it and
 * records who and when.
 */
export type TranslationStatus =
  { status: 'machine'; by: string; on: string } | { status: 'reviewed'; by: string; on: string };

/** '/privacy' in 'hi' → '/hi/privacy'; in 'en' → '/privacy'. */
export function localisedPath(path: string, language: LanguageCode): string {
  return language === SOURCE_LANGUAGE ? path : `/${language}${path === '/' ? '' : path}`;
}

/** '/hi/privacy' → { language: 'hi', path: '/privacy' }; '/privacy' → { language: 'en', path: '/privacy' }. */
export function splitLanguage(pathname: string): { language: LanguageCode; path: string } {
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(pathname);
  const code = match?.[1];
  if (match && isLanguageCode(code) && code !== SOURCE_LANGUAGE) return { language: code, path: match[2] ?? '/' };
  return { language: SOURCE_LANGUAGE, path: pathname };
}

/** One version of a page: its language and address. */
export interface PageVersion {
  language: LanguageCode;
  path: string;
}

/** The hreflang alternates of a page offered in these languages: each version, and x-default (English). */
export function hreflangAlternates(
  path: string,
  languages: readonly LanguageCode[],
): { hreflang: string; path: string }[] {
  const all: LanguageCode[] = [SOURCE_LANGUAGE, ...languages.filter((code) => code !== SOURCE_LANGUAGE)];
  return [
    ...all.map((language) => ({ hreflang: language, path: localisedPath(path, language) })),
    { hreflang: 'x-default', path },
  ];
}

/** Where the reader's choice of language is kept on their device (named in the cookie policy). */
export const LANGUAGE_STORAGE_KEY = 'meridian:language';

/** The smallest part of Storage the choice needs. */
export interface ChoiceStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The language the reader chose last on this device, if any (and still offered). */
export function rememberedLanguage(storage: ChoiceStorage | null): LanguageCode | null {
  try {
    const value = storage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguageCode(value) ? value : null;
  } catch {
    return null;
  }
}

export function rememberLanguage(storage: ChoiceStorage | null, language: LanguageCode): void {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage refused (private mode, full): the choice holds for this page only.
  }
}

/**
 * The section the reader is at: the last whose top is at or above `offset` pixels from the top of
 * the window (the first if none is yet), given each section's id and its top relative to the window.
 */
export function sectionAt(sections: readonly { id: string; top: number }[], offset: number): string | null {
  let current: string | null = null;
  for (const section of sections) {
    if (section.top <= offset) current = section.id;
    else break;
  }
  return current;
}

/**
 * Where the switch takes the reader: the other version's address, at the same section ('#id')
 * when they had scrolled into one, else at its top.
 */
export function switchTarget(version: PageVersion, sectionId: string | null): string {
  return sectionId ? `${version.path}#${sectionId}` : version.path;
}

/**
 * Where a page opened in one language should go for a reader who chose another on this device:
 * that version's address (keeping the place in the address), or null to stay.
 */
export function rememberedTarget(
  current: LanguageCode,
  versions: readonly PageVersion[],
  remembered: LanguageCode | null,
  hash: string,
): string | null {
  if (!remembered || remembered === current) return null;
  const version = versions.find((item) => item.language === remembered);
  return version ? `${version.path}${hash}` : null;
}
