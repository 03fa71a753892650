import { appCheckHeaders, loadAuthSdk } from '@meridian/shared';
import type { NoticeLanguage } from '@meridian/shared';
import {
  sendPublicForm,
  type ComplaintFields,
  type ComplaintSubmission,
  type SenderSignals,
} from '@meridian/shared/submissions';
import { readComplaintAnswer, type ComplaintOutcome } from '../domain/complaints';

export interface ComplaintInput extends SenderSignals {
  fields: ComplaintFields;
  /** The language of the form and its notice. */
  language: NoticeLanguage;
  /** The path of the page the form was sent from. */
  page: string;
  /** Whether someone is signed in: their ID token then goes with it, so the complaint carries their uid. */
  signedIn: boolean;
}

/** The signed-in person's ID token, as a header; none when nobody is (or the token cannot be had). */
async function sessionHeaders(signedIn: boolean): Promise<Record<string, string>> {
  if (!signedIn) return {};
  const { auth } = await loadAuthSdk();
  const token = await auth.currentUser?.getIdToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/**
 * Sends a complaint to the site's public-write endpoint (POST /api/submit), which checks it with
 * the same contract, limits how often one visitor may send, and stores it with a ticket number.
 * Nothing of it goes into the address. Never throws: every failure comes back as an outcome with
 * words to show (`unreachable` when the server cannot be reached or its answer read).
 */
export async function submitComplaint(
  { fields, language, page, honeypot, elapsedMs, signedIn }: ComplaintInput,
  unreachable: string,
): Promise<ComplaintOutcome> {
  const sent = await sendPublicForm<ComplaintSubmission>(
    { kind: 'complaint', fields, language, page },
    { honeypot, elapsedMs },
    async () => {
      const [appCheck, session] = await Promise.all([appCheckHeaders(), sessionHeaders(signedIn)]);
      return { ...appCheck, ...session };
    },
  );
  if (!sent) return { kind: 'failed', message: unreachable };
  return readComplaintAnswer(sent.status, sent.answer, sent.retryAfter, Date.now(), unreachable);
}
