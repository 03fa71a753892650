// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from '@meridian/shared';
import { Alert } from '@meridian/shared';
import { captureKeptPage, KEEP_OMIT_ATTRIBUTE, KEEP_PAGE_ATTRIBUTE } from '@meridian/shared/device-memory';
import { renderInSite } from '@meridian/shared/testing';
import { NeverKept, TabbedPage, type PageTab } from './tabbed-page';

type Id = 'overview' | 'profile' | 'history';

/** A page whose open tab is the one its address names, as the dashboard and the admin area choose it. */
function Page({ tabs }: { tabs: readonly PageTab<Id>[] }) {
  const { pathname } = useLocation();
  const current = tabs.find((tab) => tab.to === pathname)?.id ?? 'overview';
  return (
    <TabbedPage
      heading="Welcome back, Asha"
      intro="Everything in one place."
      label="Dashboard"
      tabs={tabs}
      current={current}
      notices={<p role="status">Please verify your email address.</p>}
    >
      <h2>{current} content</h2>
    </TabbedPage>
  );
}

const TABS: readonly PageTab<Id>[] = [
  { id: 'overview', label: 'Overview', to: '/dashboard' },
  { id: 'profile', label: 'Profile', to: '/dashboard/profile' },
  { id: 'history', label: 'History', to: '/dashboard/history' },
];

const tabs = () => within(screen.getByRole('navigation', { name: 'Dashboard' })).getAllByRole('link');
const currentTab = () => tabs().filter((link) => link.getAttribute('aria-current') === 'page');

describe('TabbedPage', () => {
  afterEach(cleanup);

  it('shows the banner, the notices, the tabs as named links to their addresses, and the open tab', () => {
    renderInSite(<Page tabs={TABS} />, { url: '/dashboard/profile', path: '/dashboard/*' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome back, Asha');
    expect(screen.getByText('Everything in one place.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Please verify your email address.');
    expect(tabs().map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Overview', '/dashboard'],
      ['Profile', '/dashboard/profile'],
      ['History', '/dashboard/history'],
    ]);
    expect(currentTab().map((link) => link.textContent)).toEqual(['Profile']);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('profile content');
  });

  it('is driven by the keyboard: Tab reaches each link in order, Enter opens one and the address follows', async () => {
    const user = userEvent.setup();
    const site = renderInSite(<Page tabs={TABS} />, { url: '/dashboard', path: '/dashboard/*' });
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Overview');
    await user.tab();
    await user.tab();
    expect(document.activeElement?.textContent).toBe('History');
    await user.keyboard('{Enter}');
    expect(site.location().pathname).toBe('/dashboard/history');
    expect(currentTab().map((link) => link.textContent)).toEqual(['History']);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('history content');
  });

  it('lets the device keep the page only when asked (the shell’s page keeper looks for the mark)', () => {
    const page = (keep?: boolean) => (
      <TabbedPage heading="Admin" intro="Signed in." label="Admin" tabs={TABS} current="overview" keep={keep}>
        <p>Figures</p>
      </TabbedPage>
    );
    renderInSite(page(), { url: '/dashboard' });
    expect(document.querySelector(`[${KEEP_PAGE_ATTRIBUTE}]`)).toBeNull();
    cleanup();
    renderInSite(page(true), { url: '/dashboard' });
    expect(document.querySelector(`[${KEEP_PAGE_ATTRIBUTE}]`)?.textContent).toContain('Figures');
  });

  it('leaves out of the kept page what is wrapped in NeverKept (a notice for this visit, other people’s data), and shows it', () => {
    renderInSite(
      <main id="main">
        <TabbedPage heading="Admin" intro="Signed in." label="Admin" tabs={TABS} current="overview" keep>
          <NeverKept>
            <Alert tone="success">Saved.</Alert>
          </NeverKept>
          <p>Figures</p>
        </TabbedPage>
      </main>,
    );
    const notice = screen.getByRole('status');
    expect(notice.textContent).toBe('Saved.');
    expect(notice.hasAttribute(KEEP_OMIT_ATTRIBUTE)).toBe(true);
    const kept = captureKeptPage(document.getElementById('main') as HTMLElement, []);
    expect(kept?.html).toContain('Figures');
    expect(kept?.html).not.toContain('Saved.');
  });

  it('starts downloading a tab’s code when its link is hovered', async () => {
    const preload = vi.fn();
    const user = userEvent.setup();
    renderInSite(<Page tabs={TABS.map((tab) => (tab.id === 'history' ? { ...tab, preload } : tab))} />, {
      url: '/dashboard',
      path: '/dashboard/*',
    });
    await user.hover(screen.getByRole('link', { name: 'Profile' }));
    expect(preload).not.toHaveBeenCalled();
    await user.hover(screen.getByRole('link', { name: 'History' }));
    expect(preload).toHaveBeenCalledTimes(1);
  });
});
