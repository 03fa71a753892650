import { Timestamp, type Firestore, type Query } from 'firebase-admin/firestore';
import type { StatsDeps, UsersWindow } from './handler';

/**
 * The Analytics tab's counts in Firestore (the Admin SDK): count aggregations, which read no
 * document and are billed one read per 1,000 index entries matched.
 */
export function statsStore(db: Firestore): Pick<StatsDeps, 'countUsers' | 'countCalculations'> {
  const count = async (query: Query): Promise<number> => (await query.count().get()).data().count;
  return {
    countUsers(window?: UsersWindow): Promise<number> {
      let users: Query = db.collection('users');
      if (window) {
        users = users.where(window.field, '>=', Timestamp.fromDate(window.start));
        if (window.end) users = users.where(window.field, '<', Timestamp.fromDate(window.end));
      }
      return count(users);
    },
    countCalculations: () => count(db.collection('calculations')),
  };
}
