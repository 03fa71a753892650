import { describe, expect, it } from 'vitest';
import { nomineeToStore, validateNominee, type NomineeFields } from './nominee-form';

const fields = (change: Partial<NomineeFields> = {}): NomineeFields => ({
  name: 'Meera Rao',
  relationship: 'Sister',
  email: 'meera@example.in',
  phone: '',
  ...change,
});

describe('validateNominee', () => {
  it.each<[string, NomineeFields, string[]]>([
    ['a name, relationship and email', fields(), []],
    ['a phone only', fields({ email: '', phone: '+91 98765 43210' }), []],
    ['no name', fields({ name: ' ' }), ['name']],
    ['a name over 100 characters', fields({ name: 'x'.repeat(101) }), ['name']],
    ['a name on two lines', fields({ name: 'Meera\nRao' }), ['name']],
    ['no relationship', fields({ relationship: '' }), ['relationship']],
    ['neither email nor phone', fields({ email: '', phone: '' }), ['email']],
    ['an email that is not one', fields({ email: 'meera' }), ['email']],
    ['a phone with letters', fields({ phone: 'call me' }), ['phone']],
  ])('%s', (_what, given, wrong) => {
    expect(Object.keys(validateNominee(given)).sort()).toEqual(wrong);
  });
});

it('nomineeToStore trims and cleans the phone', () => {
  expect(nomineeToStore(fields({ name: ' Meera ', phone: ' +91  98765\t43210 ' }))).toEqual({
    name: 'Meera',
    relationship: 'Sister',
    email: 'meera@example.in',
    phone: '+91 98765 43210',
  });
});
