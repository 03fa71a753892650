import { describe, expect, it } from 'vitest';
import { brand } from '../src/config/brand';
import {
  contactPeople,
  isRegistrationNumber,
  listPlaceholders,
  placeholderRefusal,
  registrationRows,
  sitePlaceholders,
  STANDARD_TEXTS,
} from './index';

describe('isRegistrationNumber', () => {
  it.each([
    ['INA000000000', true],
    ['INA200012345', true],
    ['INA00000000', false],
    ['INA0000000000', false],
    ['ina000000000', false],
    ['INH000000000', false],
    ['INA000000000 (placeholder)', false],
  ])('%s → %s', (value, expected) => {
    expect(isRegistrationNumber(value)).toBe(expected);
  });

  it('the brand module holds a number of that format', () => {
    expect(isRegistrationNumber(brand.registration.number.value)).toBe(true);
  });
});

describe('listPlaceholders', () => {
  it.each<[string, unknown, string[]]>([
    ['a confirmed fact', { value: 'INA200012345' }, []],
    ['a marked fact, named once', { value: 'INA000000000', placeholder: true }, ['x']],
    ['a text that says so', 'Name (placeholder)', ['x']],
    ['an address at a reserved domain', 'hello@firm.example', ['x']],
    ['a link to a reserved domain', 'https://ads.firm.example/partners', ['x']],
    ['a real address', 'hello@firm.in', []],
    ['a word that merely contains example', 'for example, an SIP', []],
    [
      'nested objects and lists',
      { a: [{ value: 'v' }, { value: 'w', placeholder: true }], b: { c: 'ok' } },
      ['x.a[1]'],
    ],
    [
      'a marked object without a value field, and its parts',
      { lines: ['1 Road'], placeholder: true, email: 'a@b.example' },
      ['x', 'x.email'],
    ],
    ['numbers and booleans', { n: 1, t: true, nothing: null }, []],
  ])('%s', (_case, value, expected) => {
    expect(listPlaceholders(value, 'x').map((found) => found.path)).toEqual(expected);
  });

  it('says what each placeholder reads now', () => {
    expect(listPlaceholders({ lines: ['1 Road', 'Town'], placeholder: true }, 'address')).toEqual([
      { path: 'address', value: '1 Road, Town' },
    ]);
  });

  it('names the seed’s placeholders: the registration, the officers, the addresses and the social links', () => {
    const paths = sitePlaceholders().map((found) => found.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'brand.registration.number',
        'brand.registration.cin',
        'brand.registration.bseEnlistment',
        'brand.officers[2].name',
        'brand.dataProtection.email',
        'brand.address',
        'brand.email',
        'brand.social[0]',
      ]),
    );
  });
});

describe('the footer’s disclosures', () => {
  it('lists every registration fact SEBI asks for, placeholders marked', () => {
    const rows = registrationRows();
    expect(rows.map((row) => row.label)).toEqual([
      'Name as registered',
      'Type of registration',
      'SEBI registration no.',
      'Validity',
      'CIN',
      'BSE enlistment no.',
      'Registered office',
      'Associated SEBI office',
    ]);
    expect(rows[2]?.value).toBe('INA000000000');
    expect(rows[6]?.value).toContain(brand.phone.display);
  });

  it('names the three officers and the data protection contact', () => {
    expect(contactPeople().map((person) => person.role)).toEqual([
      'Principal officer',
      'Compliance officer',
      'Grievance officer',
      'Data protection contact',
    ]);
  });

  it('keeps the two standard texts verbatim', () => {
    expect(STANDARD_TEXTS.texts.map((item) => item.text)).toEqual([
      'Investment in securities market are subject to market risks. Read all the related documents carefully before investing.',
      'Registration granted by SEBI, membership of BASL (in case of IAs) and certification from NISM in no way guarantee performance of the intermediary or provide any assurance of returns to investors.',
    ]);
  });
});

describe('placeholderRefusal', () => {
  const found = [
    { path: 'brand.registration.number', value: 'INA000000000' },
    { path: 'brand.email', value: 'hello@firm.example' },
  ];
  it.each<[string, string | undefined, typeof found, boolean]>([
    ['no project id (the default demo project)', undefined, found, false],
    ['an empty project id', '  ', found, false],
    ['the emulators’ demo project', 'demo-meridian', found, false],
    ['a real project with nothing left', 'meridian-prod', [], false],
    ['a real project with placeholders', 'meridian-prod', found, true],
  ])('%s', (_case, projectId, items, refuses) => {
    expect(placeholderRefusal(projectId, items) !== undefined).toBe(refuses);
  });

  it('names each placeholder and what it says', () => {
    const message = placeholderRefusal('meridian-prod', found) ?? '';
    expect(message).toContain('"meridian-prod"');
    expect(message).toContain('brand.registration.number: INA000000000');
    expect(message).toContain('brand.email: hello@firm.example');
  });

  it('refuses the seed in production', () => {
    expect(placeholderRefusal('meridian-prod', sitePlaceholders())).toContain('brand.registration.cin');
  });
});
