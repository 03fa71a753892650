// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoUsers, renderInSite } from '@meridian/shared/testing';
import type { Analytics } from '../data/analytics';
import AnalyticsTab from './analytics-tab';

const reading: { resolve: (value: Analytics) => void } = { resolve: () => undefined };
vi.mock('../data/analytics', () => ({
  readAnalytics: vi.fn(
    () =>
      new Promise<Analytics>((resolve) => {
        reading.resolve = resolve;
      }),
  ),
}));

const FIGURES: Analytics = {
  totalUsers: 1234,
  activeUsers: 56,
  recentSignups: 7,
  totalCalculations: 89,
  weekly: [{ label: '17 Nov', count: 3 }],
  reads: 16,
};

const hiddenShape = () =>
  [...document.querySelectorAll('[aria-hidden="true"]')].find((element) =>
    element.textContent?.includes('Sign-ups per week'),
  );

describe('the Analytics tab (issue 22: nothing moves when the figures arrive)', () => {
  afterEach(cleanup);

  it('while reading: the figures’ cards and the chart’s card stand in with their headings, with no figure', () => {
    renderInSite(<AnalyticsTab user={demoUsers.admin} />);
    expect(screen.getByRole('status').textContent).toContain('Loading…');
    expect(hiddenShape()?.textContent).toContain('Total users');
    expect(document.querySelector('[data-figure]')).toBeNull();
    expect(document.querySelector('[data-reads]')).toBeNull();
  });

  it('once read: the figures, with the shape kept under them, hidden and without ids', async () => {
    renderInSite(<AnalyticsTab user={demoUsers.admin} />);
    await act(async () => reading.resolve(FIGURES));
    expect(document.querySelector('[data-figure="total-users"]')?.textContent).toBe('1,234');
    expect(screen.getByRole('heading', { name: 'Total users' }).id).toBe('total-users');
    expect(document.querySelectorAll('#total-users')).toHaveLength(1);
    expect(hiddenShape()).toBeDefined();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
