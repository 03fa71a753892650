/**
 * Every translation of the legal documents: a new one is a row here, and its page's row in
 * ./versions.ts (which names each page's versions without their texts); its path is its
 * language's prefix before the English path ('@meridian/shared/languages', localisedPath).
 */
import { investorCharterHi } from './investor-charter.hi';
import { privacyHi } from './privacy.hi';
import type { DocumentTranslation } from './translation';

export type { DocumentTranslation };

export const TRANSLATIONS: readonly DocumentTranslation[] = [privacyHi, investorCharterHi];

/** The translation served at `path` ('/hi/privacy'), if any. */
export function translationAt(path: string): DocumentTranslation | undefined {
  return TRANSLATIONS.find((translation) => translation.document.path === path);
}
