import { loadFirestore, normaliseRole, storedMillis } from '@meridian/shared';
import { maskedPan } from '@meridian/shared/onboarding';

/**
 * The Clients tab's declarations (issue 36, item 3): which accounts have declared that they take
 * advice, not distribution, from the firm (declarations/{uid}, read with view_clients) and which
 * have not (the accounts, users, read with view_users). The newest DECLARATION_READ_LIMIT
 * accounts are looked at; the PAN leaves this module only by its last four characters.
 */
export const DECLARATION_READ_LIMIT = 300;

export interface DeclarationRow {
  uid: string;
  name: string;
  email: string;
  joinedAt: number | null;
  /** When they declared, with the PAN masked; null when they have not. */
  declared: { at: number | null; pan: string } | null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The clients' accounts (role 'user'), newest first, each with their declaration or none. */
export async function listDeclarations(): Promise<DeclarationRow[]> {
  const { db, sdk } = await loadFirestore();
  const [users, declarations] = await Promise.all([
    sdk.getDocs(
      sdk.query(sdk.collection(db, 'users'), sdk.orderBy('createdAt', 'desc'), sdk.limit(DECLARATION_READ_LIMIT)),
    ),
    sdk.getDocs(sdk.query(sdk.collection(db, 'declarations'), sdk.limit(DECLARATION_READ_LIMIT * 2))),
  ]);
  const made = new Map(
    declarations.docs.map((document) => {
      const data: Record<string, unknown> = document.data();
      return [document.id, { at: storedMillis(data.at), pan: maskedPan(text(data.pan)) }] as const;
    }),
  );
  return users.docs
    .filter((document) => normaliseRole(document.data().role) === 'user')
    .map((document) => {
      const data: Record<string, unknown> = document.data();
      return {
        uid: document.id,
        name: text(data.displayName),
        email: text(data.email),
        joinedAt: storedMillis(data.createdAt),
        declared: made.get(document.id) ?? null,
      };
    });
}
