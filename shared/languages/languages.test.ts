import { describe, expect, it } from 'vitest';
import { NOTICE_LANGUAGES } from '../src/contracts/documents';
import { LANGUAGE_FRAMES } from './frames';
import {
  hreflangAlternates,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  localisedPath,
  rememberedLanguage,
  rememberedTarget,
  rememberLanguage,
  sectionAt,
  splitLanguage,
  switchTarget,
  type ChoiceStorage,
  type PageVersion,
} from './languages';

function memoryStorage(initial: Record<string, string> = {}): ChoiceStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
  };
}

const refusing: ChoiceStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
};

const PRIVACY: PageVersion[] = [
  { language: 'en', path: '/privacy' },
  { language: 'hi', path: '/hi/privacy' },
];

describe('the languages', () => {
  it('are those a consent record may name (NOTICE_LANGUAGES, and firestore.rules with it)', () => {
    expect(Object.keys(LANGUAGES)).toEqual([...NOTICE_LANGUAGES]);
  });
});

describe('addresses', () => {
  it.each([
    ['/privacy', 'en', '/privacy'],
    ['/privacy', 'hi', '/hi/privacy'],
    ['/', 'hi', '/hi'],
    ['/investor-charter', 'hi', '/hi/investor-charter'],
  ] as const)('%s in %s is %s', (path, language, expected) => {
    expect(localisedPath(path, language)).toBe(expected);
  });

  it.each([
    ['/hi/privacy', 'hi', '/privacy'],
    ['/hi', 'hi', '/'],
    ['/privacy', 'en', '/privacy'],
    ['/en/privacy', 'en', '/en/privacy'],
    ['/xx/privacy', 'en', '/xx/privacy'],
    ['/history', 'en', '/history'],
  ] as const)('%s is %s at %s', (pathname, language, path) => {
    expect(splitLanguage(pathname)).toEqual({ language, path });
  });

  it('names each version and English as the default (hreflang)', () => {
    expect(hreflangAlternates('/privacy', ['en', 'hi'])).toEqual([
      { hreflang: 'en', path: '/privacy' },
      { hreflang: 'hi', path: '/hi/privacy' },
      { hreflang: 'x-default', path: '/privacy' },
    ]);
  });
});

describe('the remembered choice', () => {
  it('keeps the language chosen and reads it back', () => {
    const storage = memoryStorage();
    expect(rememberedLanguage(storage)).toBeNull();
    rememberLanguage(storage, 'hi');
    expect(storage.data[LANGUAGE_STORAGE_KEY]).toBe('hi');
    expect(rememberedLanguage(storage)).toBe('hi');
  });

  it.each([
    ['a language no longer offered', memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'ta' })],
    ['a storage that refuses', refusing],
    ['no storage', null],
  ])('reads no choice from %s, and keeping one there throws nothing', (_, storage) => {
    expect(rememberedLanguage(storage)).toBeNull();
    expect(() => rememberLanguage(storage, 'hi')).not.toThrow();
  });

  it.each([
    ['English page, Hindi chosen: to the Hindi, at the same place', 'en', 'hi', '#rights', '/hi/privacy#rights'],
    ['Hindi page, English chosen: to the English', 'hi', 'en', '', '/privacy'],
    ['the page is in the language chosen: stays', 'hi', 'hi', '', null],
    ['nothing chosen: stays', 'en', null, '', null],
  ] as const)('%s', (_, current, remembered, hash, expected) => {
    expect(rememberedTarget(current, PRIVACY, remembered, hash)).toBe(expected);
  });

  it('stays when the page has no version in the language chosen', () => {
    expect(rememberedTarget('en', [{ language: 'en', path: '/terms' }], 'hi', '')).toBeNull();
  });
});

describe('keeping the reader’s place', () => {
  const sections = [
    { id: 'who-we-are', top: -900 },
    { id: 'rights', top: -40 },
    { id: 'contact', top: 300 },
  ];

  it.each([
    ['the last section begun above the line', 0, 'rights'],
    ['a section exactly at the line', 300, 'contact'],
    ['above every section: none', -1000, null],
  ])('%s', (_, offset, expected) => {
    expect(sectionAt(sections, offset)).toBe(expected);
  });

  it('takes the reader to the same section of the other version, or to its top', () => {
    expect(switchTarget({ language: 'en', path: '/privacy' }, 'rights')).toBe('/privacy#rights');
    expect(switchTarget({ language: 'hi', path: '/hi/privacy' }, null)).toBe('/hi/privacy');
  });
});

describe('the words around a translation', () => {
  it.each(Object.keys(LANGUAGES) as (keyof typeof LANGUAGES)[])(
    '%s says who translated and when, and whether compliance reviewed it',
    (language) => {
      const frame = LANGUAGE_FRAMES[language];
      const machine = frame.status({ status: 'machine', by: 'Team', on: '2026-11-28' });
      const reviewed = frame.status({ status: 'reviewed', by: 'A. Officer', on: '2026-12-01' });
      expect(machine).toContain('Team');
      expect(machine).toContain('2026-11-28');
      expect(reviewed).toContain('A. Officer');
      expect(reviewed).toContain('2026-12-01');
      expect(machine).not.toBe(reviewed);
      expect(frame.updated('x')).toContain('x');
      expect(frame.switchLabel).not.toBe('');
    },
  );
});
