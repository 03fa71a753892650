import { startTransition, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  AuthContext,
  normaliseRole,
  signOutUser,
  storedAuthUid,
  watchSession,
  type AuthState,
  type SessionEndReason,
  type SessionUser,
  type SessionWatch,
} from '@meridian/shared';
import { whenIdle } from './when-idle';

/** Keeps the session the server confirmed on this device, or forgets the device's memory (null). */
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
 * A guarded page does not wait for Auth when this device remembers the session (the device's
 * memory, '@meridian/shared/device-memory'): the session the server last confirmed, within a day,
 * for the person Firebase still holds a session for here. It shows at once, with what the person
 * saw last (the sections' useKept), and Auth's answer then confirms or replaces it. The memory is
 * kept at each answer and forgotten when the session ends: signed out here, elsewhere ("sign out
 * of all devices", which this device learns at its next answer) or as someone else.
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
  // Whether Auth has answered (a remembered session no longer stands in), and whether anyone has
  // been signed in here (so that a "signed out" answer has a memory to forget).
  const answered = useRef(false);
  const someone = useRef(false);

  useEffect(() => {
    if (!checkAtOnce) return;
    let live = true;
    void import('@meridian/shared/device-memory')
      .then((memory) => memory.rememberedSession(normaliseRole, storedAuthUid))
      .then((remembered) => {
        if (!live || !remembered || answered.current) return;
        someone.current = true;
        // A transition, as Auth's answers: the frame stays until the section can show.
        startTransition(() => {
          setUser(remembered);
          setLoading(false);
        });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [checkAtOnce]);

  useEffect(() => {
    let stop = () => undefined as void;
    const start = () => {
      const session = watchSession((next, end) => {
        answered.current = true;
        if (next || someone.current || end === 'ended') rememberOnDevice(next);
        someone.current ||= next !== null;
        startTransition(() => {
          setUser(next);
          // A reason given by signOut(reason) stands until someone signs in again.
          if (next) setEndedBy(null);
          else if (end === 'ended') setEndedBy('server');
          setLoading(false);
        });
      });
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
