import {
  loadFirestore,
  settleWrite,
  storedDate,
  type AuditAction,
  type AuditLogDocument,
  type AuditValues,
  type FirestoreHandle,
  type SessionUser,
} from '@meridian/shared';

/** Who is making a change: the signed-in staff member. */
export interface Actor {
  uid: string;
  email: string;
}

/** The signed-in staff member as the audit log names them. */
export function actorOf(user: Pick<SessionUser, 'uid' | 'email'>): Actor {
  return { uid: user.uid, email: user.email ?? '' };
}

export interface AuditedChange {
  action: AuditAction;
  /** The changed document's path, e.g. 'users/uid-42'. */
  target: string;
  before: AuditValues | null;
  after: AuditValues;
  note?: string;
}

type Batch = ReturnType<FirestoreHandle['sdk']['writeBatch']>;

/**
 * Commits a change and its auditLog entry in one batch: `write` adds the change (it must set
 * `auditId` on the changed document), this adds the entry. The rules refuse either without the
 * other, so the log can't miss a change, and nobody can edit or delete an entry.
 */
export async function commitAudited(
  actor: Actor,
  change: AuditedChange,
  write: (batch: Batch, auditId: string, handle: FirestoreHandle) => void,
): Promise<void> {
  const handle = await loadFirestore();
  const { db, sdk } = handle;
  const entry = sdk.doc(sdk.collection(db, 'auditLog'));
  const batch = sdk.writeBatch(db);
  write(batch, entry.id, handle);
  batch.set(entry, {
    actor: actor.uid,
    actorEmail: actor.email,
    action: change.action,
    target: change.target,
    before: change.before,
    after: change.after,
    note: change.note ?? '',
    at: sdk.serverTimestamp(),
  });
  await settleWrite(handle, batch.commit());
}

export interface AuditEntry extends Omit<AuditLogDocument, 'at'> {
  id: string;
  at: Date | null;
}

export const AUDIT_PAGE_SIZE = 25;

/** A page of the audit log, newest first. */
export async function listAudit(after: unknown = null): Promise<{ entries: AuditEntry[]; next: unknown }> {
  const { db, sdk } = await loadFirestore();
  const snapshot = await sdk.getDocs(
    sdk.query(
      sdk.collection(db, 'auditLog'),
      sdk.orderBy('at', 'desc'),
      ...(after ? [sdk.startAfter(after)] : []),
      sdk.limit(AUDIT_PAGE_SIZE),
    ),
  );
  return {
    entries: snapshot.docs.map((document) => {
      const data = document.data() as Partial<AuditLogDocument>;
      return {
        id: document.id,
        actor: String(data.actor ?? ''),
        actorEmail: String(data.actorEmail ?? ''),
        action: data.action ?? 'role.change',
        target: String(data.target ?? ''),
        before: data.before ?? null,
        after: data.after ?? {},
        note: String(data.note ?? ''),
        at: storedDate(data.at),
      };
    }),
    next: snapshot.docs.length === AUDIT_PAGE_SIZE ? snapshot.docs[snapshot.docs.length - 1] : null,
  };
}
