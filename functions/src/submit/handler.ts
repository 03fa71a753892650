/**
 * POST /api/submit: the site's one public write (SUBMIT_PATH): a contact-form lead, a newsletter
 * subscription (with the consent its box gave: notice version, server time), a request for
 * the free first conversation (a lead of type 'consultation'), or a complaint from the complaint desk. Pure but for its `deps`: it reads the request, refuses what is
 * malformed, refuses in words what looks sent by a bot (automatedRefusal) without storing it, counts the submission against
 * the limits (per client address and per email, leads and complaints alike) and stores it only if
 * none is reached, all in one transaction of the store, which also issues a complaint's ticket.
 * A complaint sent with a signed-in person's ID token (`Authorization: Bearer …`) carries their
 * uid, so it shows in their dashboard. A grievance to the data protection officer (kind 'grievance',
 * from the Privacy tab; shared/privacy/grievance.ts) needs that token: it is stored in
 * grievances/{id} with the person's uid and email, never with the complaints (it is not a SEBI
 * complaint), counted against the address's limits and the person's (by uid). A reader's comment
 * on a live article (kind 'comment', issue 20) also needs that token: stored pending in
 * comments/{id}, at most 5 a person an hour (handleComment). A booking of the first conversation
 * and the changes its confirmation's link allows (kinds 'booking', 'booking-cancel' and
 * 'booking-move') are handled by ../booking/submit.ts. The Cloud Function (../index.ts) connects it to HTTP,
 * Firestore and Firebase Auth. It answers in the body only: no redirect, nothing typed in a URL.
 */
import {
  automatedRefusal,
  complaintToStore,
  consultationToStore,
  contactOf,
  leadToStore,
  MAX_BODY_BYTES,
  newsletterToStore,
  readSubmission,
  retryWhen,
  type ComplaintAccepted,
  type ComplaintSubmission,
  type ConsultationSlot,
  type ConsultationSubmission,
  type LeadSubmission,
  type NewsletterSubmission,
} from '@meridian/shared/submissions';
import { dueDate, istDate, type ComplaintDocument } from '@meridian/shared/complaints';
import {
  grievanceDueDate,
  grievanceToStore,
  readGrievanceSubmission,
  type GrievanceDocument,
} from '@meridian/shared/grievance';
import type { CommentDocument, NoticeLanguage } from '@meridian/shared/documents';
import { COMMENTS_PER_HOUR, isLive, publicName, readCommentSubmission, type PostStatus } from '@meridian/shared/posts';
import { handleBooking, handleBookingChange, type BookingDeps } from '../booking/submit';
import { bearerToken, confirmSession, type SessionDeps } from '../session';
import { answer, header, limited, type SubmitRequest, type SubmitResponse } from './answers';
import { clientAddress, privateKey } from './client-address';
import { commentCountersFor, countersFor, type Counter } from './limits';

/**
 * A lead as the function stores it in `leads` (the admin's Leads tab reads it): LeadDocument but
 * its time. A contact-form message has no `type` (as before); a request for the free first
 * conversation is of type 'consultation', with the day and part of the day it prefers.
 */
export type LeadToStore = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  message: string;
  page: string;
  status: 'new';
  /** The privacy notice the person agreed to; the store adds consentedAt (the server's time). */
  noticeVersion: string;
  /** The language they read it in. */
  noticeLanguage: NoticeLanguage;
} & ({ type?: undefined } | { type: 'consultation'; preferredDate: string; preferredSlot: ConsultationSlot });

/** A newsletter subscription as the function stores it (SubscriptionDocument but its times). */
export interface SubscriptionToStore {
  email: string;
  page: string;
  status: 'active';
  noticeVersion: string;
  noticeLanguage: NoticeLanguage;
}

/**
 * A complaint as the function stores it in `complaints/{ticket}`: ComplaintDocument but the
 * ticket and receivedAt, which the store sets when it issues the ticket (receivedAt: the `now`
 * the submission was admitted at).
 */
export type ComplaintToStore = Omit<ComplaintDocument, 'ticket' | 'receivedAt' | 'auditId' | 'language'> & {
  /** The language of the form it was lodged on (always stored from the site's form). */
  language: NoticeLanguage;
  source: 'direct';
  status: 'received';
  resolvedAt: null;
  reference: '';
  resolution: '';
};

/**
 * A grievance as the function stores it in `grievances/{id}`: GrievanceDocument but receivedAt,
 * which the store sets (the `now` it was admitted at), open and unanswered.
 */
export type GrievanceToStore = Omit<GrievanceDocument, 'receivedAt' | 'answeredAt' | 'auditId' | 'status'> & {
  status: 'open';
  answeredAt: null;
};

/**
 * A reader's comment as the function stores it in `comments/{id}`: CommentDocument but createdAt,
 * which the store sets (the server's time), pending.
 */
export type CommentToStore = Omit<CommentDocument, 'createdAt' | 'moderatedAt' | 'auditId' | 'status'> & {
  status: 'pending';
};

/** What a comment needs to know before it is stored: the post it is on, and who sends it. */
export interface CommentTarget {
  /** posts/{postId} as stored (publishAt in ms), or null when there is none. */
  post: { status: PostStatus; publishAt: number | null; slug: string } | null;
  /** The sender's profile (users/{uid}): their display name and whether the account is disabled; null when none. */
  author: { displayName: unknown; disabled: boolean } | null;
}

export type { SubmitRequest, SubmitResponse } from './answers';

/** What an admitted submission stores. */
export type ToStore =
  | { kind: 'lead'; lead: LeadToStore }
  | { kind: 'complaint'; complaint: ComplaintToStore }
  | { kind: 'subscription'; subscription: SubscriptionToStore }
  | { kind: 'grievance'; grievance: GrievanceToStore }
  | { kind: 'comment'; comment: CommentToStore };

export interface SubmitStore {
  /**
   * In one transaction: if every counter is under its limit, counts one more in each and stores
   * `toStore` (when not null: a complaint is given the next ticket of the IST year of `now`, from
   * complaintCounters/{year}, and receivedAt `now`; a grievance a new id and receivedAt `now`);
   * otherwise changes nothing and says how long until the fullest frees. `ticket` is the
   * complaint's, null for anything else; `id` is a stored grievance's or comment's (a comment is
   * given a new id and createdAt the server's time).
   */
  admit(
    counters: Counter[],
    toStore: ToStore | null,
    now: number,
  ): Promise<{ admitted: true; ticket: string | null; id?: string } | { admitted: false; retryAfterMs: number }>;
  /** The post `postId` and the profile of `uid`, as stored now (a comment's checks). */
  commentTarget(postId: string, uid: string): Promise<CommentTarget>;
}

export interface SubmitDeps extends SessionDeps, BookingDeps {
  store: SubmitStore;
  now: () => number;
  /** Salt of the hashed keys of the counters (a secret in production). */
  salt: string;
  /** How many proxies of ours add themselves to X-Forwarded-For (client-address.ts). */
  trustedHops: number;
  /** Checks an App Check token; null when App Check is not enforced (the emulators). */
  verifyAppCheck: ((token: string | undefined) => Promise<boolean>) | null;
  // verifyIdToken and profileOf (SessionDeps): a signed-in person's session is checked as the
  // rules check it (../session.ts), sessionsValidAfter included.
}

function leadOf(submission: LeadSubmission): LeadToStore {
  return {
    ...leadToStore(submission.fields),
    page: submission.page,
    status: 'new',
    noticeVersion: submission.consent.noticeVersion,
    noticeLanguage: submission.consent.noticeLanguage,
  };
}

function consultationOf(submission: ConsultationSubmission): LeadToStore {
  return {
    ...consultationToStore(submission.fields),
    page: submission.page,
    status: 'new',
    noticeVersion: submission.consent.noticeVersion,
    noticeLanguage: submission.consent.noticeLanguage,
  };
}

function subscriptionOf(submission: NewsletterSubmission): SubscriptionToStore {
  return {
    ...newsletterToStore(submission.fields),
    page: submission.page,
    status: 'active',
    noticeVersion: submission.consent.noticeVersion,
    noticeLanguage: submission.consent.noticeLanguage,
  };
}

function complaintOf(submission: ComplaintSubmission, uid: string | null): ComplaintToStore {
  return {
    ...complaintToStore(submission.fields),
    language: submission.language,
    source: 'direct',
    status: 'received',
    resolvedAt: null,
    uid,
    reference: '',
    resolution: '',
  };
}

/**
 * A stored complaint's receipt: its ticket, when it was received, and the last day of the firm's
 * answer: the IST date of receipt plus 21 calendar days (a complaint received at 23:30 IST on
 * 1 December, 18:00 UTC, is answered by 22 December).
 */
export function complaintReceipt(ticket: string, receivedAt: number): ComplaintAccepted {
  const respondBy = dueDate(receivedAt);
  return {
    ok: true,
    ticket,
    receivedAt: new Date(receivedAt).toISOString(),
    respondBy,
    complaint: { ticket, receivedOn: istDate(receivedAt), dueBy: respondBy },
  };
}

/**
 * The signed-in person a complaint is lodged by: null with no Authorization header; their uid
 * for a valid Bearer ID token; 'invalid' for anything else (a malformed header, an expired or
 * revoked token, a disabled account, a session ended by "sign out of all devices"): the complaint is then not stored, so that it does not go
 * missing from their dashboard.
 */
async function complainant(request: SubmitRequest, deps: SubmitDeps): Promise<string | null | 'invalid'> {
  const person = await signedInPerson(request, deps);
  return person === null || person === 'invalid' ? person : person.uid;
}

/**
 * The signed-in person of the request's Bearer ID token (null: none sent; 'invalid': not valid,
 * or a session that no longer counts: a disabled profile, or one signed out of all devices after
 * this session signed in; confirmSession, as the rules).
 */
async function signedInPerson(
  request: SubmitRequest,
  deps: SubmitDeps,
): Promise<{ uid: string; email: string } | null | 'invalid'> {
  const authorization = header(request, 'authorization');
  if (authorization === undefined || authorization.trim() === '') return null;
  const token = bearerToken(authorization);
  if (!token) return 'invalid';
  const session = await confirmSession(token, deps);
  if (!session) return 'invalid';
  const { uid, email } = session.claims;
  return { uid, email: typeof email === 'string' ? email : '' };
}

/**
 * A grievance to the data protection officer: only from a signed-in person (their verified ID
 * token), checked by the shared contract, counted against the address's limits and the person's
 * own (by uid, whatever email they use), stored open with its due date. Its receipt: the id, the
 * IST date of receipt and the last day of the answer.
 */
async function handleGrievance(
  request: SubmitRequest,
  deps: SubmitDeps,
  parsed: unknown,
  now: number,
): Promise<SubmitResponse> {
  const person = await signedInPerson(request, deps);
  if (person === null || person === 'invalid') {
    return answer(401, {
      ok: false,
      reason: 'session',
      message:
        'Your sign-in could not be confirmed, so your grievance was not sent. Please sign in again; what you typed is kept.',
    });
  }
  const read = readGrievanceSubmission(parsed);
  if ('errors' in read) {
    return answer(400, {
      ok: false,
      reason: 'invalid',
      message: read.errors.form ?? 'Please correct the fields marked and send it again.',
      errors: read.errors,
    });
  }
  const grievance: GrievanceToStore = {
    ...grievanceToStore(read.submission.fields),
    uid: person.uid,
    email: person.email,
    status: 'open',
    dueBy: grievanceDueDate(now),
    answeredAt: null,
    answer: '',
  };
  const address = clientAddress(header(request, 'x-forwarded-for'), request.socketAddress, deps.trustedHops);
  const counters = countersFor(privateKey(address, deps.salt), privateKey(`uid:${person.uid}`, deps.salt));
  const result = await deps.store.admit(counters, { kind: 'grievance', grievance }, now);
  if (!result.admitted) return limited(result.retryAfterMs);
  return answer(202, {
    ok: true,
    grievance: { id: result.id ?? '', receivedOn: istDate(now), dueBy: grievance.dueBy },
  });
}

/**
 * A reader's comment on an article (issue 20, item 5): only from a signed-in person (their
 * verified ID token) whose profile is not disabled, on a post that is live now (isLive), plain
 * text checked by shared/posts/comments.ts; counted against the address's limits and COMMENTS_PER_HOUR for the
 * person (by uid); stored pending, with the name the public will see (publicName: never an
 * email). Its answer: the comment's id, awaiting approval.
 */
async function handleComment(
  request: SubmitRequest,
  deps: SubmitDeps,
  parsed: unknown,
  now: number,
): Promise<SubmitResponse> {
  const signedOut = answer(401, {
    ok: false,
    reason: 'session',
    message: 'Please sign in to comment. Your sign-in could not be confirmed, so your comment was not sent.',
  });
  const person = await signedInPerson(request, deps);
  if (person === null || person === 'invalid') return signedOut;
  const read = readCommentSubmission(parsed);
  if ('errors' in read) {
    return answer(400, {
      ok: false,
      reason: 'invalid',
      message: read.errors.text ?? read.errors.postId ?? read.errors.form ?? 'Please check your comment.',
      errors: read.errors,
    });
  }
  const { postId, text } = read.submission;
  const target = await deps.store.commentTarget(postId, person.uid);
  if (target.author?.disabled) return signedOut;
  if (!target.post || !isLive(target.post, now)) {
    return answer(404, {
      ok: false,
      reason: 'invalid',
      message: 'This article is not open for comments.',
      errors: { postId: 'This article is not open for comments.' },
    });
  }
  const comment: CommentToStore = {
    postId,
    slug: target.post.slug,
    uid: person.uid,
    displayName: publicName(target.author?.displayName),
    text,
    status: 'pending',
  };
  const address = clientAddress(header(request, 'x-forwarded-for'), request.socketAddress, deps.trustedHops);
  const counters = commentCountersFor(privateKey(address, deps.salt), privateKey(`uid:${person.uid}`, deps.salt));
  const result = await deps.store.admit(counters, { kind: 'comment', comment }, now);
  if (!result.admitted) {
    const seconds = Math.max(1, Math.ceil(result.retryAfterMs / 1000));
    return answer(
      429,
      {
        ok: false,
        reason: 'limited',
        message: `You can send up to ${COMMENTS_PER_HOUR} comments an hour. Please try again ${retryWhen(seconds)}; what you typed is kept.`,
        retryAfterSeconds: seconds,
      },
      { 'retry-after': String(seconds) },
    );
  }
  return answer(202, { ok: true, comment: { id: result.id ?? '', status: 'pending' } });
}

export async function handleSubmit(request: SubmitRequest, deps: SubmitDeps): Promise<SubmitResponse> {
  if (request.method !== 'POST') {
    return answer(
      405,
      { ok: false, reason: 'invalid', message: 'Send the form with POST.', errors: {} },
      { allow: 'POST' },
    );
  }
  if (Buffer.byteLength(request.body, 'utf8') > MAX_BODY_BYTES) {
    return answer(413, { ok: false, reason: 'too-large', message: 'The message is too long to send.' });
  }
  if (!(header(request, 'content-type') ?? '').toLowerCase().startsWith('application/json')) {
    return answer(400, { ok: false, reason: 'invalid', message: 'The form was not sent as JSON.', errors: {} });
  }
  if (deps.verifyAppCheck && !(await deps.verifyAppCheck(header(request, 'x-firebase-appcheck')))) {
    return answer(403, {
      ok: false,
      reason: 'unverified',
      message: 'This form could not be verified as sent from our site. Please reload the page and try again.',
    });
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(request.body);
  } catch {
    return answer(400, { ok: false, reason: 'invalid', message: 'The form could not be read.', errors: {} });
  }
  const now = deps.now();
  const kind = typeof parsed === 'object' && parsed !== null ? (parsed as { kind?: unknown }).kind : undefined;
  if (kind === 'grievance') return handleGrievance(request, deps, parsed, now);
  if (kind === 'comment') return handleComment(request, deps, parsed, now);
  if (kind === 'booking') return handleBooking(request, deps, parsed, now);
  if (kind === 'booking-cancel' || kind === 'booking-move') return handleBookingChange(request, deps, parsed, now);
  const read = readSubmission(parsed, now);
  if ('errors' in read) {
    return answer(400, {
      ok: false,
      reason: 'invalid',
      message: read.errors.form ?? read.errors.consent ?? 'Please correct the fields marked and send it again.',
      errors: read.errors,
    });
  }
  const { submission } = read;
  let toStore: ToStore;
  if (submission.kind === 'complaint') {
    const uid = await complainant(request, deps);
    if (uid === 'invalid') {
      return answer(401, {
        ok: false,
        reason: 'session',
        message:
          'Your sign-in could not be confirmed, so your complaint was not sent. Please sign in again, or send it signed out.',
      });
    }
    toStore = { kind: 'complaint', complaint: complaintOf(submission, uid) };
  } else if (submission.kind === 'consultation') {
    toStore = { kind: 'lead', lead: consultationOf(submission) };
  } else if (submission.kind === 'newsletter') {
    toStore = { kind: 'subscription', subscription: subscriptionOf(submission) };
  } else {
    toStore = { kind: 'lead', lead: leadOf(submission) };
  }
  const address = clientAddress(header(request, 'x-forwarded-for'), request.socketAddress, deps.trustedHops);
  const counters = countersFor(privateKey(address, deps.salt), privateKey(contactOf(submission), deps.salt));
  // A submission taken for a bot's counts against its limits like any, is never stored, and is
  // refused in words: a person whose browser filled the form at once reads why and sends it again.
  const automated = automatedRefusal(submission);
  const result = await deps.store.admit(counters, automated === null ? toStore : null, now);
  if (!result.admitted) return limited(result.retryAfterMs);
  if (automated !== null) return answer(400, { ok: false, reason: 'automated', message: automated });
  return answer(202, result.ticket === null ? { ok: true } : complaintReceipt(result.ticket, now));
}
