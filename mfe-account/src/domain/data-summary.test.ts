import { describe, expect, it } from 'vitest';
import { dataSummary, type SummaryInput, type SummaryRow } from './data-summary';

const at = (iso: string) => ({ toMillis: () => Date.parse(iso) });

const EMPTY: SummaryInput = {
  profile: null,
  preferences: null,
  consents: [],
  withdrawn: [],
  activities: [],
  calculations: [],
  complaints: [],
  grievances: [],
  nominee: null,
};

const FULL: SummaryInput = {
  profile: {
    displayName: 'Asha Rao',
    email: 'asha@example.in',
    dateOfBirth: '1990-04-01',
    signInMethods: ['password', 'google.com'],
    createdAt: at('2026-11-01T20:00:00Z'),
  },
  preferences: { emailNotifications: false, defaultCalculator: 'sip' },
  consents: [
    { purposes: ['account', 'saved-calculations', 'service-emails'], withdrawn: false },
    { purposes: ['service-emails'], withdrawn: true },
  ],
  withdrawn: ['service-emails'],
  activities: [
    { type: 'signup', timestamp: at('2026-11-01T20:00:00Z') },
    { type: 'login', timestamp: at('2026-11-24T19:00:00Z') },
  ],
  calculations: [{ calculator: 'sip' }, { calculator: 'emi' }, { calculator: 'sip' }],
  complaints: [{ status: 'resolved' }, { status: 'received' }],
  grievances: [{ status: 'open' }],
  nominee: { name: 'Meera Rao', relationship: 'Sister', email: 'meera@example.in', phone: '' },
};

const linesOf = (rows: SummaryRow[]) => Object.fromEntries(rows.map((row) => [row.category, row.lines]));

describe('dataSummary', () => {
  it.each<[string, SummaryInput, Record<string, string[]>]>([
    [
      'a person with nothing stored',
      EMPTY,
      {
        profile: ['No profile is stored.'],
        preferences: ['No preferences are stored (the defaults apply).'],
        consents: ['0 records of consent given or withdrawn', 'In force now: none'],
        activity: ['No sign-ins recorded.'],
        calculations: ['No calculations saved.'],
        complaints: ['No complaints lodged while signed in.'],
        grievances: ['No grievances sent.'],
        nominee: ['No nominee named.'],
      },
    ],
    [
      'a person with something in every category (dates in IST)',
      FULL,
      {
        profile: [
          'Name: Asha Rao',
          'Email address: asha@example.in',
          'Date of birth: 1 April 1990',
          'Signs in with: email and password and Google',
          'Account opened on 2 November 2026',
        ],
        preferences: ['Email updates: off', 'Calculator shown first: SIP Calculator'],
        consents: [
          '2 records of consent given or withdrawn',
          'In force now: your account, saved calculations',
          'Withdrawn: email updates',
        ],
        activity: ['2 sign-ins and sign-ups recorded', 'Last on 25 November 2026'],
        calculations: ['3 calculations saved', 'With: EMI Calculator, SIP Calculator'],
        complaints: ['2 complaints lodged while signed in, 1 open'],
        grievances: ['1 grievance sent to our data protection contact, 1 open'],
        nominee: ['Meera Rao (Sister)', 'Contact: meera@example.in'],
      },
    ],
    [
      'a profile without a date of birth, a nominee with a phone only',
      {
        ...EMPTY,
        profile: { displayName: 'Ravi', email: 'ravi@example.in' },
        nominee: { name: 'Kiran', relationship: 'Friend', email: '', phone: '+91 98765 43210' },
      },
      {
        profile: ['Name: Ravi', 'Email address: ravi@example.in', 'Date of birth: not given'],
        nominee: ['Kiran (Friend)', 'Contact: +91 98765 43210'],
      },
    ],
  ])('%s', (_what, input, expected) => {
    expect(linesOf(dataSummary(input))).toMatchObject(expected);
  });

  it('lists every category in order, each with the processors that see it', () => {
    const rows = dataSummary(EMPTY);
    expect(rows.map((row) => row.category)).toEqual([
      'profile',
      'preferences',
      'consents',
      'activity',
      'calculations',
      'complaints',
      'grievances',
      'nominee',
    ]);
    expect(rows[0]?.seenBy).toEqual(['Google Firebase Authentication', 'Google Cloud Firestore (Firebase database)']);
    expect(rows.every((row) => row.seenBy.length > 0 && row.heading !== '')).toBe(true);
  });
});
