import { describe, expect, it } from 'vitest';
import { consentRows, withdrawnAfter, type ConsentRecord } from './consent-rows';

const record = (id: string, change: Partial<ConsentRecord>): ConsentRecord => ({
  id,
  noticeVersion: '2026-11-24',
  purposes: ['account', 'saved-calculations', 'service-emails'],
  withdrawn: false,
  at: 1000,
  ...change,
});

describe('consentRows', () => {
  it.each<[string, ConsentRecord[], ConsentRecord['purposes'], [boolean, boolean, boolean], (number | null)[]]>([
    ['the sign-up consent, nothing withdrawn', [record('a', {})], [], [true, true, true], [null, null, null]],
    [
      'email updates withdrawn',
      [record('a', {}), record('b', { purposes: ['service-emails'], withdrawn: true, at: 2000 })],
      ['service-emails'],
      [true, true, false],
      [null, null, 2000],
    ],
    [
      'withdrawn, then given again on a newer notice',
      [
        record('a', { noticeVersion: '2026-11' }),
        record('b', { purposes: ['saved-calculations'], withdrawn: true, at: 2000 }),
        record('c', { purposes: ['saved-calculations'], at: 3000 }),
      ],
      [],
      [true, true, true],
      [null, null, null],
    ],
    ['no records (an account made before consents were kept)', [], [], [false, false, false], [null, null, null]],
  ])('%s', (_what, records, withdrawn, active, withdrawnAt) => {
    const rows = consentRows(records, withdrawn);
    expect(rows.map((row) => row.purpose)).toEqual(['account', 'saved-calculations', 'service-emails']);
    expect(rows.map((row) => row.active)).toEqual(active);
    expect(rows.map((row) => row.withdrawnAt)).toEqual(withdrawnAt);
  });

  it.each<[string, ConsentRecord[], ConsentRecord['purposes'], [boolean, boolean, boolean]]>([
    ['no records at all: every purpose in use without one', [], [], [true, true, true]],
    ['no records, email updates withdrawn since', [], ['service-emails'], [true, true, false]],
    ['only a later email consent on record', [record('a', { purposes: ['service-emails'] })], [], [true, true, false]],
    ['the sign-up consent on record', [record('a', {})], [], [false, false, false]],
  ])('unrecorded (in use with no record either way): %s', (_what, records, withdrawn, unrecorded) => {
    expect(consentRows(records, withdrawn).map((row) => row.unrecorded)).toEqual(unrecorded);
  });

  it('names the latest consent’s time and notice version', () => {
    const rows = consentRows(
      [record('a', { noticeVersion: '2026-11' }), record('c', { purposes: ['saved-calculations'], at: 3000 })],
      [],
    );
    expect(rows[0]?.given).toEqual({ at: 1000, noticeVersion: '2026-11' });
    expect(rows[1]?.given).toEqual({ at: 3000, noticeVersion: '2026-11-24' });
  });
});

describe('withdrawnAfter', () => {
  it.each<[ConsentRecord['purposes'], ConsentRecord['purposes'][number], ConsentRecord['purposes']]>([
    [[], 'service-emails', ['service-emails']],
    [['service-emails'], 'saved-calculations', ['saved-calculations', 'service-emails']],
    [['service-emails'], 'service-emails', ['service-emails']],
  ])('%j + %s → %j', (before, purpose, after) => {
    expect(withdrawnAfter(before, purpose)).toEqual(after);
  });
});
