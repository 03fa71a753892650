import { describe, expect, it } from 'vitest';
import { myMail, readMyMail } from './my-mail';

const at = (millis: number) => ({ toMillis: () => millis });
const stored = {
  to: 'uma@example.in',
  template: { name: 'complaint-received', data: {} },
  about: { collection: 'complaints', id: 'MWA-2026-000004' },
  uid: 'u1',
  createdAt: at(100),
  delivery: { state: 'sent', subject: 'Complaint MWA-2026-000004 received', sentAt: at(160) },
};

describe('readMyMail', () => {
  it('reads a sent message: its subject, where it went and when it was sent', () => {
    expect(readMyMail('m1', stored)).toEqual({
      id: 'm1',
      subject: 'Complaint MWA-2026-000004 received',
      to: 'uma@example.in',
      state: 'sent',
      at: 160,
    });
  });

  it.each<[string, Record<string, unknown>, object]>([
    [
      'queued, its subject not yet written: what it is about, when it was queued',
      { delivery: { state: 'pending', subject: '', sentAt: null } },
      { subject: 'About your complaint MWA-2026-000004', state: 'sending', at: 100 },
    ],
    ['being retried', { delivery: { state: 'retry', subject: '' } }, { state: 'sending', at: 100 }],
    ['failed for good', { delivery: { state: 'failed', subject: 'Complaint received' } }, { state: 'failed' }],
    [
      'about a grievance',
      { about: { collection: 'grievances', id: 'g1' }, delivery: { state: 'pending' } },
      { subject: 'About your privacy grievance' },
    ],
    [
      'about a request',
      { about: { collection: 'leads', id: 'l1' }, delivery: {} },
      { subject: 'About your request to us', state: 'sending' },
    ],
    [
      'sent, its sending time unreadable: when queued',
      { delivery: { state: 'sent', subject: 'S', sentAt: 'x' } },
      { at: 100 },
    ],
  ])('%s', (_label, change, read) => {
    expect(readMyMail('m1', { ...stored, ...change })).toMatchObject(read);
  });

  it.each<[string, unknown]>([
    ['not an object', 'mail'],
    ['no address', { ...stored, to: '' }],
    ['about something unknown', { ...stored, about: { collection: 'posts', id: 'p1' } }],
    ['no readable time', { ...stored, createdAt: 'today', delivery: { state: 'pending' } }],
  ])('skips %s', (_label, data) => {
    expect(readMyMail('m1', data)).toBeNull();
  });
});

describe('myMail', () => {
  it('lists them newest first, skipping what cannot be read', () => {
    const older = { ...stored, delivery: { ...stored.delivery, sentAt: at(50) } };
    expect(
      myMail([
        { id: 'old', data: older },
        { id: 'bad', data: null },
        { id: 'new', data: stored },
      ]).map((mail) => mail.id),
    ).toEqual(['new', 'old']);
  });
});
