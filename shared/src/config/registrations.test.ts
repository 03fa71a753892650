import { describe, expect, it } from 'vitest';
import { brand, shown } from './brand';
import {
  OFFICIAL_HANDLES,
  OFFICIAL_NUMBERS,
  REGISTRATION_SIGNATURE,
  REGISTRATIONS,
  shareDescription,
} from './registrations';

const SIGNATURE = 'Firm Pvt Ltd, SEBI Reg. No. INA123456789';

describe('shareDescription (Open Graph and Twitter descriptions)', () => {
  it.each([
    ['a description', 'Plan your SIP.', `Plan your SIP. | ${SIGNATURE}`],
    ['surrounding spaces trimmed', '  Plan your SIP.  ', `Plan your SIP. | ${SIGNATURE}`],
    ['no description: the signature alone', '', SIGNATURE],
    ['only spaces: the signature alone', '   ', SIGNATURE],
    ['already ending with it: unchanged', `Plan. | ${SIGNATURE}`, `Plan. | ${SIGNATURE}`],
    [
      'the signature inside, not at the end: added',
      `${SIGNATURE} says hello`,
      `${SIGNATURE} says hello | ${SIGNATURE}`,
    ],
  ])('%s', (_, description, expected) => {
    expect(shareDescription(description, SIGNATURE)).toBe(expected);
  });

  it('ends with the registered name and registration number from the brand module', () => {
    const text = shareDescription('About us.');
    expect(text.endsWith(REGISTRATION_SIGNATURE)).toBe(true);
    expect(REGISTRATION_SIGNATURE).toContain(shown(brand.registration.legalName));
    expect(REGISTRATION_SIGNATURE).toContain(shown(brand.registration.number));
  });
});

describe('the registrations /registrations lists', () => {
  it('lists the SEBI number and validity, the supervisory enlistment and the CIN, each from the brand module', () => {
    const facts = REGISTRATIONS.flatMap((registration) => registration.facts.map((item) => item.fact));
    for (const fact of [
      brand.registration.number,
      brand.registration.validity,
      brand.registration.bseEnlistment,
      brand.registration.cin,
    ])
      expect(facts).toContain(fact);
  });

  it('lists the office number and every officer’s, and each social account with its address', () => {
    expect(OFFICIAL_NUMBERS.map((item) => item.fact.value)).toEqual([
      brand.phone.display,
      ...brand.officers.map((officer) => officer.phone.value),
      brand.dataProtection.phone.value,
      brand.accessibility.phone.value,
    ]);
    expect(OFFICIAL_HANDLES.map((item) => [item.network, item.handle.value])).toEqual(
      brand.social.map((item) => [item.network, item.href.replace(/^https:\/\/(www\.)?/, '')]),
    );
  });
});
