import { appCheckHeaders, type NoticeLanguage } from '@meridian/shared';
import {
  consentGiven,
  EMPTY_LEAD,
  readSubmitAnswer,
  sendPublicForm,
  SUBMIT_UNREACHABLE,
  type LeadFields,
  type LeadSubmission,
  type SenderSignals,
  type SubmitOutcome,
} from '@meridian/shared/submissions';

export interface LeadInput extends SenderSignals {
  fields: LeadFields;
  /** Whether the person ticked the consent box (the form sends nothing without it). */
  consent: true;
  /** The language the person read the notice in. */
  language: NoticeLanguage;
  /** The path of the page the form was sent from. */
  page: string;
}

/** The fields the endpoint may name in its answer: the form's own, and the consent box. */
const ANSWERED = [...Object.keys(EMPTY_LEAD), 'consent'];

/**
 * Sends a contact-form message to the site's public-write endpoint (POST /api/submit), which
 * checks it with the same contract, limits how often one visitor may send, and stores it as a
 * lead. Never throws: every failure comes back as an outcome with words to show.
 */
export async function submitLead({ fields, page, language, honeypot, elapsedMs }: LeadInput): Promise<SubmitOutcome> {
  const sent = await sendPublicForm<LeadSubmission>(
    { kind: 'lead', fields, consent: consentGiven(language), page },
    { honeypot, elapsedMs },
    appCheckHeaders,
  );
  return readSubmitAnswer(sent, ANSWERED, SUBMIT_UNREACHABLE);
}
