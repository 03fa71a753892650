/**
 * The session's first check on a guarded page, started before the page's own code has run: the
 * shell's boot module (shell/src/boot.ts), which the guarded page's head loads, calls
 * `checkSessionNow` as soon as the page is parsed. On a phone the page's modules take about half a
 * second of CPU to run; the check (Auth's answer, then the person's profile, each a round trip)
 * used to wait for them.
 *
 * It starts Firebase Auth (the instance the site uses afterwards: auth-sdk.ts keeps one), and once
 * Auth has answered with someone, reads their profile (users/{uid}). A profile the server refuses
 * means the session was ended elsewhere; any other answer confirms it, and the document hears so
 * (SESSION_CONFIRMED_EVENT: the kept page is drawn then, never before). The site's session
 * (session.ts) then takes this read instead of reading again (`profileAnswer`).
 *
 * Nothing here decides what the page shows or permits: the route guard waits for the site's
 * session, which takes its role from the profile read here.
 *
 * Its imports are Firebase's alone, statically (a dynamic import would add Vite's preload helper,
 * and a module of the runtime would be split out of the chunk every page downloads, one more
 * request on every page); so its events' names are written again here, and a test keeps them equal.
 */
import { connectAuth, onAuthStateChanged } from './auth-sdk';
import { connectFirestore, doc, getDoc } from './firestore-sdk';
import type { SessionConfirmed } from '../../device-memory/kept-page';
import type { FirebaseSettings } from './settings';

export type { FirebaseSettings } from './settings';

/**
 * The kept page's drawing listens for it (device-memory: kept-page.ts); its detail is the uid and
 * the role the profile holds (a string, else null).
 */
export const SESSION_CONFIRMED_EVENT = 'meridian:session-confirmed';
/** The page's start script waits for it ('@meridian/shared/page-contract'). */
export const SESSION_CHECKED_EVENT = 'meridian:session-checked';

/**
 * What users/{uid} answered: its fields (none yet: an account being created), `unreadable` (no
 * connection: the person stays signed in, with the default role), or `refused` (the server has
 * ended this session: signed out of all devices, or the account disabled).
 */
export type ProfileAnswer = { fields: Record<string, unknown> } | 'unreadable' | 'refused';

/** Reads users/{uid} with the signed-in person's token (Auth must have been started). */
async function readProfileAnswer(settings: FirebaseSettings, uid: string): Promise<ProfileAnswer> {
  try {
    const snapshot = await getDoc(doc(connectFirestore(settings), 'users', uid));
    return { fields: snapshot.exists() ? snapshot.data() : {} };
  } catch (error) {
    const refused =
      typeof error === 'object' && error !== null && 'code' in error && error.code === 'permission-denied';
    return refused ? 'refused' : 'unreadable';
  }
}

let started: { uid: string; answer: Promise<ProfileAnswer> } | null = null;

/**
 * The profile read the first check started for `uid`, taken (once: a later call reads again), or
 * else a read of its own.
 */
export function profileAnswer(settings: FirebaseSettings, uid: string): Promise<ProfileAnswer> {
  const found = started !== null && started.uid === uid ? started.answer : null;
  started = null;
  return found ?? readProfileAnswer(settings, uid);
}

/**
 * Starts the session's check (see above). `target` hears its events (the document): the session
 * confirmed, and the check done (SESSION_CHECKED_EVENT, once the profile has answered, or Auth has
 * answered nobody, or either failed): a page of the person's own holds its modules for that when
 * it has a kept page to draw, so that running them does not hold back the check, so the drawing.
 */
export function checkSessionNow(settings: FirebaseSettings, target: EventTarget = document): void {
  const checked = () => target.dispatchEvent(new Event(SESSION_CHECKED_EVENT));
  try {
    const stop = onAuthStateChanged(
      connectAuth(settings),
      (user) => {
        stop();
        if (!user) {
          checked();
          return;
        }
        const answer = readProfileAnswer(settings, user.uid);
        started = { uid: user.uid, answer };
        void answer.then((result) => {
          if (result !== 'refused') {
            // The kept page is drawn only for this person with the role it was kept under
            // (device-memory: kept-page.ts, SessionConfirmed).
            const role = result !== 'unreadable' && typeof result.fields.role === 'string' ? result.fields.role : null;
            const detail: SessionConfirmed = { uid: user.uid, role };
            target.dispatchEvent(new CustomEvent(SESSION_CONFIRMED_EVENT, { detail }));
          }
          checked();
        });
      },
      checked,
    );
  } catch {
    checked();
  }
}
