import { describe, expect, it } from 'vitest';
import { checkPassword, guessableForms, isCommonPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password';

// A stand-in for the downloaded list (the real one has 10,000 entries, lower case).
const COMMON = new Set(['password', 'qwerty', 'letmein', 'iloveyou', 'sunshine', '123456789012', 'monkey']);
const check = (password: string, email = 'asha.rao@example.in') =>
  checkPassword(password, { email, commonPasswords: COMMON });

describe('checkPassword: what is accepted', () => {
  it.each([
    ['four random words', 'violet tractor pension lamp'],
    ['exactly 12 characters', 'kq8#vmz2!rtx'],
    ['a Hindi passphrase (Unicode)', 'मेरा पासवर्ड बहुत लंबा है'],
    ['emoji, each one character', '🦁🐯🐻🐼🦊🐨🐸🐵🦄🐙🦋🐢'],
    ['spaces only between words', 'a b c d e f g'],
    ['no digits, no capitals, no symbols (no composition rules)', 'correcthorsebatterystaple'],
    ['exactly the most allowed', 'x'.repeat(PASSWORD_MAX_LENGTH - 4) + 'q9z!'],
    ['a common word inside a longer phrase', 'my password is a long phrase'],
    ['a repeated long uncommon unit', 'correcthorsecorrecthorse'],
  ])('%s', (_, password) => {
    const result = check(password);
    expect(result.problem).toBeNull();
    expect(result.ok).toBe(true);
  });
});

describe('checkPassword: what is refused, and why', () => {
  it.each([
    ['empty', '', 'min-length'],
    ['11 characters', 'kq8#vmz2!rt', 'min-length'],
    ['11 emoji count as 11, not 22 code units', '🦁🐯🐻🐼🦊🐨🐸🐵🦄🐙🦋', 'min-length'],
    ['one over the most allowed', 'x'.repeat(PASSWORD_MAX_LENGTH + 1), 'max-length'],
    ['a common password, as typed', '123456789012', 'not-common'],
    ['a common word with digits and a symbol on the end', 'Password2024!', 'not-common'],
    ['a common word with digits in front', '2024sunshine!!', 'not-common'],
    ['a common word in look-alikes', 'P@ssw0rd12345', 'not-common'],
    ['a common word repeated', 'qwertyqwerty', 'not-common'],
    ['one character repeated', 'aaaaaaaaaaaaaa', 'not-common'],
    ['a short unit repeated', 'abcabcabcabc', 'not-common'],
    ['the email’s name inside', 'asha.rao-is-the-best', 'not-email'],
    ['the email’s name in capitals', 'ASHA.RAO likes tea', 'not-email'],
  ])('%s', (_, password, rule) => {
    const result = check(password);
    expect(result.ok).toBe(false);
    expect(result.rules.find((item) => item.met === false)?.rule).toBe(rule);
    expect(result.problem).toMatch(/\w/);
  });

  it('ignores a short email name (two letters say nothing about the password)', () => {
    expect(check('al-was-here-today', 'al@example.in').ok).toBe(true);
  });

  it('ignores the +tag of an email', () => {
    expect(check('asha.rao forever and ever', 'asha.rao+bank@example.in').ok).toBe(false);
    expect(check('bank statement reader', 'asha.rao+bank@example.in').ok).toBe(true);
  });
});

describe('checkPassword while the common-password list is loading', () => {
  it('is not ok yet, with no problem shown and the rule pending', () => {
    const result = checkPassword('violet tractor pension lamp', { email: 'a@b.in', commonPasswords: null });
    expect(result.ok).toBe(false);
    expect(result.problem).toBeNull();
    expect(result.rules.find((item) => item.rule === 'not-common')?.met).toBeNull();
  });

  it('still reports a short password at once', () => {
    expect(checkPassword('short', { commonPasswords: null }).problem).toMatch(/at least 12/);
  });
});

describe('the rules as shown beside the field', () => {
  it('lists the four rules in order, with the limits in words', () => {
    expect(check('').rules.map((rule) => rule.label)).toEqual([
      `At least ${PASSWORD_MIN_LENGTH} characters`,
      `At most ${PASSWORD_MAX_LENGTH} characters`,
      'Not a commonly used password',
      'Does not contain your email address’s name',
    ]);
  });

  it('counts characters as a person does', () => {
    expect(check('नमस्ते').length).toBe(6);
    expect(check('🦁🐯').length).toBe(2);
  });
});

describe('guessableForms and isCommonPassword', () => {
  it.each([
    ['Password', ['password']],
    ['P@ssw0rd!', ['p@ssw0rd!', 'passwordi', 'p@ssw0rd', 'password']],
    ['2024!', ['2024!', '2o2ai']],
  ])('%s → %j', (password, forms) => {
    expect(guessableForms(password)).toEqual(forms);
  });

  it('finds a common password only in its guessable forms, not inside a phrase', () => {
    expect(isCommonPassword('MONKEY', COMMON)).toBe(true);
    expect(isCommonPassword('a monkey in the tree', COMMON)).toBe(false);
  });
});
