/**
 * A legal document in another language (issue 35, item 6): its text, the English document and
 * version it translates, and its status (machine or reviewed, by whom, when), which the page shows
 * until compliance reviews it. Adding a language is adding its translations to TRANSLATIONS
 * (./translations.ts) and its row in '@meridian/shared/languages'.
 */
import type { LanguageCode, TranslationStatus } from '@meridian/shared/languages';
import type { LegalDocument } from './legal-document';

export interface DocumentTranslation {
  language: LanguageCode;
  /** The English document it translates (its path) and the version of it translated. */
  source: { path: string; version: string };
  status: TranslationStatus;
  document: LegalDocument;
  /** Whether the page ends with every notice at a point of collection in this language (the privacy notice's). */
  withCollectionNotices?: boolean;
}
