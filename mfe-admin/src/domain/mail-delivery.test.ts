import { describe, expect, it } from 'vitest';
import type { UndeliveredMail } from '../data/mail';
import { undeliveredLine } from './mail-delivery';

const base: UndeliveredMail = {
  id: 'm1',
  to: 'asha@example.com',
  template: 'complaint-received',
  about: { collection: 'complaints', id: 'MWA-2026-000042' },
  state: 'retry',
  attempts: 2,
  nextAttemptAt: new Date('2026-11-28T10:05:00Z'),
  lastError: 'Connection refused',
  createdAt: new Date('2026-11-28T10:00:00Z'),
};

const at = (time: Date | null) => time?.toISOString() ?? '—';

describe('a line for an email not delivered', () => {
  it.each<[string, Partial<UndeliveredMail>, string]>([
    [
      'retrying',
      {},
      'Acknowledgement of a complaint to asha@example.com (complaint MWA-2026-000042): not sent after 2 tries; the next at 2026-11-28T10:05:00.000Z. Last error: Connection refused',
    ],
    [
      'after one try',
      { attempts: 1, template: 'contact-received', about: { collection: 'leads', id: 'L1' } },
      'Acknowledgement of a message to asha@example.com (lead L1): not sent after 1 try; the next at 2026-11-28T10:05:00.000Z. Last error: Connection refused',
    ],
    [
      'failed for good',
      {
        state: 'failed',
        attempts: 6,
        nextAttemptAt: null,
        template: 'grievance-received',
        about: { collection: 'grievances', id: 'G1' },
      },
      'Acknowledgement of a privacy grievance to asha@example.com (grievance G1): failed after 6 tries, and will not be tried again. Last error: Connection refused',
    ],
    [
      'refused, with no error text',
      {
        state: 'failed',
        attempts: 1,
        lastError: '',
        template: 'consultation-received',
        about: { collection: 'leads', id: 'L2' },
      },
      'Acknowledgement of a consultation request to asha@example.com (lead L2): failed after 1 try, and will not be tried again.',
    ],
  ])('%s', (_, change, line) => {
    expect(undeliveredLine({ ...base, ...change }, at)).toBe(line);
  });
});
