import { loadFirestore, storedDate } from '@meridian/shared';

/**
 * The outgoing email queue (mail/{id}, written only by the functions: functions/src/mail/queue.ts),
 * as staff read it: the messages about the records they may read (the rules: view_leads for
 * leads', view_complaints for complaints' and grievances') that have not been delivered.
 */
export type MailGroup = 'leads' | 'complaints';

const COLLECTIONS: Record<MailGroup, readonly string[]> = {
  leads: ['leads'],
  complaints: ['complaints', 'grievances'],
};

export interface UndeliveredMail {
  id: string;
  to: string;
  template: string;
  about: { collection: string; id: string };
  /** 'retry': another try is due at nextAttemptAt; 'failed': no more tries. */
  state: 'retry' | 'failed';
  attempts: number;
  nextAttemptAt: Date | null;
  lastError: string;
  createdAt: Date | null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The messages of a group not delivered (retrying, or failed for good), newest first, at most 50. */
export async function listUndelivered(group: MailGroup): Promise<UndeliveredMail[]> {
  const { db, sdk } = await loadFirestore();
  const collections = COLLECTIONS[group];
  const snapshot = await sdk.getDocs(
    sdk.query(
      sdk.collection(db, 'mail'),
      collections.length === 1
        ? sdk.where('about.collection', '==', collections[0])
        : sdk.where('about.collection', 'in', collections),
      sdk.where('delivery.state', 'in', ['retry', 'failed']),
      sdk.limit(50),
    ),
  );
  const rows = snapshot.docs.map((document): UndeliveredMail => {
    const data = document.data() as Record<string, unknown>;
    const delivery = (data.delivery ?? {}) as Record<string, unknown>;
    const about = (data.about ?? {}) as Record<string, unknown>;
    const template = (data.template ?? {}) as Record<string, unknown>;
    return {
      id: document.id,
      to: text(data.to),
      template: text(template.name),
      about: { collection: text(about.collection), id: text(about.id) },
      state: delivery.state === 'retry' ? 'retry' : 'failed',
      attempts: typeof delivery.attempts === 'number' ? delivery.attempts : 0,
      nextAttemptAt: storedDate(delivery.nextAttemptAt),
      lastError: text(delivery.lastError),
      createdAt: storedDate(data.createdAt),
    };
  });
  return rows.sort((a, b) => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0));
}
