// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROLES, hasPermission } from '@meridian/shared';
import { ACCESSIBILITY_AUDITS } from '@meridian/shared/compliance';
import { renderInSite } from '@meridian/shared/testing';
import { readLatestPublishedMonth } from '../data/latest-complaint-data';
import { ComplianceReminders } from './compliance-reminders';

// The newest published month is read from Firestore (a public document): here it is answered.
vi.mock('../data/latest-complaint-data', () => ({ readLatestPublishedMonth: vi.fn() }));
const readLatest = vi.mocked(readLatestPublishedMonth);

/** Noon in India, thirty days before the next audit falls due (the configuration's date). */
const due = Date.parse(`${ACCESSIBILITY_AUDITS.nextAuditDue.value}T06:30:00Z`);
const thirtyDaysBefore = due - 30 * 86_400_000;
const sixtyDaysBefore = due - 60 * 86_400_000;

describe('ComplianceReminders', () => {
  beforeEach(() => readLatest.mockReset());
  afterEach(cleanup);

  it('shows staff who manage the settings the audit falling due, and a month of complaint data ended unpublished, with a way to the Complaints tab', async () => {
    // 31 March 2027: February's data (due 7 March) is not published, January's is.
    readLatest.mockResolvedValue('2027-01');
    renderInSite(<ComplianceReminders role="superadmin" now={thirtyDaysBefore} />, { url: '/admin/users' });
    const audit = document.querySelector('[data-compliance-reminder="accessibility-audit"]');
    expect(audit?.getAttribute('role')).toBe('status');
    expect(audit?.textContent).toContain(
      'The yearly accessibility audit by an IAAP-certified auditor falls due by 30 April 2027 (in 30 days).',
    );
    await waitFor(() =>
      expect(document.querySelector('[data-compliance-reminder="complaint-data"]')?.textContent).toContain(
        'The complaint data for February 2027 was due by 7 March 2027 (24 days ago) and is not published',
      ),
    );
    expect(document.querySelector('[data-compliance-reminder="complaint-data"]')?.getAttribute('role')).toBe('alert');
    expect(screen.getByRole('link', { name: 'Open the Complaints tab' }).getAttribute('href')).toBe(
      '/admin/complaints',
    );
  });

  it('says nothing of the complaint data when every ended month is published, nor of the audit 60 days before it', async () => {
    readLatest.mockResolvedValue('2027-02');
    const { container } = renderInSite(<ComplianceReminders role="superadmin" now={sixtyDaysBefore} />, {
      url: '/admin/users',
    });
    await waitFor(() => expect(readLatest).toHaveBeenCalled());
    await Promise.resolve();
    expect(container.querySelector('[data-compliance-reminder]')).toBeNull();
  });

  it('says nothing of the complaint data when the newest published month could not be read', async () => {
    readLatest.mockRejectedValueOnce(new Error('offline'));
    renderInSite(<ComplianceReminders role="superadmin" now={thirtyDaysBefore} />, { url: '/admin/users' });
    await waitFor(() => expect(readLatest).toHaveBeenCalled());
    await Promise.resolve();
    expect(document.querySelector('[data-compliance-reminder="complaint-data"]')).toBeNull();
    expect(document.querySelector('[data-compliance-reminder="accessibility-audit"]')).not.toBeNull();
  });

  it.each(ROLES.filter((role) => !hasPermission(role, 'manage_settings')))(
    'shows %s nothing, and reads nothing (no manage_settings)',
    (role) => {
      const { container } = renderInSite(<ComplianceReminders role={role} now={thirtyDaysBefore} />, {
        url: '/admin/users',
      });
      expect(container.querySelector('[data-compliance-reminder]')).toBeNull();
      expect(readLatest).not.toHaveBeenCalled();
    },
  );
});
