import { describe, expect, it } from 'vitest';
import { brand } from '../src/config/brand';
import { brandProblems, brandRefusal, type CheckedFacts } from './brand-problems';

describe('brandProblems', () => {
  const TODAY = '2026-11-29';
  const withRegistration = (change: Partial<CheckedFacts['registration']>): CheckedFacts => ({
    ...brand,
    registration: { ...brand.registration, ...change },
  });
  it.each<[string, CheckedFacts, string | null]>([
    ['the brand module as it stands', brand, null],
    [
      'a registration number of the wrong form',
      withRegistration({ number: { value: 'INA12345' } }),
      'brand.registration.number: "INA12345" is not INA followed by nine digits',
    ],
    [
      'a registration day that does not exist',
      withRegistration({ registeredOn: { value: '2024-02-30' } }),
      'brand.registration.registeredOn: "2024-02-30" is not a day written YYYY-MM-DD',
    ],
    [
      'a registration day after today',
      withRegistration({ registeredOn: { value: '2026-11-30' } }),
      'brand.registration.registeredOn: "2026-11-30" is after today',
    ],
    [
      'a CIN of the wrong form',
      withRegistration({ cin: { value: 'U12345KA2024PTC12345' } }),
      'brand.registration.cin: "U12345KA2024PTC12345" is not a CIN (e.g. U67190KA2024PTC123456) or an LLPIN (e.g. AAB-1234)',
    ],
    [
      'a BSE enlistment that is not a number',
      withRegistration({ bseEnlistment: { value: 'pending' } }),
      'brand.registration.bseEnlistment: "pending" is not a number',
    ],
    [
      "an officer's email without a domain",
      { ...brand, officers: [{ ...brand.officers[0]!, email: { value: 'anjali@' } }, ...brand.officers.slice(1)] },
      'brand.officers[0].email: "anjali@" is not an email address',
    ],
    [
      "the data protection contact's phone without +91",
      { ...brand, dataProtection: { ...brand.dataProtection, phone: { value: '080 4000 1237' } } },
      'brand.dataProtection.phone: "080 4000 1237" is not written +91 and ten digits',
    ],
    [
      "an officer's phone of nine digits",
      { ...brand, dataProtection: { ...brand.dataProtection, phone: { value: '+91 80 4000 123' } } },
      'brand.dataProtection.phone: "+91 80 4000 123" is not written +91 and ten digits',
    ],
    [
      "an officer's phone of thirteen digits",
      { ...brand, dataProtection: { ...brand.dataProtection, phone: { value: '+91 80 4000 12345 67' } } },
      'brand.dataProtection.phone: "+91 80 4000 12345 67" is not written +91 and ten digits',
    ],
    [
      'a phone whose link dials another number',
      { ...brand, phone: { ...brand.phone, href: 'tel:+918040001235' } },
      'brand.phone: "+91 80 4000 1234" and its link "tel:+918040001235" do not name the same +91 number',
    ],
    [
      'a social link over http',
      { ...brand, social: [{ network: 'X', href: 'http://x.com/firm' }] },
      'brand.social[0].href: "http://x.com/firm" is not an https address',
    ],
  ])('%s', (_case, facts, expected) => {
    expect(brandProblems(facts, TODAY)).toEqual(expected === null ? [] : [expected]);
  });

  it.each(['+91 9876543210', '+91 80 40001234', '+91-80-4000-1234', '+91 98765 43210'])(
    'takes a real number however it is grouped: %s',
    (phone) => {
      expect(
        brandProblems({ ...brand, dataProtection: { ...brand.dataProtection, phone: { value: phone } } }, TODAY),
      ).toEqual([]);
    },
  );

  it('takes an LLP’s identification number for the CIN', () => {
    expect(brandProblems(withRegistration({ cin: { value: 'AAB-1234' } }), TODAY)).toEqual([]);
  });

  it('names every malformed field in its refusal, and none when all are well formed', () => {
    expect(brandRefusal([])).toBeUndefined();
    expect(brandRefusal(['brand.registration.cin: "x" is not a CIN'])).toBe(
      'The firm\'s facts (shared/src/config/brand.ts) have malformed values:\n  - brand.registration.cin: "x" is not a CIN',
    );
  });
});
