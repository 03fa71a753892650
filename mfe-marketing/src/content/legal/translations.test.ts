import { describe, expect, it } from 'vitest';
import { LANGUAGES, localisedPath, SOURCE_LANGUAGE } from '@meridian/shared/languages';
import { PRIVACY_NOTICE_VERSION } from '@meridian/shared/privacy';
import { investorCharter } from '../investor-charter';
import { legalDocuments } from './index';
import { linkedText } from '../../domain/linked-text';
import { TRANSLATIONS, translationAt } from './translations';
import { alternatesOf, TRANSLATED_PAGES, versionsOf } from './versions';
import { complaintDeskHi } from '../complaints.hi';
import { FIRM_HOURS_HI } from './legal-document';
import { brand } from '@meridian/shared';

/** The English document a translation translates: a legal document, or the investor charter. */
const sourceOf = (path: string) => {
  const source = [...legalDocuments, { ...investorCharter, path: '/investor-charter' }].find(
    (document) => document.path === path,
  );
  if (!source) throw new Error(`No English document at ${path}`);
  return source;
};

/** The current version of each English document a translation may follow. */
const CURRENT_VERSION: Record<string, string> = {
  '/privacy': PRIVACY_NOTICE_VERSION,
  '/investor-charter': investorCharter.version,
};

const DEVANAGARI = /[\u0900-\u097F]/;

describe.each(TRANSLATIONS.map((translation) => [translation.document.path, translation] as const))(
  '%s',
  (path, translation) => {
    const source = sourceOf(translation.source.path);
    const { document } = translation;

    it('is at its language’s address, in a scheduled language other than English', () => {
      expect(translation.language).not.toBe(SOURCE_LANGUAGE);
      expect(Object.keys(LANGUAGES)).toContain(translation.language);
      expect(path).toBe(localisedPath(source.path, translation.language));
    });

    it('translates the English text of today (its version)', () => {
      expect(translation.source.version).toBe(CURRENT_VERSION[source.path]);
    });

    it('has every section of the English, in order, with as many paragraphs and list items', () => {
      const shape = (sections: typeof source.sections) =>
        sections.map((section) => ({
          id: section.id,
          paragraphs: section.paragraphs.length,
          list: section.list?.length ?? 0,
        }));
      expect(source.sections.every((section) => section.id)).toBe(true);
      expect(shape(document.sections)).toEqual(shape(source.sections));
    });

    it('has every text written in its language (none left empty or in English alone)', () => {
      const texts = [
        document.title,
        document.summary,
        document.updated,
        ...document.sections.flatMap((section) => [section.heading, ...section.paragraphs, ...(section.list ?? [])]),
      ];
      const script = translation.language === 'hi' ? DEVANAGARI : /./;
      for (const text of texts) expect(text, text).toMatch(script);
      expect(document.summary.length).toBeLessThanOrEqual(160);
    });

    it('keeps every reference of the English (an address, a page of the site, an email), each a link', () => {
      const references = (sections: typeof source.sections) =>
        sections
          .flatMap((section) => [...section.paragraphs, ...(section.list ?? [])])
          .flatMap((text) => linkedText(text).flatMap((part) => (part.kind === 'text' ? [] : [part.href])))
          .sort();
      expect(references(document.sections)).toEqual(references(source.sections));
    });

    it('carries its status: machine or reviewed, by whom, on a date', () => {
      expect(['machine', 'reviewed']).toContain(translation.status.status);
      expect(translation.status.by.trim()).not.toBe('');
      expect(translation.status.on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(translation.status.on))).toBe(false);
    });
  },
);

describe('the Hindi privacy notice', () => {
  it('is a machine translation, not yet reviewed by compliance', () => {
    expect(translationAt('/hi/privacy')?.status.status).toBe('machine');
  });

  it('is a version of /privacy, both naming each other and English as the default', () => {
    const expected = [
      { language: 'en', path: '/privacy' },
      { language: 'hi', path: '/hi/privacy' },
    ];
    expect(versionsOf('/privacy')).toEqual(expected);
    expect(versionsOf('/hi/privacy')).toEqual(expected);
    expect(alternatesOf('/hi/privacy')).toEqual([
      { hreflang: 'en', path: '/privacy' },
      { hreflang: 'hi', path: '/hi/privacy' },
      { hreflang: 'x-default', path: '/privacy' },
    ]);
    expect(alternatesOf('/terms')).toBeUndefined();
    expect(versionsOf('/terms')).toEqual([]);
  });
});

describe('the pages offered in other languages (versions.ts)', () => {
  it('name every translation of a legal document, and the complaint desk in Hindi', () => {
    const rows = TRANSLATED_PAGES.map(({ source, language }) => `${language}:${source}`);
    for (const translation of TRANSLATIONS)
      expect(rows).toContain(`${translation.language}:${translation.source.path}`);
    expect(rows).toContain(`${complaintDeskHi.language}:/complaints`);
    expect(new Set(rows).size).toBe(rows.length);
  });
});

describe('the firm’s hours in Hindi', () => {
  it('give the same times and days as brand.hours (change both together)', () => {
    const times = (text: string) => text.match(/\d{1,2}:\d{2}/g);
    expect(times(FIRM_HOURS_HI)).toEqual(times(brand.hours));
    expect(brand.hours).toMatch(/^Monday to Saturday/);
    expect(FIRM_HOURS_HI).toMatch(/^सोमवार से शनिवार/);
  });
});
