// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ROLES, hasPermission } from '@meridian/shared';
import { ACCESSIBILITY_AUDITS } from '@meridian/shared/compliance';
import { renderInSite } from '@meridian/shared/testing';
import { ComplianceReminders } from './compliance-reminders';

/** Noon in India, thirty days before the next audit falls due (the configuration's date). */
const due = Date.parse(`${ACCESSIBILITY_AUDITS.nextAuditDue.value}T06:30:00Z`);
const thirtyDaysBefore = due - 30 * 86_400_000;
const sixtyDaysBefore = due - 60 * 86_400_000;

describe('ComplianceReminders', () => {
  afterEach(cleanup);

  it('shows staff who manage the settings the audit and the complaint data falling due, with a way to the Complaints tab', () => {
    renderInSite(<ComplianceReminders role="superadmin" now={thirtyDaysBefore} />, { url: '/admin/users' });
    const audit = document.querySelector('[data-compliance-reminder="accessibility-audit"]');
    expect(audit?.getAttribute('role')).toBe('status');
    expect(audit?.textContent).toContain(
      'The yearly accessibility audit by an IAAP-certified auditor falls due by 30 April 2027 (in 30 days).',
    );
    const data = document.querySelector('[data-compliance-reminder="complaint-data"]');
    expect(data?.textContent).toContain('The complaint data for March 2027 falls due by 7 April 2027');
    expect(screen.getByRole('link', { name: 'Open the Complaints tab' }).getAttribute('href')).toBe(
      '/admin/complaints',
    );
  });

  it('says nothing of the audit 60 days before it', () => {
    renderInSite(<ComplianceReminders role="superadmin" now={sixtyDaysBefore} />, { url: '/admin/users' });
    expect(document.querySelector('[data-compliance-reminder="accessibility-audit"]')).toBeNull();
    expect(document.querySelector('[data-compliance-reminder="complaint-data"]')).not.toBeNull();
  });

  it.each(ROLES.filter((role) => !hasPermission(role, 'manage_settings')))(
    'shows %s nothing (no manage_settings)',
    (role) => {
      const { container } = renderInSite(<ComplianceReminders role={role} now={thirtyDaysBefore} />, {
        url: '/admin/users',
      });
      expect(container.querySelector('[data-compliance-reminder]')).toBeNull();
    },
  );
});
