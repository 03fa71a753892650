// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInSite } from '@meridian/shared/testing';
import { listUndelivered, type UndeliveredMail as Mail } from '../data/mail';
import { UndeliveredMail } from './undelivered-mail';

vi.mock('../data/mail', () => ({ listUndelivered: vi.fn() }));
const list = vi.mocked(listUndelivered);

const FAILED: Mail = {
  id: 'm-1',
  to: 'asha@example.com',
  template: 'contact',
  about: { collection: 'leads', id: 'l-1' },
  state: 'failed',
  attempts: 6,
  nextAttemptAt: null,
  lastError: 'SMTP refused',
  createdAt: new Date('2026-11-28T05:00:00Z'),
};

describe('UndeliveredMail (the end of the Leads and Complaints tabs)', () => {
  afterEach(cleanup);

  it('holds a line while it reads, then says every email went out, in the same place', async () => {
    let answer: (mails: Mail[]) => void = () => undefined;
    list.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderInSite(<UndeliveredMail group="leads" holdLine />);
    expect(screen.getByText('Emails: checking delivery…').getAttribute('aria-busy')).toBe('true');
    expect(list).toHaveBeenCalledWith('leads');
    await act(async () => answer([]));
    expect(screen.queryByText('Emails: checking delivery…')).toBeNull();
    expect(screen.getByText('Emails: all sent or on their way.')).toBeTruthy();
  });

  it('draws nothing while it reads unless asked to hold its line', () => {
    list.mockReturnValue(new Promise(() => undefined));
    const { container } = renderInSite(<UndeliveredMail group="complaints" />);
    expect(container.textContent).toBe('');
  });

  it('lists each email not delivered, with its record and its last error', async () => {
    list.mockResolvedValue([FAILED]);
    renderInSite(<UndeliveredMail group="complaints" />);
    expect(await screen.findByRole('heading', { name: 'Emails not delivered (1)' })).toBeTruthy();
    expect(screen.getByRole('listitem').textContent).toContain('asha@example.com');
    expect(screen.getByRole('listitem').textContent).toContain('Last error: SMTP refused');
  });

  it('says when the delivery cannot be read, with a way to try again', async () => {
    list.mockRejectedValueOnce(new Error('Missing or insufficient permissions.')).mockResolvedValueOnce([]);
    renderInSite(<UndeliveredMail group="leads" />);
    expect((await screen.findByRole('status')).textContent).toContain('could not be read');
    await act(async () => screen.getByRole('button', { name: 'Try again' }).click());
    expect(await screen.findByText('Emails: all sent or on their way.')).toBeTruthy();
  });
});
