/**
 * The form of the firm's facts (shared/src/config/brand.ts), checked by every build (the placeholder
 * guard, shared/build/): a module of its own, so that no page downloads it. Pure.
 */
import { brand, type Fact, type Officer } from '../src/config/brand';
import { isIsoDate } from '../compliance/audits';
import { isEmail } from '../src/validation/email';
import { isRegistrationNumber } from './index';

/**
 * A company's Corporate Identity Number (listed or unlisted, industry code, state, year, company
 * class, serial), or a limited liability partnership's identification number (LLPIN, 'AAB-1234').
 */
export function isCin(value: string): boolean {
  return /^[LU]\d{5}[A-Z]{2}\d{4}[A-Z]{3}\d{6}$/.test(value) || /^[A-Z]{3}-\d{4}$/.test(value);
}

/** An Indian number: +91, then ten digits, grouped by spaces or hyphens as the firm writes it. */
const isIndianPhone = (value: string): boolean =>
  /^\+91[\d -]+$/.test(value) && /^91\d{10}$/.test(value.replace(/\D/g, ''));

/** The firm's facts brandProblems checks (the brand module's shape, its literal types widened). */
export interface CheckedFacts {
  registration: { number: Fact; registeredOn: Fact; cin: Fact; bseEnlistment: Fact };
  officers: readonly Officer[];
  dataProtection: Officer;
  accessibility: Officer;
  email: string;
  grievanceEmail: string;
  phone: { display: string; href: string };
  social: readonly { network: string; href: string }[];
}

/**
 * What is malformed in the firm's facts, each naming its field: the registration number, the day
 * SEBI registered the firm (not after `today`), the CIN, the BSE enlistment number, each officer's
 * email and phone, the phone's dialling link and the social links. Any build fails on one (the
 * placeholder guard, shared/build/), placeholders or not: a demo firm's facts have the real form.
 */
export function brandProblems(
  facts: CheckedFacts = brand,
  today: string = new Date().toISOString().slice(0, 10),
): string[] {
  const found: string[] = [];
  const { registration } = facts;
  if (!isRegistrationNumber(registration.number.value))
    found.push(`brand.registration.number: "${registration.number.value}" is not INA followed by nine digits`);
  if (!isIsoDate(registration.registeredOn.value))
    found.push(`brand.registration.registeredOn: "${registration.registeredOn.value}" is not a day written YYYY-MM-DD`);
  else if (registration.registeredOn.value > today)
    found.push(`brand.registration.registeredOn: "${registration.registeredOn.value}" is after today`);
  if (!isCin(registration.cin.value))
    found.push(
      `brand.registration.cin: "${registration.cin.value}" is not a CIN (e.g. U67190KA2024PTC123456) or an LLPIN (e.g. AAB-1234)`,
    );
  if (!/^\d{1,6}$/.test(registration.bseEnlistment.value))
    found.push(`brand.registration.bseEnlistment: "${registration.bseEnlistment.value}" is not a number`);
  const people: [string, Officer][] = [
    ...facts.officers.map((officer, index): [string, Officer] => [`brand.officers[${index}]`, officer]),
    ['brand.dataProtection', facts.dataProtection],
    ['brand.accessibility', facts.accessibility],
  ];
  for (const [path, person] of people) {
    if (person.name.value.trim() === '') found.push(`${path}.name: empty`);
    if (!isEmail(person.email.value)) found.push(`${path}.email: "${person.email.value}" is not an email address`);
    if (!isIndianPhone(person.phone.value))
      found.push(`${path}.phone: "${person.phone.value}" is not written +91 and ten digits`);
  }
  for (const key of ['email', 'grievanceEmail'] as const)
    if (!isEmail(facts[key])) found.push(`brand.${key}: "${facts[key]}" is not an email address`);
  const digits = facts.phone.display.replace(/\D/g, '');
  if (!isIndianPhone(facts.phone.display) || facts.phone.href !== `tel:+${digits}`)
    found.push(
      `brand.phone: "${facts.phone.display}" and its link "${facts.phone.href}" do not name the same +91 number`,
    );
  facts.social.forEach((link, index) => {
    if (!/^https:\/\/\S+$/.test(link.href))
      found.push(`brand.social[${index}].href: "${link.href}" is not an https address`);
  });
  return found;
}

/** Why any build must stop over the firm's facts: a malformed value, named; undefined when none is. */
export function brandRefusal(problems: readonly string[] = brandProblems()): string | undefined {
  if (problems.length === 0) return undefined;
  return [
    "The firm's facts (shared/src/config/brand.ts) have malformed values:",
    ...problems.map((line) => `  - ${line}`),
  ].join('\n');
}
