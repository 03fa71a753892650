import { describe, expect, it } from 'vitest';
import { COLLECTION_NOTICES, COLLECTION_POINTS, PRIVACY_NOTICE_VERSION } from './notices';
import { NOTICES_HI, type NoticeWords } from './notices-hi';

const DEVANAGARI = /[\u0900-\u097F]/;

/** An English word: ASCII letters, with inner apostrophes or hyphens ("adviser's", "one-way"). */
const WORD = "[A-Za-z]+(?:['-][A-Za-z]+)*";
/** Four or more English words in a row, apart only by spaces, commas, semicolons or colons. */
const ENGLISH_RUN = new RegExp(`${WORD}(?:[\\s,;:]+${WORD}){3,}`);
/** A parenthesis, and what it holds. */
const PARENTHESIS = /\(([^()]*)\)/g;
const ENGLISH_WORDS = new RegExp(WORD, 'g');
/** The most English words a parenthesis may hold and still be a name, not a sentence. */
const NAME_WORDS = 6;
/** The small words a name may hold in lower case ("Board of India"). */
const NAME_JOINERS = new Set(['of', 'and', 'the', 'for', 'in', 'on', 'to']);

/** Whether a parenthesis holds an English name: a few capitalised words, no sentence's stop. */
function isName(inside: string): boolean {
  const words = inside.match(ENGLISH_WORDS) ?? [];
  return (
    words.length <= NAME_WORDS &&
    !/[.!?]/.test(inside) &&
    words.every((word, index) => /^[A-Z]/.test(word) || (index > 0 && NAME_JOINERS.has(word)))
  );
}

/**
 * The first run of English left in a translated text, or null. The rule: a text may not hold four
 * or more English words in a row (a sentence left untranslated), apart only by spaces, commas,
 * semicolons or colons; except in parentheses that hold an English legal or proper name, such as
 * "(Data Protection Board of India)", which the Hindi privacy notice writes after the Hindi name:
 * at most NAME_WORDS words, each capitalised but for joiners such as "of", and no full stop,
 * question or exclamation mark. Shorter English names on the site's screens ("Privacy", "My
 * Calculations", "Google") are fine anywhere.
 */
function leftoverEnglish(text: string): string | null {
  const withoutNames = text.replace(PARENTHESIS, (whole, inside: string) => (isName(inside) ? ' ' : whole));
  return ENGLISH_RUN.exec(withoutNames)?.[0] ?? null;
}

const noticeTexts = (words: NoticeWords): string[] => [
  words.title,
  words.place,
  words.summary,
  ...words.items.flatMap((item) => [item.data, item.purpose]),
  words.retention,
  words.withdraw,
  ...(words.consentLabel === undefined ? [] : [words.consentLabel]),
];

const { frame } = NOTICES_HI;
/** Every text of the frame, and each point's name, written in Hindi. */
const FRAME_TEXTS: Record<string, string> = {
  heading: frame.heading,
  intro: frame.intro,
  boxLabel: frame.boxLabel,
  abuseLimit: frame.abuseLimit,
  board: frame.board,
  questions: frame.questions,
  fullNotice: frame.fullNotice,
  versionLine: frame.versionLine(PRIVACY_NOTICE_VERSION, NOTICES_HI.noticeDate),
  machineNote: frame.machineNote,
  defaultConsentLabel: frame.defaultConsentLabel,
  noticeDate: NOTICES_HI.noticeDate,
};

/** What every Hindi text must be: written, in Devanagari, no placeholder, no English sentence left. */
function expectHindi(text: string, name: string) {
  expect(text.trim(), name).not.toBe('');
  expect(text, name).toMatch(DEVANAGARI);
  expect(text.toLowerCase(), name).not.toContain('placeholder');
  expect(leftoverEnglish(text), `${name}: ${text}`).toBeNull();
}

describe('the leftover-English check', () => {
  it('catches an English sentence left in a Hindi text', () => {
    expect(leftoverEnglish('हम इसे रखते हैं। We keep it until you delete it.')).toBe('We keep it until you delete it');
    expect(leftoverEnglish('To withdraw your consent, write to our data protection contact.')).not.toBeNull();
    expect(leftoverEnglish(COLLECTION_NOTICES.contact.retention)).not.toBeNull();
  });

  it('catches an English sentence hidden in parentheses', () => {
    expect(leftoverEnglish('हम इसे रखते हैं (we keep it for three years).')).not.toBeNull();
    expect(leftoverEnglish('हम इसे रखते हैं (we keep it for three years, or five if you become a client)')).not.toBeNull();
  });

  it('lets an English legal name stand in parentheses, and short names anywhere', () => {
    expect(leftoverEnglish('भारतीय डेटा संरक्षण बोर्ड (Data Protection Board of India) में')).toBeNull();
    expect(
      leftoverEnglish('डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023 (Digital Personal Data Protection Act, 2023)'),
    ).toBeNull();
    expect(leftoverEnglish('इसे My Calculations में हटाएँ, या (Privacy के अंतर्गत) सहमति वापस लें')).toBeNull();
  });
});

describe('the Hindi notices', () => {
  it('translate the English notices of today (their version)', () => {
    expect(NOTICES_HI.source.version).toBe(PRIVACY_NOTICE_VERSION);
  });

  it('are a machine translation until compliance reviews them, by whom and when', () => {
    expect(['machine', 'reviewed']).toContain(NOTICES_HI.status.status);
    expect(NOTICES_HI.status.by.trim()).not.toBe('');
    expect(NOTICES_HI.status.on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number.isNaN(Date.parse(NOTICES_HI.status.on))).toBe(false);
  });

  it('link to the Hindi privacy notice', () => {
    expect(NOTICES_HI.language).toBe('hi');
    expect(NOTICES_HI.fullNoticePath).toBe('/hi/privacy');
  });

  it('have a notice for every point of collection, and no other', () => {
    expect(Object.keys(NOTICES_HI.notices).sort()).toEqual([...COLLECTION_POINTS].sort());
  });

  it.each(Object.entries(FRAME_TEXTS))('write the frame’s %s in Hindi', (name, text) => {
    expectHindi(text, name);
  });

  it('write the version line with its version and date', () => {
    const line = frame.versionLine('2026-11-24', '24 नवंबर 2026');
    expect(line).toContain('2026-11-24');
    expect(line).toContain('24 नवंबर 2026');
  });
});

describe.each(COLLECTION_POINTS.map((point) => [point] as const))('the %s notice in Hindi', (point) => {
  const english = COLLECTION_NOTICES[point];
  const hindi = NOTICES_HI.notices[point];

  it('has one item for each English item', () => {
    expect(hindi.items).toHaveLength(english.items.length);
  });

  it('adds the abuse-limit sentence and shows a consent box exactly as the English does', () => {
    expect({ publicForm: hindi.publicForm, consentBox: hindi.consentBox }).toEqual({
      publicForm: english.publicForm,
      consentBox: english.consentBox,
    });
  });

  it('has a consent label exactly when the English has one', () => {
    expect(hindi.consentLabel === undefined).toBe(english.consentLabel === undefined);
  });

  it('writes every text in Hindi: none empty, a placeholder or an English sentence', () => {
    for (const [index, text] of noticeTexts(hindi).entries()) expectHindi(text, `${point} text ${index}`);
  });
});
