import type { User } from 'firebase/auth';
import { DEFAULT_ROLE, type Role } from '../auth/roles';
import { readStoredProfile } from '../contracts/documents';
import { getFirebaseSettings, loadAuthSdk, onAuthSdkLoaded, type AuthHandle } from './client';
import { mayHoldSession } from './stored-session';

/** Who is signed in, as the whole site sees it (spec §3, auth session). */
export interface SessionUser {
  uid: string;
  email: string | null;
  displayName: string;
  role: Role;
  /** False until the person has followed the link in the verification email. */
  emailVerified: boolean;
  /** How the account signs in: 'password', 'google.com'. */
  providers: string[];
}

/** Why there is no session: nobody signed in, or the server ended it (signed out everywhere, or disabled). */
export type SessionEnd = 'signed-out' | 'ended';

interface ProfileFacts {
  displayName: string | null;
  role: Role;
}

class SessionEndedError extends Error {}

/**
 * The name and role in users/{uid}: the read the guarded page's first check started, if it did
 * (session-check.ts), else a read of its own. No profile yet (an account being created), or one
 * that cannot be read for want of a connection, means the default role. A refusal means the
 * server has ended this session: its sessions were ended after it signed in, or the account is
 * disabled.
 */
async function readProfile(uid: string): Promise<ProfileFacts> {
  const check = await import('./session-check');
  const answer = await check.profileAnswer(getFirebaseSettings(), uid);
  if (answer === 'refused') throw new SessionEndedError();
  if (answer === 'unreadable') return { displayName: null, role: DEFAULT_ROLE };
  const profile = readStoredProfile(answer.fields);
  return { displayName: profile.displayName || null, role: profile.role };
}

function displayNameOf(user: User, profileName: string | null): string {
  return profileName || user.displayName || user.email?.split('@')[0] || 'there';
}

export interface SessionWatch {
  /** Stops watching. */
  stop(): void;
  /**
   * Reads the account again (its profile, and from Auth its verified email and sign-in
   * methods) and calls back: after the account pages change any of them.
   */
  refresh(): Promise<void>;
}

/**
 * Calls back with the signed-in user and their profile, or null, once the first check is done
 * and on every change. Auth is downloaded when this is first called, unless this browser holds
 * no session at all (no record of one: stored-session.ts) and the page does not need the answer
 * at once (`atOnce`: a guarded page, which asks Auth itself, so that a session the site has no
 * record of, one signed in by an earlier release, is still found): then the answer is "signed
 * out" at once, and the session is followed once a page downloads Auth to sign in. If the profile cannot be
 * read for want of a connection the user is still signed in, with the default role; if the
 * server refuses it, the session is over and this device signs out too. If Auth cannot be
 * downloaded at all, the visitor is treated as signed out (and may reload to try again).
 */
export function watchSession(
  onChange: (user: SessionUser | null, end?: SessionEnd) => void,
  { atOnce = false }: { atOnce?: boolean } = {},
): SessionWatch {
  let stopped = false;
  let unsubscribe = () => undefined as void;
  let latest = 0;
  let current: User | null = null;
  let signOutNow: () => Promise<void> = () => Promise.resolve();

  const report = async (user: User | null): Promise<void> => {
    const call = ++latest;
    if (!user) {
      onChange(null, 'signed-out');
      return;
    }
    try {
      const profile = await readProfile(user.uid);
      if (call !== latest || stopped) return;
      onChange({
        uid: user.uid,
        email: user.email,
        displayName: displayNameOf(user, profile.displayName),
        role: profile.role,
        emailVerified: user.emailVerified,
        providers: user.providerData.map((info) => info.providerId),
      });
    } catch {
      if (call !== latest || stopped) return;
      await signOutNow();
      onChange(null, 'ended');
    }
  };

  const attach = ({ auth, sdk }: AuthHandle) => {
    if (stopped) return;
    signOutNow = () => sdk.signOut(auth).catch(() => undefined);
    unsubscribe = sdk.onAuthStateChanged(auth, (user) => {
      current = user;
      void report(user);
    });
  };
  let stopWaiting = () => undefined as void;

  void (atOnce ? Promise.resolve(true) : mayHoldSession()).then((maybe) => {
    if (stopped) return;
    if (!maybe) {
      // Nobody has signed in on this browser: signed out, without downloading Auth. If a page
      // downloads it later (to sign in), the session is followed from then on.
      onChange(null, 'signed-out');
      stopWaiting = onAuthSdkLoaded(attach);
      return;
    }
    loadAuthSdk()
      .then(attach)
      .catch((error: unknown) => {
        console.warn('Sign-in could not be checked:', error);
        if (!stopped) onChange(null, 'signed-out');
      });
  });

  return {
    stop: () => {
      stopped = true;
      stopWaiting();
      unsubscribe();
    },
    refresh: async () => {
      const user = current;
      if (!user || stopped) return;
      // A fresh token carries a newly verified email to the rules; reload() to the page.
      await user.reload().catch(() => undefined);
      await user.getIdToken(true).catch(() => undefined);
      await report(user);
    },
  };
}

let settleKnown: (user: SessionUser | null) => void = () => undefined;
let known = new Promise<SessionUser | null>((resolve) => {
  settleKnown = resolve;
});

/**
 * Said by the shell's AuthProvider at each answer of the session: see sessionKnown. (The first
 * settles what was asked before it; each answer is what is asked after it.)
 */
export function announceSession(user: SessionUser | null): void {
  settleKnown(user);
  known = Promise.resolve(user);
}

/**
 * The site's session as the shell's AuthProvider last announced it (who, with the role the server
 * gave): it settles at the first answer. For code outside React that must know both, a section's
 * reads started before its page asks for them.
 */
export function sessionKnown(): Promise<SessionUser | null> {
  return known;
}

/** Signs the visitor out on this device. */
export async function signOutUser(): Promise<void> {
  const { auth, sdk } = await loadAuthSdk();
  await sdk.signOut(auth);
}
