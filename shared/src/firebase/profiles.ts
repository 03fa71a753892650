import { normaliseRole, type Role } from '../auth/roles';
import { loadFirestore } from './firestore';

export interface UserProfile {
  uid: string;
  email: string | null;
  displayName: string | null;
  role: Role;
}

/** The profile at users/{uid}, or null if there is none. A missing role reads as 'user'. */
export async function getUserProfile(uid: string): Promise<UserProfile | null> {
  const { db, sdk } = await loadFirestore();
  const snapshot = await sdk.getDoc(sdk.doc(db, 'users', uid));
  if (!snapshot.exists()) return null;
  const data = snapshot.data();
  return {
    uid,
    email: typeof data.email === 'string' ? data.email : null,
    displayName: typeof data.displayName === 'string' ? data.displayName : null,
    role: normaliseRole(data.role),
  };
}
