import { describe, expect, it } from 'vitest';
import { brand, paths } from '@meridian/shared';
import { CATEGORY_LABELS, RESPONSE_DAYS } from '@meridian/shared/complaints';
import { ACCESSIBILITY_AUDITS } from '@meridian/shared/compliance';
import { accessibilityPage, COMPLAINT_FORM_LINK, CONFORMANCE, conformanceStatus, KNOWN_ISSUES } from './accessibility';

describe('the accessibility statement', () => {
  it('states WCAG 2.2 level AA', () => {
    expect(`${CONFORMANCE.standard} ${CONFORMANCE.level}`).toBe('WCAG 2.2 AA');
    expect(accessibilityPage.conformance.join(' ')).toContain('WCAG 2.2');
  });

  it('shows the date of the last review as the same day it gives machines', () => {
    const { iso, shown } = accessibilityPage.lastReviewed;
    const date = new Date(`${iso}T00:00:00Z`);
    expect(Number.isNaN(date.getTime())).toBe(false);
    expect(date.toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })).toBe(
      shown,
    );
  });

  it('sends complaints to the complaint desk’s form with its accessibility category and its 21 days', () => {
    expect(COMPLAINT_FORM_LINK.startsWith(`${paths.complaints}#`)).toBe(true);
    const complaint = accessibilityPage.complaint.join(' ');
    expect(complaint).toContain(CATEGORY_LABELS.accessibility);
    expect(complaint).toContain(`within ${RESPONSE_DAYS} calendar days`);
    expect(complaint).toContain('SCORES');
  });

  it('has a nodal officer to name, with an email and a phone', () => {
    expect(brand.accessibility.role).toBe('Accessibility nodal officer');
    expect(brand.accessibility.email.value).toMatch(/@/);
    expect(brand.accessibility.phone.value).toMatch(/^\+91/);
  });

  it('dates each known issue, as the same day it gives machines', () => {
    expect(KNOWN_ISSUES.length).toBeGreaterThan(0);
    for (const { found } of KNOWN_ISSUES) {
      const date = new Date(`${found.iso}T00:00:00Z`);
      expect(
        date.toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
      ).toBe(found.shown);
    }
  });

  it.each<[string, boolean, number, string]>([
    ['audited, no known issue', false, 0, 'Fully conformant'],
    ['audited, a known issue', false, 1, 'Partially conformant'],
    ['not yet audited (the date a placeholder), no known issue', true, 0, 'Partially conformant'],
    ['not yet audited, known issues', true, 2, 'Partially conformant'],
  ])('claims what the audits and known issues support: %s', (_what, placeholder, issues, status) => {
    const audits = {
      ...ACCESSIBILITY_AUDITS,
      lastAudit: {
        ...ACCESSIBILITY_AUDITS.lastAudit,
        date: placeholder ? { value: '2026-04-28', placeholder: true as const } : { value: '2026-04-28' },
      },
    };
    expect(conformanceStatus(audits, KNOWN_ISSUES.slice(0, issues))).toBe(status);
  });

  it('says so, and why, in the demo firm (no audit yet, known issues)', () => {
    expect(CONFORMANCE.status).toBe('Partially conformant');
    expect(accessibilityPage.conformance[0]).toContain(
      'We describe it as partially conformant: it has not yet been audited by an IAAP-certified auditor, and the parts we know fall short are listed below',
    );
  });
});
