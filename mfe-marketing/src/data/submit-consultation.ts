import { appCheckHeaders } from '@meridian/shared';
import {
  consentGiven,
  HONEYPOT_FIELD,
  sendSubmission,
  type ConsultationFields,
  type ConsultationSubmission,
} from '@meridian/shared/submissions';
import { readConsultationAnswer, type ConsultationOutcome } from '../domain/consultation';

export interface ConsultationInput {
  fields: ConsultationFields;
  /** The consent box was ticked (the form sends nothing without it). */
  consent: true;
  /** The path of the page the form was sent from. */
  page: string;
  /** What the hidden field holds ('' from a person). */
  honeypot: string;
  /** Milliseconds since the form appeared. */
  elapsedMs: number;
}

/**
 * Sends a request for the free first conversation to the site's public-write endpoint (POST
 * /api/submit), which checks it with the same contract, limits how often one visitor may send,
 * and stores it as a lead of type consultation. Never throws: every failure comes back as an
 * outcome with words to show (`unreachable` when the server cannot be reached or read).
 */
export async function submitConsultation(input: ConsultationInput, unreachable: string): Promise<ConsultationOutcome> {
  const body: ConsultationSubmission = {
    kind: 'consultation',
    fields: input.fields,
    consent: consentGiven(),
    page: input.page,
    [HONEYPOT_FIELD]: input.honeypot,
    elapsedMs: Math.round(input.elapsedMs),
  };
  const sent = await sendSubmission(body, appCheckHeaders);
  return readConsultationAnswer(sent?.answer ?? null, unreachable);
}
