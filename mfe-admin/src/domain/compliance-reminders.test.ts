import { describe, expect, it } from 'vitest';
import { ACCESSIBILITY_AUDITS, type AccessibilityAudits } from '@meridian/shared/compliance';
import { complianceReminders, daysBetween, indiaDate, unpublishedComplaintData } from './compliance-reminders';

/** Noon in India on a day. */
const at = (day: string) => Date.parse(`${day}T06:30:00Z`);
const audits = (nextAuditDue: string): AccessibilityAudits => ({
  ...ACCESSIBILITY_AUDITS,
  nextAuditDue: { value: nextAuditDue },
});

describe('India’s date', () => {
  it.each<[string, string]>([
    ['2026-11-28T18:29:00Z', '2026-11-28'],
    ['2026-11-28T18:30:00Z', '2026-11-29'], // midnight in India
    ['2026-12-31T20:00:00Z', '2027-01-01'],
  ])('%s → %s', (instant, day) => {
    expect(indiaDate(Date.parse(instant))).toBe(day);
  });

  it.each<[string, string, number]>([
    ['2027-03-31', '2027-04-30', 30],
    ['2027-04-30', '2027-04-30', 0],
    ['2027-05-02', '2027-04-30', -2],
    ['2028-02-28', '2028-03-01', 2], // a leap year
  ])('%s to %s: %d days', (from, to, days) => {
    expect(daysBetween(from, to)).toBe(days);
  });
});

describe('the oldest ended month of complaint data not published (due by the 7th of the next month)', () => {
  it.each<[string, string | null, { month: string; dueOn: string } | null]>([
    ['2026-11-28', '2026-10', null],
    ['2026-11-01', '2026-10', null],
    ['2026-11-01', '2026-09', { month: 'October 2026', dueOn: '2026-11-07' }],
    ['2026-11-28', '2026-09', { month: 'October 2026', dueOn: '2026-11-07' }],
    ['2026-11-28', '2026-06', { month: 'July 2026', dueOn: '2026-08-07' }],
    ['2027-01-03', '2026-11', { month: 'December 2026', dueOn: '2027-01-07' }],
    ['2026-12-02', '2026-11', null],
    // None published: from the month of the registration (10 May 2024).
    ['2026-11-28', null, { month: 'May 2024', dueOn: '2024-06-07' }],
    // Registered this month: nothing has ended yet.
    ['2024-05-20', null, null],
  ])('on %s, the newest published %s: %j', (today, latest, due) => {
    expect(unpublishedComplaintData(today, latest)).toEqual(due);
  });
});

describe('complianceReminders', () => {
  it.each<[string, string, string | null | undefined, AccessibilityAudits, number, [string, string, number][]]>([
    [
      'more than 30 days before the audit, every month published: nothing',
      '2027-03-30',
      '2027-02',
      audits('2027-04-30'),
      30,
      [],
    ],
    [
      '30 days before the audit, February unpublished, 24 days late',
      '2027-03-31',
      '2027-01',
      audits('2027-04-30'),
      30,
      [
        ['complaint-data', '2027-03-07', -24],
        ['accessibility-audit', '2027-04-30', 30],
      ],
    ],
    [
      'the audit due today, March unpublished, 23 days late',
      '2027-04-30',
      '2027-02',
      audits('2027-04-30'),
      30,
      [
        ['complaint-data', '2027-04-07', -23],
        ['accessibility-audit', '2027-04-30', 0],
      ],
    ],
    [
      'the audit overdue, last month not yet due',
      '2027-05-03',
      '2027-03',
      audits('2027-04-30'),
      30,
      [
        ['accessibility-audit', '2027-04-30', -3],
        ['complaint-data', '2027-05-07', 4],
      ],
    ],
    [
      'the newest published month not known yet: nothing said of it',
      '2027-05-03',
      undefined,
      audits('2027-09-30'),
      30,
      [],
    ],
    [
      'the configured audit, months away, October published (28 November 2026)',
      '2026-11-28',
      '2026-10',
      ACCESSIBILITY_AUDITS,
      30,
      [],
    ],
  ])('%s', (_what, today, latest, config, lead, expected) => {
    expect(
      complianceReminders(at(today), latest, config, lead).map((reminder) => [
        reminder.id,
        reminder.dueOn,
        reminder.daysLeft,
      ]),
    ).toEqual(expected);
  });

  it('says what falls due, and when, in words; what is overdue as an error', () => {
    const [audit, data] = complianceReminders(at('2027-05-03'), '2027-03', audits('2027-04-30'));
    expect(audit?.tone).toBe('error');
    expect(audit?.text).toBe(
      'The yearly accessibility audit was due by 30 April 2027 (3 days ago). Once it is done, enter its date, auditor and the next due date in shared/compliance/audits.ts.',
    );
    expect(data?.tone).toBe('info');
    expect(data?.text).toBe(
      'The complaint data for April 2027 falls due by 7 May 2027 (in 4 days): publish it from the Complaints tab.',
    );
    const [late] = complianceReminders(at('2026-11-28'), '2026-09', audits('2027-09-30'));
    expect(late?.tone).toBe('error');
    expect(late?.text).toBe(
      'The complaint data for October 2026 was due by 7 November 2026 (21 days ago) and is not published: publish it from the Complaints tab.',
    );
  });
});
