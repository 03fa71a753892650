// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoUsers, renderInSite } from '@meridian/shared/testing';
import type { OnboardingRow } from '../../data/onboarding';
import { OnboardingView } from './onboarding-view';

const listOnboarding = vi.hoisted(() => vi.fn<() => Promise<OnboardingRow[]>>());
vi.mock('../../data/onboarding', () => ({ listOnboarding, ONBOARDING_READ_LIMIT: 100 }));

const AT = Date.parse('2026-11-29T06:00:00Z');

async function show() {
  renderInSite(<OnboardingView user={demoUsers.reviewer} manage={false} />, {
    url: '/admin/clients?view=onboarding',
    path: '/admin/*',
  });
  await act(async () => {});
}

describe('the client pipeline', () => {
  afterEach(cleanup);

  it('lists prospects by their first call and clients by their declaration, each stage in words; only a client has a file', async () => {
    listOnboarding.mockResolvedValue([
      { uid: null, name: 'Kavya Nair', email: 'kavya@example.in', since: AT, stage: 'met' },
      { uid: 'c1', name: 'Asha Rao', email: 'asha@example.in', since: AT, stage: 'agreement-signed' },
      { uid: 'c2', name: 'Vikram Shah', email: 'vikram@example.in', since: AT, stage: 'agreement-ended' },
    ]);
    await show();
    const rows = [...document.querySelectorAll('tr[data-onboarding]')];
    expect(rows.map((row) => [row.getAttribute('data-onboarding'), row.getAttribute('data-stage')])).toEqual([
      ['kavya@example.in', 'met'],
      ['asha@example.in', 'agreement-signed'],
      ['vikram@example.in', 'agreement-ended'],
    ]);
    expect(rows[0]?.textContent).toContain('First call held; to sign up and declare');
    expect(rows[0]?.textContent).toContain('No declaration yet');
    expect(rows[0]?.querySelector('a')).toBeNull();
    expect(rows[1]?.textContent).toContain('Active client: agreement signed');
    expect(screen.getByRole('link', { name: 'Open the file of Asha Rao' }).getAttribute('href')).toBe(
      '/admin/clients?view=onboarding&client=c1',
    );
    expect(rows[2]?.textContent).toContain('Former client: agreement ended');
  });

  it('says when nobody has booked or declared', async () => {
    listOnboarding.mockResolvedValue([]);
    await show();
    expect(screen.getByText('No one has booked a first call or made their declaration yet.')).toBeTruthy();
  });
});
