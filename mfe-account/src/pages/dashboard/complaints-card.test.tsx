// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deviceMemory } from '@meridian/shared/device-memory';
import { renderInSite } from '@meridian/shared/testing';
import type { MyComplaint } from '../../domain/my-complaints';
import { ComplaintsCard } from './complaints-card';

const listMyComplaints = vi.hoisted(() => vi.fn<(uid: string) => Promise<MyComplaint[]>>());
vi.mock('../../data/complaints', () => ({ listMyComplaints }));

const open: MyComplaint = {
  ticket: 'MWA-2026-000123',
  status: 'in-progress',
  statusLabel: 'In progress',
  category: 'Fees and billing',
  receivedAt: Date.parse('2026-11-24T05:00:00Z'),
  receivedOn: '24 November 2026',
  dueBy: '15 December 2026',
  resolvedOn: null,
  resolution: '',
};
const resolved: MyComplaint = {
  ...open,
  ticket: 'MWA-2026-000100',
  status: 'resolved',
  statusLabel: 'Resolved',
  dueBy: null,
  resolvedOn: '2 November 2026',
  resolution: 'We refunded the second fee.',
};

describe('ComplaintsCard', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('lists the person’s own complaints with their status and the date of the answer', async () => {
    listMyComplaints.mockResolvedValue([open, resolved]);
    renderInSite(<ComplaintsCard uid="u1" />, { url: '/dashboard' });
    const card = screen.getByRole('region', { name: 'My complaints' });
    const items = await within(card).findAllByRole('listitem');
    expect(listMyComplaints).toHaveBeenCalledWith('u1');
    expect(items.map((item) => item.textContent)).toEqual([
      'MWA-2026-000123In progressFees and billing. Received on 24 November 2026. We will answer by 15 December 2026.',
      'MWA-2026-000100ResolvedFees and billing. Received on 24 November 2026. Resolved on 2 November 2026.We refunded the second fee.',
    ]);
    expect(within(card).getByRole('link', { name: 'Lodge a complaint' }).getAttribute('href')).toBe('/complaints');
  });

  it('says when there are none', async () => {
    listMyComplaints.mockResolvedValue([]);
    renderInSite(<ComplaintsCard uid="u1" />, { url: '/dashboard' });
    expect(await screen.findByText('You have not lodged any complaint with us.')).toBeTruthy();
  });

  it('shows at once, inert, the complaints this person saw on this device last time, then the read’s answer', async () => {
    const memory = deviceMemory(localStorage);
    memory.keepSession('u1', { uid: 'u1' });
    memory.keep('u1', 'complaints', [open, resolved]);
    let answer: (complaints: MyComplaint[]) => void = () => undefined;
    listMyComplaints.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderInSite(<ComplaintsCard uid="u1" />, { url: '/dashboard' });

    const card = screen.getByRole('region', { name: 'My complaints' });
    const kept = card.querySelector('[data-kept]');
    expect(kept?.hasAttribute('inert')).toBe(true);
    expect(kept?.getAttribute('aria-busy')).toBe('true');
    expect(
      [...(kept?.querySelectorAll('li[data-ticket]') ?? [])].map((item) => item.getAttribute('data-ticket')),
    ).toEqual(['MWA-2026-000123', 'MWA-2026-000100']);
    expect(within(card).getByText('We refunded the second fee.').closest('[data-kept]')).toBe(kept);

    answer([open]);
    await waitFor(() => expect(card.querySelector('[data-kept]')).toBeNull());
    const items = within(card).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-ticket'))).toEqual(['MWA-2026-000123']);
    expect(memory.recall('u1', 'complaints')).toEqual([open]);
  });

  it('shows nothing early of a list this release does not read', () => {
    const memory = deviceMemory(localStorage);
    memory.keepSession('u1', { uid: 'u1' });
    memory.keep('u1', 'complaints', [{ ...open, status: 'closed' }]);
    listMyComplaints.mockReturnValue(new Promise(() => undefined));
    renderInSite(<ComplaintsCard uid="u1" />, { url: '/dashboard' });
    const card = screen.getByRole('region', { name: 'My complaints' });
    expect(card.querySelector('[data-kept]')).toBeNull();
    expect(card.querySelector('[data-ticket]')).toBeNull();
  });
});
