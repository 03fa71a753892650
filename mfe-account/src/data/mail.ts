import { loadFirestore } from '@meridian/shared';
import { MY_MAIL_LIMIT, myMail, type MyMail } from '../domain/my-mail';

/**
 * The emails the firm sent for the signed-in person's account (mail where uid is theirs: the rules
 * let them list exactly those), newest first. Ordered here rather than by the query, which then
 * needs no composite index.
 */
export async function listMyMail(uid: string): Promise<MyMail[]> {
  const { db, sdk } = await loadFirestore();
  const snapshot = await sdk.getDocs(
    sdk.query(sdk.collection(db, 'mail'), sdk.where('uid', '==', uid), sdk.limit(MY_MAIL_LIMIT)),
  );
  return myMail(snapshot.docs.map((document) => ({ id: document.id, data: document.data() })));
}
