/**
 * The dates of the website's accessibility audits (issue 35, item 5), which the accessibility
 * statement shows and the admin's reminders count down to. SEBI's digital-accessibility circulars
 * (2025) asked for a first audit by an IAAP-certified auditor by 30 April 2026, a remediation
 * report by 31 July 2026, and yearly audits from 30 April 2027. The complaint data is due by the
 * 7th of each month (IA Master Circular).
 *
 * DEMO VALUES: the audit's date, its auditor and the report's date are placeholders until the
 * firm enters its own (`placeholder: true`; a production build refuses them). A malformed date
 * fails every build, naming its field (`auditProblems`).
 */
import type { Fact } from '../src/config/brand';

export interface AccessibilityAudits {
  /** The last audit: its date (YYYY-MM-DD) and who did it (an IAAP-certified auditor). */
  lastAudit: { date: Fact; auditor: Fact };
  /** The date the remediation report was sent (YYYY-MM-DD). */
  remediationReport: { date: Fact };
  /** The date the next audit is due (YYYY-MM-DD). */
  nextAuditDue: Fact;
}

export const ACCESSIBILITY_AUDITS: AccessibilityAudits = {
  lastAudit: {
    date: { value: '2026-04-28', placeholder: true },
    auditor: { value: 'IAAP-certified auditor to be named', placeholder: true },
  },
  remediationReport: { date: { value: '2026-07-30', placeholder: true } },
  nextAuditDue: { value: '2027-04-30' },
};

/** SEBI: a month's complaint data is published by this day of the next month. */
export const COMPLAINT_DATA_DUE_DAY = 7;

/** Staff are reminded this many days before a date falls due. */
export const REMINDER_DAYS = 30;

/** Whether a text is a day of the calendar written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** What is wrong with the audit dates, each naming its field: the build fails on any. */
export function auditProblems(audits: AccessibilityAudits = ACCESSIBILITY_AUDITS): string[] {
  const found: string[] = [];
  const dates = {
    'audits.lastAudit.date': audits.lastAudit.date.value,
    'audits.remediationReport.date': audits.remediationReport.date.value,
    'audits.nextAuditDue': audits.nextAuditDue.value,
  };
  for (const [field, value] of Object.entries(dates))
    if (!isIsoDate(value)) found.push(`${field}: "${value}" is not a date (YYYY-MM-DD)`);
  if (found.length > 0) return found;
  if (audits.remediationReport.date.value < audits.lastAudit.date.value)
    found.push(`audits.remediationReport.date: ${audits.remediationReport.date.value} is before the audit it answers`);
  if (audits.nextAuditDue.value <= audits.lastAudit.date.value)
    found.push(`audits.nextAuditDue: ${audits.nextAuditDue.value} is not after the last audit`);
  if (audits.lastAudit.auditor.value.trim() === '') found.push('audits.lastAudit.auditor: empty');
  return found;
}
