/**
 * The words around a translated document, in each language: the switch's name, the date line and
 * the translation's status note. Content: a language's row here is part of adding the language.
 */
import type { LanguageCode, TranslationStatus } from './languages';

export interface LanguageFrame {
  /** The switch's accessible name. */
  switchLabel: string;
  /** 'Last updated: …' */
  updated: (date: string) => string;
  /** The name of a long document's list of its sections. */
  contents: string;
  /** The note a translation shows: who made it and when, and whether compliance has reviewed it. */
  status: (status: TranslationStatus) => string;
}

export const LANGUAGE_FRAMES: Record<LanguageCode, LanguageFrame> = {
  en: {
    switchLabel: 'Language',
    updated: (date) => `Last updated: ${date}`,
    contents: 'On this page',
    status: (status) =>
      status.status === 'reviewed'
        ? `This translation was reviewed by ${status.by} on ${status.on}.`
        : `This translation was made by machine (${status.by}, ${status.on}) and has not yet been reviewed by our compliance officer. If it differs from the English text, the English text prevails.`,
  },
  hi: {
    switchLabel: 'भाषा',
    updated: (date) => `अंतिम अद्यतन: ${date}`,
    contents: 'इस पृष्ठ पर',
    status: (status) =>
      status.status === 'reviewed'
        ? `इस अनुवाद की समीक्षा ${status.by} ने ${status.on} को की है।`
        : `यह अनुवाद मशीन से तैयार किया गया है (${status.by}, ${status.on}) और हमारे अनुपालन अधिकारी ने अभी इसकी समीक्षा नहीं की है। यदि यह अंग्रेज़ी पाठ से भिन्न हो, तो अंग्रेज़ी पाठ मान्य होगा।`,
  },
};
