/**
 * The reminders staff who manage the settings see on top of the admin area (issue 35, item 5): the
 * next accessibility audit (its due date from the firm's configuration, shared/compliance/audits.ts)
 * and the next month's complaint data (due by the 7th of the following month), each from 30 days
 * before it falls due, and once it is overdue. Pure: the time now is passed in; days are India's.
 */
import {
  ACCESSIBILITY_AUDITS,
  COMPLAINT_DATA_DUE_DAY,
  longDate,
  REMINDER_DAYS,
  type AccessibilityAudits,
} from '@meridian/shared/compliance';
import { MONTH_NAMES } from '@meridian/shared/complaints';

export interface ComplianceReminder {
  id: 'accessibility-audit' | 'complaint-data';
  /** The date it falls due, YYYY-MM-DD. */
  dueOn: string;
  /** Days from today (India) to the due date: 0 on the day, negative once overdue. */
  daysLeft: number;
  tone: 'info' | 'error';
  text: string;
}

const DAY = 86_400_000;
/** India's offset from UTC (no daylight saving). */
const IST = 330 * 60_000;

/** Today in India, YYYY-MM-DD. */
export function indiaDate(now: number): string {
  return new Date(now + IST).toISOString().slice(0, 10);
}

/** Whole days from one YYYY-MM-DD to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The next complaint data to publish: the month it covers and its due date (the 7th of the month
 * after). Until the 7th that is last month's; after, this month's.
 * @example nextComplaintDataDue('2026-11-28') // { month: 'November 2026', dueOn: '2026-12-07' }
 */
export function nextComplaintDataDue(today: string): { month: string; dueOn: string } {
  const [year = 0, month = 1, day = 1] = today.split('-').map(Number);
  const dueIndex = year * 12 + (month - 1) + (day > COMPLAINT_DATA_DUE_DAY ? 1 : 0);
  const coveredIndex = dueIndex - 1;
  const dueYear = Math.floor(dueIndex / 12);
  const dueMonth = (dueIndex % 12) + 1;
  return {
    month: `${MONTH_NAMES[coveredIndex % 12] ?? ''} ${Math.floor(coveredIndex / 12)}`,
    dueOn: `${dueYear}-${pad(dueMonth)}-${pad(COMPLAINT_DATA_DUE_DAY)}`,
  };
}

const inDays = (days: number) =>
  days === 0 ? 'today' : days === 1 ? 'tomorrow' : days > 0 ? `in ${days} days` : `${-days} days ago`;

/** The reminders due now, soonest first: none while every date is more than `lead` days away. */
export function complianceReminders(
  now: number,
  audits: AccessibilityAudits = ACCESSIBILITY_AUDITS,
  lead: number = REMINDER_DAYS,
): ComplianceReminder[] {
  const today = indiaDate(now);
  const found: ComplianceReminder[] = [];

  const auditDue = audits.nextAuditDue.value;
  const auditDays = daysBetween(today, auditDue);
  if (auditDays <= lead)
    found.push({
      id: 'accessibility-audit',
      dueOn: auditDue,
      daysLeft: auditDays,
      tone: auditDays < 0 ? 'error' : 'info',
      text:
        auditDays < 0
          ? `The yearly accessibility audit was due by ${longDate(auditDue)} (${inDays(auditDays)}). Once it is done, enter its date, auditor and the next due date in shared/compliance/audits.ts.`
          : `The yearly accessibility audit by an IAAP-certified auditor falls due by ${longDate(auditDue)} (${inDays(auditDays)}).`,
    });

  const data = nextComplaintDataDue(today);
  const dataDays = daysBetween(today, data.dueOn);
  if (dataDays <= lead)
    found.push({
      id: 'complaint-data',
      dueOn: data.dueOn,
      daysLeft: dataDays,
      tone: 'info',
      text: `The complaint data for ${data.month} falls due by ${longDate(data.dueOn)} (${inDays(dataDays)}): publish it from the Complaints tab.`,
    });

  return found.sort((a, b) => a.daysLeft - b.daysLeft);
}
