import { appCheckHeaders } from '@meridian/shared';
import {
  consentGiven,
  sendPublicForm,
  type ConsultationFields,
  type ConsultationSubmission,
  type SenderSignals,
} from '@meridian/shared/submissions';
import { readConsultationAnswer, type ConsultationOutcome } from '../domain/consultation';

export interface ConsultationInput extends SenderSignals {
  fields: ConsultationFields;
  /** The consent box was ticked (the form sends nothing without it). */
  consent: true;
  /** The path of the page the form was sent from. */
  page: string;
}

/**
 * Sends a request for the free first conversation to the site's public-write endpoint (POST
 * /api/submit), which checks it with the same contract, limits how often one visitor may send,
 * and stores it as a lead of type consultation. Never throws: every failure comes back as an
 * outcome with words to show (`unreachable` when the server cannot be reached or read).
 */
export async function submitConsultation(
  { fields, page, honeypot, elapsedMs }: ConsultationInput,
  unreachable: string,
): Promise<ConsultationOutcome> {
  const sent = await sendPublicForm<ConsultationSubmission>(
    { kind: 'consultation', fields, consent: consentGiven(), page },
    { honeypot, elapsedMs },
    appCheckHeaders,
  );
  return readConsultationAnswer(sent?.answer ?? null, unreachable);
}
