import { writeDocument } from './admin';

// Complaints as the complaint form's endpoint stores them, written with the rules off, for the
// specs of the complaint desk's staff side (complaints-admin.spec.ts, complaint-data.serial.spec.ts).

export const DAY = 24 * 60 * 60 * 1000;
const IST = 330 * 60 * 1000;

/** A ticket of this year (IST) no counter will issue for a long time: 9 and five random digits. */
export function testTicket(): string {
  const year = new Date(Date.now() + IST).getUTCFullYear();
  return `MWA-${year}-9${String(Math.floor(Math.random() * 100_000)).padStart(5, '0')}`;
}

/** A complaint as the endpoint stores it; returns its ticket. */
export async function writeComplaint(fields: {
  receivedAt: Date;
  resolvedAt?: Date | null;
  source?: 'direct' | 'scores' | 'other';
  category?: string;
  name: string;
  description: string;
}): Promise<string> {
  const ticket = testTicket();
  const resolvedAt = fields.resolvedAt ?? null;
  await writeDocument(`complaints/${ticket}`, {
    ticket,
    source: fields.source ?? 'direct',
    receivedAt: fields.receivedAt,
    resolvedAt,
    status: resolvedAt ? 'resolved' : 'received',
    impersonation: fields.category === 'impersonation',
    category: fields.category ?? 'service',
    name: fields.name,
    email: 'complainant@example.com',
    phone: '',
    isClient: true,
    description: fields.description,
    uid: null,
    reference: '',
    resolution: resolvedAt ? 'Answered by letter.' : '',
    // One lodged on the site's form names its form's language; one staff recorded, none.
    ...((fields.source ?? 'direct') === 'direct' ? { language: 'en' } : {}),
  });
  return ticket;
}

/** Last month in India, 'YYYY-MM', and an instant `days` days before this month began (IST). */
export function lastMonth(): { id: string; before: (days: number) => Date } {
  const now = new Date(Date.now() + IST);
  const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1) - IST;
  const last = new Date(monthStart + IST - DAY);
  return {
    id: `${last.getUTCFullYear()}-${String(last.getUTCMonth() + 1).padStart(2, '0')}`,
    before: (days: number) => new Date(monthStart - days * DAY + 6 * 60 * 60 * 1000),
  };
}
