import { startTransition, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  announceSession,
  AuthContext,
  sessionRecorded,
  signOutUser,
  watchSession,
  type AuthState,
  type SessionEndReason,
  type SessionUser,
  type SessionWatch,
} from '@meridian/shared';
import { whenIdle } from './when-idle';

/** Records the session the server confirmed on this device, or forgets the device's memory, the session's record included (null). */
function rememberOnDevice(user: SessionUser | null): void {
  void import('@meridian/shared/device-memory')
    .then((memory) => memory.keepSessionOnDevice(user))
    .catch(() => undefined);
}

/**
 * Holds the session for the whole site. Remotes read it with useAuth() from @meridian/shared,
 * the same context object, because the shell and every remote share one copy of that package.
 *
 * Firebase Auth is downloaded after the page has painted: at once on a page that needs the
 * session (`checkAtOnce`: a guarded page); otherwise once the page's own section has loaded and
 * the browser is idle (a session that changes while a section's HTML is still hydrating would
 * make React render that section again from scratch). Until it answers, `loading` is true and a
 * public page shows no guess about who is signed in. Changes are transitions, so a guarded page
 * keeps its waiting message until the section it opens can show.
 *
 * Nothing this device remembers decides anything here: until Auth and the server have answered,
 * `loading` is true (a guarded page shows its grey frame, never a redirect), so a role changed
 * since the last visit (a promotion, a demotion) takes effect on this load. Each answer is recorded
 * on the device ('@meridian/shared/device-memory': who, and where the session is kept); the kept
 * page itself is drawn once the guarded page's own first check has confirmed the session
 * ('@meridian/shared/session-check', which this check then takes its profile read from). The record and everything kept are
 * forgotten when the session ends: signed out here, elsewhere ("sign out of all devices", which
 * this device learns at its next answer) or as someone else.
 */
export function AuthProvider({
  children,
  checkAtOnce = false,
  after = Promise.resolve(),
}: {
  children: ReactNode;
  checkAtOnce?: boolean;
  /** What must settle first: the page's own section, so that the session never changes while it hydrates. */
  after?: Promise<unknown>;
}) {
  const [user, setUser] = useState<SessionUser | null>(null);
  const [loading, setLoading] = useState(true);
  const [endedBy, setEndedBy] = useState<SessionEndReason | null>(null);
  const watch = useRef<SessionWatch | null>(null);
  // Whether anyone has been signed in here (so that a "signed out" answer has a memory to forget).
  const someone = useRef(false);

  useEffect(() => {
    let stop = () => undefined as void;
    const start = () => {
      const session = watchSession(
        (next, end) => {
          if (next || someone.current || end === 'ended' || sessionRecorded()) rememberOnDevice(next);
          someone.current ||= next !== null;
          // Before the page changes: a section's early reads wait for it (portal-kit).
          announceSession(next);
          startTransition(() => {
            setUser(next);
            // A reason given by signOut(reason) stands until someone signs in again.
            if (next) setEndedBy(null);
            else if (end === 'ended') setEndedBy('server');
            setLoading(false);
          });
        },
        { atOnce: checkAtOnce },
      );
      watch.current = session;
      stop = () => {
        session.stop();
        watch.current = null;
      };
    };
    if (checkAtOnce) {
      start();
      return () => stop();
    }
    let cancel = () => undefined as void;
    let cancelled = false;
    void after.finally(() => {
      if (!cancelled) cancel = whenIdle(start, 2000);
    });
    return () => {
      cancelled = true;
      cancel();
      stop();
    };
  }, [checkAtOnce, after]);

  const value = useMemo<AuthState>(
    () => ({
      user,
      loading,
      endedBy,
      signOut: async (reason) => {
        if (reason) setEndedBy(reason);
        rememberOnDevice(null);
        await signOutUser();
      },
      refresh: () => watch.current?.refresh() ?? Promise.resolve(),
    }),
    [user, loading, endedBy],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
