import { describe, expect, it } from 'vitest';
import { ACCESSIBILITY_AUDITS, type AccessibilityAudits } from '@meridian/shared/compliance';
import { complianceReminders, daysBetween, indiaDate, nextComplaintDataDue } from './compliance-reminders';

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

describe('the next complaint data due (by the 7th of the next month)', () => {
  it.each<[string, string, string]>([
    ['2026-11-01', 'October 2026', '2026-11-07'],
    ['2026-11-07', 'October 2026', '2026-11-07'],
    ['2026-11-08', 'November 2026', '2026-12-07'],
    ['2026-12-28', 'December 2026', '2027-01-07'],
    ['2027-01-03', 'December 2026', '2027-01-07'],
  ])('on %s: %s, by %s', (today, month, dueOn) => {
    expect(nextComplaintDataDue(today)).toEqual({ month, dueOn });
  });
});

describe('complianceReminders', () => {
  it.each<[string, string, AccessibilityAudits, number, [string, string, number][]]>([
    [
      'more than 30 days before the audit: only the complaint data (never further than a month away)',
      '2027-03-30',
      audits('2027-04-30'),
      30,
      [['complaint-data', '2027-04-07', 8]],
    ],
    [
      '30 days before the audit',
      '2027-03-31',
      audits('2027-04-30'),
      30,
      [
        ['complaint-data', '2027-04-07', 7],
        ['accessibility-audit', '2027-04-30', 30],
      ],
    ],
    [
      'the audit due today',
      '2027-04-30',
      audits('2027-04-30'),
      30,
      [
        ['accessibility-audit', '2027-04-30', 0],
        ['complaint-data', '2027-05-07', 7],
      ],
    ],
    [
      'the audit overdue',
      '2027-05-03',
      audits('2027-04-30'),
      30,
      [
        ['accessibility-audit', '2027-04-30', -3],
        ['complaint-data', '2027-05-07', 4],
      ],
    ],
    ['a lead of 28 days: nothing 29 days before the data is due', '2026-11-08', audits('2027-04-30'), 28, []],
    [
      'the configured audit, months away (28 November 2026)',
      '2026-11-28',
      ACCESSIBILITY_AUDITS,
      30,
      [['complaint-data', '2026-12-07', 9]],
    ],
  ])('%s', (_what, today, config, lead, expected) => {
    expect(
      complianceReminders(at(today), config, lead).map((reminder) => [reminder.id, reminder.dueOn, reminder.daysLeft]),
    ).toEqual(expected);
  });

  it('says what falls due, and when, in words; an overdue audit as an error', () => {
    const [audit, data] = complianceReminders(at('2027-05-03'), audits('2027-04-30'));
    expect(audit?.tone).toBe('error');
    expect(audit?.text).toBe(
      'The yearly accessibility audit was due by 30 April 2027 (3 days ago). Once it is done, enter its date, auditor and the next due date in shared/compliance/audits.ts.',
    );
    expect(data?.text).toBe(
      'The complaint data for April 2027 falls due by 7 May 2027 (in 4 days): publish it from the Complaints tab.',
    );
  });
});
