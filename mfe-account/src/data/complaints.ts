import { loadFirestore } from '@meridian/shared';
import { MY_COMPLAINTS_LIMIT, myComplaints, type MyComplaint } from '../domain/my-complaints';

/**
 * The complaints the signed-in person lodged (complaints where uid is theirs: the rules let them
 * list exactly those), newest first. Ordered here rather than by the query, which then needs no
 * composite index.
 */
export async function listMyComplaints(uid: string): Promise<MyComplaint[]> {
  const { db, sdk } = await loadFirestore();
  const snapshot = await sdk.getDocs(
    sdk.query(sdk.collection(db, 'complaints'), sdk.where('uid', '==', uid), sdk.limit(MY_COMPLAINTS_LIMIT)),
  );
  return myComplaints(snapshot.docs.map((document) => ({ id: document.id, data: document.data() })));
}
