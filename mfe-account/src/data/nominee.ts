import { loadFirestore, settleWrite, storedMillis } from '@meridian/shared';
import { nomineeToStore, type NomineeFields, type StoredNominee } from '../domain/nominee-form';
import { early } from './early-reads';

export type { StoredNominee };

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The nominee as stored, or null when none is named. */
export function readNominee(uid: string): Promise<StoredNominee | null> {
  // Started early, as the Privacy tab opened (page-reads.ts), when it was.
  return early.take(`nominee:${uid}`, () => readNomineeNow(uid));
}

async function readNomineeNow(uid: string): Promise<StoredNominee | null> {
  const { db, sdk } = await loadFirestore();
  const stored = await sdk.getDoc(sdk.doc(db, 'nominees', uid));
  if (!stored.exists()) return null;
  const data: Record<string, unknown> = stored.data();
  return {
    name: text(data.name),
    relationship: text(data.relationship),
    email: text(data.email),
    phone: text(data.phone),
    updatedAt: storedMillis(data.updatedAt),
  };
}

/** Names or changes the nominee (the fields checked by validateNominee first; the rules check again). */
export async function saveNominee(uid: string, fields: NomineeFields): Promise<void> {
  const handle = await loadFirestore();
  const { db, sdk } = handle;
  await settleWrite(
    handle,
    sdk.setDoc(sdk.doc(db, 'nominees', uid), { ...nomineeToStore(fields), updatedAt: sdk.serverTimestamp() }),
  );
}

export async function removeNominee(uid: string): Promise<void> {
  const handle = await loadFirestore();
  const { db, sdk } = handle;
  await settleWrite(handle, sdk.deleteDoc(sdk.doc(db, 'nominees', uid)));
}
