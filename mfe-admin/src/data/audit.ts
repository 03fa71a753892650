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
import { namesNeeded, type AuditNames } from '../domain/audit-sentence';

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

/** A page of the audit log, newest first, with the names its sentences need (readAuditNames). */
export async function listAudit(
  after: unknown = null,
): Promise<{ entries: AuditEntry[]; names: AuditNames; next: unknown }> {
  const { db, sdk } = await loadFirestore();
  const snapshot = await sdk.getDocs(
    sdk.query(
      sdk.collection(db, 'auditLog'),
      sdk.orderBy('at', 'desc'),
      ...(after ? [sdk.startAfter(after)] : []),
      sdk.limit(AUDIT_PAGE_SIZE),
    ),
  );
  const entries = snapshot.docs.map((document): AuditEntry => {
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
  });
  return {
    entries,
    names: await readAuditNames(entries),
    next: snapshot.docs.length === AUDIT_PAGE_SIZE ? snapshot.docs[snapshot.docs.length - 1] : null,
  };
}

/**
 * The names of the people and posts a page of entries refers to, each read once (fresh, like the
 * entries: nothing is kept). A document gone or unreadable is left out, and its sentence
 * describes it instead ("an account", "a post").
 */
async function readAuditNames(entries: readonly AuditEntry[]): Promise<AuditNames> {
  const { db, sdk } = await loadFirestore();
  const needed = namesNeeded(entries);
  const read = async (collection: string, id: string, field: (data: Record<string, unknown>) => unknown) => {
    try {
      const found = await sdk.getDoc(sdk.doc(db, collection, id));
      const name = found.exists() ? field(found.data()) : null;
      return typeof name === 'string' && name.trim() ? ([id, name.trim()] as const) : null;
    } catch {
      return null;
    }
  };
  const [people, posts] = await Promise.all([
    Promise.all(needed.people.map((uid) => read('users', uid, (data) => data.displayName || data.email))),
    Promise.all(needed.posts.map((id) => read('posts', id, (data) => data.title))),
  ]);
  const known = <T>(pairs: (T | null)[]) => pairs.filter((pair): pair is T => pair !== null);
  return { people: new Map(known(people)), posts: new Map(known(posts)) };
}
