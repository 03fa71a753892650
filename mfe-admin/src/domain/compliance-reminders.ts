/**
 * The reminders staff who manage the settings see on top of the admin area (issue 35, item 5): the
 * next accessibility audit (its due date from the firm's configuration, shared/compliance/audits.ts),
 * from 30 days before it falls due, and a month of complaint data that has ended unpublished (due
 * by the 7th of the following month), until it is published. Pure: the time now and the newest
 * published month are passed in; days are India's.
 */
import {
  ACCESSIBILITY_AUDITS,
  COMPLAINT_DATA_DUE_DAY,
  longDate,
  REMINDER_DAYS,
  type AccessibilityAudits,
} from '@meridian/shared/compliance';
import { firstReportableMonth, MONTH_NAMES } from '@meridian/shared/complaints';
import { REGISTERED_ON } from './complaint-months';

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
 * The oldest month of complaint data that has ended and is not published, with its due date (the
 * 7th of the month after), or null when every ended month is. `latest` is the newest published
 * month ('YYYY-MM', complaintData/latest), null when none is: the months count from the
 * registration's. A month still running is never due: it can't be published before it ends.
 * @example unpublishedComplaintData('2026-11-28', '2026-09') // { month: 'October 2026', dueOn: '2026-11-07' }
 */
export function unpublishedComplaintData(
  today: string,
  latest: string | null,
  registeredOn: string = REGISTERED_ON,
): { month: string; dueOn: string } | null {
  const [year = 0, month = 1] = today.split('-').map(Number);
  const current = year * 12 + (month - 1);
  const first = firstReportableMonth(registeredOn);
  const [latestYear = 0, latestMonth = 1] = (latest ?? '').split('-').map(Number);
  const next = latest === null ? first.year * 12 + (first.month - 1) : latestYear * 12 + latestMonth;
  if (next >= current) return null;
  const due = next + 1;
  return {
    month: `${MONTH_NAMES[next % 12] ?? ''} ${Math.floor(next / 12)}`,
    dueOn: `${Math.floor(due / 12)}-${pad((due % 12) + 1)}-${pad(COMPLAINT_DATA_DUE_DAY)}`,
  };
}

const inDays = (days: number) =>
  days === 0 ? 'today' : days === 1 ? 'tomorrow' : days > 0 ? `in ${days} days` : `${-days} days ago`;

/**
 * The reminders due now, soonest first: the audit from `lead` days before it falls due; the
 * complaint data once a month has ended unpublished (`latest`, the newest published month, null
 * for none; undefined while it is not known, when nothing is said of it).
 */
export function complianceReminders(
  now: number,
  latest: string | null | undefined,
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

  const data = latest === undefined ? null : unpublishedComplaintData(today, latest);
  if (data) {
    const dataDays = daysBetween(today, data.dueOn);
    found.push({
      id: 'complaint-data',
      dueOn: data.dueOn,
      daysLeft: dataDays,
      tone: dataDays < 0 ? 'error' : 'info',
      text:
        dataDays < 0
          ? `The complaint data for ${data.month} was due by ${longDate(data.dueOn)} (${inDays(dataDays)}) and is not published: publish it from the Complaints tab.`
          : `The complaint data for ${data.month} falls due by ${longDate(data.dueOn)} (${inDays(dataDays)}): publish it from the Complaints tab.`,
    });
  }

  return found.sort((a, b) => a.daysLeft - b.daysLeft);
}
