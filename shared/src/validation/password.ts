/**
 * The site's one password policy (OWASP ASVS 5.0 §6.2; NIST SP 800-63B): long rather than
 * complicated. Any characters count, spaces and Unicode passphrases included; there are no
 * composition rules; a password is refused only when it is too short, too long, among the
 * commonest passwords, or built on the email's name. Pure: the list of common passwords is
 * passed in (the account section downloads it only on the pages that set a password).
 */

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

export type PasswordRule = 'min-length' | 'max-length' | 'not-common' | 'not-email';

export interface PasswordRuleResult {
  rule: PasswordRule;
  /** null while it cannot be told yet: the common-password list has not arrived. */
  met: boolean | null;
  /** What the rule asks, as shown beside the field. */
  label: string;
}

export interface PasswordCheck {
  /** Characters as a person counts them (Unicode code points, so an emoji is one). */
  length: number;
  rules: PasswordRuleResult[];
  /** True only when every rule is met (a rule not yet known does not pass). */
  ok: boolean;
  /** The first unmet rule, in words, for the message under the field; null when ok or still checking. */
  problem: string | null;
}

/** Look-alike characters people put in place of letters: 'p@ssw0rd' reads as 'password'. */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '@': 'a',
  $: 's',
  '!': 'i',
};

function withoutLookAlikes(text: string): string {
  return [...text].map((character) => LOOK_ALIKES[character] ?? character).join('');
}

/**
 * The spellings of a password a guesser tries first: as typed (lower case), without the digits
 * and symbols stuck on either end ('Password2024!' → 'password'), and with look-alikes read
 * back as letters.
 */
export function guessableForms(password: string): string[] {
  const lower = password.normalize('NFKC').toLowerCase();
  const core = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  const forms = new Set([lower, withoutLookAlikes(lower)]);
  if (core.length >= 4) {
    forms.add(core);
    forms.add(withoutLookAlikes(core));
  }
  return [...forms];
}

/** 'aaaaaaaaaaaa', 'abcabcabcabc', 'passwordpassword': one short piece over and over. */
function repeatedUnit(lower: string): string | null {
  const characters = [...lower];
  for (let size = 1; size <= characters.length / 2; size += 1) {
    if (characters.length % size !== 0) continue;
    const unit = characters.slice(0, size).join('');
    if (unit.repeat(characters.length / size) === lower) return unit;
  }
  return null;
}

/** Whether the password is, or is plainly built on, one of `common` (lower-case entries). */
export function isCommonPassword(password: string, common: ReadonlySet<string>): boolean {
  const forms = guessableForms(password);
  if (forms.some((form) => common.has(form))) return true;
  const unit = repeatedUnit(forms[0] ?? '');
  return unit !== null && ([...unit].length < 4 || guessableForms(unit).some((form) => common.has(form)));
}

/** The name part of an email ('Asha.Rao+bank@x.in' → 'asha.rao'), when long enough to mean something. */
function emailName(email: string | undefined): string | null {
  const local = (email ?? '').split('@')[0]?.split('+')[0]?.trim().toLowerCase() ?? '';
  return local.length >= 3 ? local : null;
}

/**
 * Checks a password against the policy. `commonPasswords` is null while the list is loading:
 * that rule then reads as not yet known, and the password is not ok until it is.
 */
export function checkPassword(
  password: string,
  { email, commonPasswords }: { email?: string; commonPasswords: ReadonlySet<string> | null },
): PasswordCheck {
  const length = [...password].length;
  const name = emailName(email);
  const lower = password.normalize('NFKC').toLowerCase();
  const rules: PasswordRuleResult[] = [
    { rule: 'min-length', met: length >= PASSWORD_MIN_LENGTH, label: `At least ${PASSWORD_MIN_LENGTH} characters` },
    { rule: 'max-length', met: length <= PASSWORD_MAX_LENGTH, label: `At most ${PASSWORD_MAX_LENGTH} characters` },
    {
      rule: 'not-common',
      met: commonPasswords === null ? null : password !== '' && !isCommonPassword(password, commonPasswords),
      label: 'Not a commonly used password',
    },
    {
      rule: 'not-email',
      met: password !== '' && (name === null || !lower.includes(name)),
      label: 'Does not contain your email address’s name',
    },
  ];
  const unmet = rules.find((result) => result.met === false);
  return {
    length,
    rules,
    ok: rules.every((result) => result.met === true),
    problem: unmet ? PROBLEMS[unmet.rule] : null,
  };
}

const PROBLEMS: Readonly<Record<PasswordRule, string>> = {
  'min-length': `Use at least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words make a strong, memorable password.`,
  'max-length': `Use at most ${PASSWORD_MAX_LENGTH} characters.`,
  'not-common': 'This password is one of the most commonly used, so it is among the first an attacker tries.',
  'not-email': 'Your password should not contain the name part of your email address.',
};
