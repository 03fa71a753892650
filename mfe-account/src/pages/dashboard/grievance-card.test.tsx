// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GrievanceFields } from '@meridian/shared/privacy';
import { renderInSite } from '@meridian/shared/testing';
import type { GrievanceOutcome, MyGrievance } from '../../domain/my-grievances';
import { GrievanceCard } from './grievance-card';

const data = vi.hoisted(() => ({
  listMyGrievances: vi.fn<(uid: string) => Promise<MyGrievance[]>>(),
  sendGrievance: vi.fn<(fields: GrievanceFields, unreachable: string) => Promise<GrievanceOutcome>>(),
}));
vi.mock('../../data/grievances', () => data);

const LIMITED =
  'We have received several messages from you in a short time. Please try again in 2 minutes. Everything you typed is still here.';

describe('GrievanceCard', () => {
  beforeEach(() => {
    localStorage.clear();
    data.listMyGrievances.mockResolvedValue([]);
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('keeps what was typed when the endpoint limits the person, and says so in the public forms’ words', async () => {
    data.sendGrievance.mockResolvedValue({ kind: 'limited', message: LIMITED, retryAfterSeconds: 100 });
    renderInSite(<GrievanceCard uid="u1" onChange={() => undefined} />, { url: '/dashboard/privacy' });
    const card = screen.getByRole('region', { name: 'A grievance to our data protection contact' });
    const description = within(card).getByLabelText('Your grievance');
    fireEvent.change(within(card).getByLabelText('Subject (optional)'), { target: { value: 'My export' } });
    fireEvent.change(description, { target: { value: 'The export left out my saved calculations.' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Send grievance' }));

    expect((await within(card).findByRole('alert')).textContent).toBe(LIMITED);
    expect(data.sendGrievance).toHaveBeenCalledTimes(1);
    expect(description).toHaveProperty('value', 'The export left out my saved calculations.');
    expect(within(card).getByLabelText('Subject (optional)')).toHaveProperty('value', 'My export');
  });
});
