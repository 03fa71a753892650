import { describe, expect, it } from 'vitest';
import { brand, paths } from '@meridian/shared';
import { CATEGORY_LABELS, RESPONSE_DAYS } from '@meridian/shared/complaints';
import { accessibilityPage, COMPLAINT_FORM_LINK, CONFORMANCE } from './accessibility';

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

  it('lists its known limitations', () => {
    expect(accessibilityPage.limitations.length).toBeGreaterThan(0);
  });
});
