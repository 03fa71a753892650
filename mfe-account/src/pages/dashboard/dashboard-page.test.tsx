// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoUsers, renderInSite } from '@meridian/shared/testing';
import AccountApp from '../../app';
import { recentActivities } from '../../data/activities';
import { listMyMail } from '../../data/mail';

// The tabs' reads: the overview's activity, count, complaints and details, and My Calculations' list.
vi.mock('../../data/activities', () => ({ recentActivities: vi.fn(async () => []) }));
vi.mock('../../data/calculations', () => ({
  countCalculations: vi.fn(async () => 0),
  listCalculations: vi.fn(async () => ({ items: [], next: null })),
  deleteCalculation: vi.fn(),
}));
vi.mock('../../data/complaints', () => ({ listMyComplaints: vi.fn(async () => []) }));
vi.mock('../../data/mail', () => ({ listMyMail: vi.fn(async () => []) }));
vi.mock('../../data/profiles', () => ({
  readAccountDetails: vi.fn(() => new Promise(() => {})),
}));

const dashboard = (url: string, user = demoUsers.user) =>
  renderInSite(<AccountApp />, { url, path: '/dashboard/*', user });

const tabs = () => within(screen.getByRole('navigation', { name: 'Dashboard' })).getAllByRole('link');

describe('the dashboard', () => {
  afterEach(cleanup);

  it.each([
    ['/dashboard', 'Overview'],
    ['/dashboard/calculations', 'My Calculations'],
    ['/dashboard/profile', 'Profile'],
  ])('%s: the tabs are links to their addresses, %s the current one', async (url, current) => {
    dashboard(url);
    // The calculations and profile tabs are downloaded when opened: the page shows once they have arrived
    // (transformed on first import here, which takes more than a second when every workspace's tests run at once).
    expect((await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).textContent).toBe(
      `Welcome back, ${demoUsers.user.displayName}`,
    );
    expect(tabs().map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Overview', '/dashboard'],
      ['My Calculations', '/dashboard/calculations'],
      ['Profile', '/dashboard/profile'],
      ['Privacy', '/dashboard/privacy'],
    ]);
    expect(
      tabs()
        .filter((link) => link.getAttribute('aria-current') === 'page')
        .map((link) => link.textContent),
    ).toEqual([current]);
  });

  it('the overview lists saves among the sign-ins, each save a link to its calculator with its inputs', async () => {
    const now = Date.now();
    vi.mocked(recentActivities).mockResolvedValueOnce([
      { type: 'saved', at: now - 60_000, what: 'Our flat in Pune', reopen: '/calculators/home-loan?amount=2500000' },
      { type: 'login', method: 'password', at: now - 3_600_000, userAgent: '' },
    ]);
    dashboard('/dashboard');
    const feed = await screen.findByRole('region', { name: 'Recent activity' }, { timeout: 10_000 });
    const items = await within(feed).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Saved “Our flat in Pune”, 1 minute ago',
      'Signed in, 1 hour ago, an unknown browser',
    ]);
    expect(within(items[0]!).getByRole('link').getAttribute('href')).toBe('/calculators/home-loan?amount=2500000');
    expect(within(items[1]!).queryByRole('link')).toBeNull();
  });

  it('the overview lists the emails we sent, each with where it went, when and whether it arrived', async () => {
    vi.mocked(listMyMail).mockResolvedValueOnce([
      {
        id: 'm2',
        subject: 'Your privacy grievance is received',
        to: 'uma@example.in',
        state: 'failed',
        at: Date.parse('2026-11-28T05:00:00Z'),
      },
      {
        id: 'm1',
        subject: 'Complaint MWA-2026-000004 received',
        to: 'uma@example.in',
        state: 'sent',
        at: Date.parse('2026-11-27T05:00:00Z'),
      },
    ]);
    dashboard('/dashboard');
    const card = await screen.findByRole('region', { name: 'Emails we sent you' }, { timeout: 10_000 });
    const items = await within(card).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Your privacy grievance is receivedNot deliveredTo uma@example.in, 28 Nov 2026, 10:30 am. It could not be delivered; our staff have been told.',
      'Complaint MWA-2026-000004 receivedSentTo uma@example.in, 27 Nov 2026, 10:30 am.',
    ]);
  });

  it('asks a person whose email is not verified to verify it, above the tabs', async () => {
    dashboard('/dashboard', { ...demoUsers.user, emailVerified: false });
    await act(async () => {});
    expect(document.querySelector('[data-verify-email]')?.textContent).toContain('Please verify your email address.');
  });

  it('/dashboard/profile while the profile is read: the forms’ shape stands in, announced as loading, with none of the forms’ fields', async () => {
    dashboard('/dashboard/profile');
    await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    await act(async () => {});
    expect(screen.getAllByRole('status').some((status) => status.textContent?.includes('Loading…'))).toBe(true);
    // The shape keeps the forms' space (their headings and labels, hidden from screen readers),
    // but no id of theirs: nothing takes it for the form (the benchmark waits for #profile-name).
    const shape = [...document.querySelectorAll('[aria-hidden="true"]')].find((element) =>
      element.textContent?.includes('Your details'),
    );
    expect(shape?.textContent).toContain('Preferences');
    expect(document.querySelector('#profile-name')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Your details' })).toBeNull();
  });
});
