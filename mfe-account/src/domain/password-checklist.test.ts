import { describe, expect, it } from 'vitest';
import { checkPassword } from '@meridian/shared';
import { shownRules, type ShownRuleState } from './password-checklist';

const COMMON = new Set(['password', 'abc', 'qwerty']);
const states = (password: string, email: string, common: ReadonlySet<string> | null = COMMON) =>
  Object.fromEntries(
    shownRules(password, checkPassword(password, { email, commonPasswords: common }), email).map((rule) => [
      rule.rule,
      rule.state,
    ]),
  );

type Row = [string, string, ReadonlySet<string> | null, Record<string, ShownRuleState>];

describe('shownRules: a rule is ticked only once it can be judged', () => {
  it.each<Row>([
    [
      '',
      'asha@example.in',
      COMMON,
      { 'min-length': 'to-do', 'max-length': 'to-do', 'not-common': 'to-do', 'not-email': 'to-do' },
    ],
    // Too short: nothing else is ticked, though nothing else has failed.
    ['abd', '', COMMON, { 'min-length': 'false', 'max-length': 'to-do', 'not-common': 'to-do', 'not-email': 'to-do' }],
    [
      'xyz',
      'asha@example.in',
      COMMON,
      { 'min-length': 'false', 'max-length': 'to-do', 'not-common': 'to-do', 'not-email': 'to-do' },
    ],
    // A failure is crossed at once, even while short.
    ['abc', '', COMMON, { 'min-length': 'false', 'max-length': 'to-do', 'not-common': 'false', 'not-email': 'to-do' }],
    [
      'asha1',
      'asha@example.in',
      COMMON,
      { 'min-length': 'false', 'max-length': 'to-do', 'not-common': 'to-do', 'not-email': 'false' },
    ],
    // Long enough, with no email yet: the email rule waits for the email.
    [
      'tall green river',
      '',
      COMMON,
      { 'min-length': 'true', 'max-length': 'true', 'not-common': 'true', 'not-email': 'to-do' },
    ],
    ['tall green river', 'ash', COMMON, expect.objectContaining({ 'not-email': 'to-do' })],
    [
      'tall green river',
      'asha@example.in',
      COMMON,
      { 'min-length': 'true', 'max-length': 'true', 'not-common': 'true', 'not-email': 'true' },
    ],
    // The common list still loading.
    [
      'tall green river',
      'asha@example.in',
      null,
      { 'min-length': 'true', 'max-length': 'true', 'not-common': 'pending', 'not-email': 'true' },
    ],
    ['abd', '', null, expect.objectContaining({ 'not-common': 'to-do' })],
    [
      'tall green river by the old mill '.repeat(4).slice(0, 131),
      'asha@example.in',
      COMMON,
      { 'min-length': 'true', 'max-length': 'false', 'not-common': 'true', 'not-email': 'true' },
    ],
  ])('%j with email %j', (password, email, common, expected) => {
    expect(states(password, email, common)).toEqual(expected);
  });

  it('keeps the policy’s labels and order', () => {
    const check = checkPassword('abc', { email: '', commonPasswords: COMMON });
    expect(shownRules('abc', check, '').map((rule) => rule.label)).toEqual(check.rules.map((rule) => rule.label));
  });
});
