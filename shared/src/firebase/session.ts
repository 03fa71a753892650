import { onAuthStateChanged, signInWithEmailAndPassword, signOut, type User } from 'firebase/auth';
import { DEFAULT_ROLE, type Role } from '../auth/roles';
import { getFirebaseAuth } from './client';
import { getUserProfile } from './profiles';

/** Who is signed in, as the whole site sees it (spec §3, auth session). */
export interface SessionUser {
  uid: string;
  email: string | null;
  displayName: string;
  role: Role;
}

function displayNameOf(user: User, profileName: string | null | undefined): string {
  return profileName || user.displayName || user.email?.split('@')[0] || 'there';
}

/**
 * Calls back with the signed-in user and their profile, or null, now and on every change.
 * If the profile cannot be read, the user is still signed in, with the default role.
 * Returns the function that stops watching.
 */
export function watchSession(onChange: (user: SessionUser | null) => void): () => void {
  let latest = 0;
  return onAuthStateChanged(getFirebaseAuth(), (user) => {
    const call = ++latest;
    if (!user) {
      onChange(null);
      return;
    }
    getUserProfile(user.uid)
      .then((profile) => ({ name: profile?.displayName, role: profile?.role ?? DEFAULT_ROLE }))
      .catch(() => ({ name: null, role: DEFAULT_ROLE }))
      .then(({ name, role }) => {
        if (call !== latest) return;
        onChange({ uid: user.uid, email: user.email, displayName: displayNameOf(user, name), role });
      });
  });
}

export async function signInWithEmail(email: string, password: string): Promise<void> {
  await signInWithEmailAndPassword(getFirebaseAuth(), email, password);
}

export async function signOutUser(): Promise<void> {
  await signOut(getFirebaseAuth());
}
