/**
 * The first step of becoming an advisory client (issue 36, item 3): the client's declaration that
 * they take investment advice, and not distribution, from the firm's group (SEBI IA Regulations,
 * client-level segregation), made with their PAN, which is kept for this and nothing else. The
 * words are content a compliance officer changes here, with the version; firestore.rules accepts
 * only DECLARATION_VERSION (role-map.test.ts keeps the two equal). Pure.
 */
import { brand } from '../src/config/brand';

/** The words' version: a declaration records the one the person agreed to. */
export const DECLARATION_VERSION = '2026-11-29';

/** What the person declares, word for word. */
export const DECLARATION_TEXT = `I choose investment advisory services from ${brand.name}. I do not take, and while I am its advisory client will not take, distribution services (the sale of mutual funds or other products for a commission) from ${brand.name} or any entity of its group. I will tell the firm at once if this changes.`;

/** Why the PAN is asked for, as the form says it beside the field. */
export const PAN_PURPOSE =
  'SEBI asks us to keep advice and distribution apart for each client by PAN. We keep your PAN with this declaration only, and use it for nothing else.';

/**
 * A PAN as issued: five letters, four digits, a letter; the fourth letter the holder's status
 * (P a person, H a Hindu undivided family, C a company, F a firm, A an association of persons,
 * B a body of individuals, G a government body, J an artificial juridical person, L a local
 * authority, T a trust).
 */
export const PAN_PATTERN = /^[A-Z]{3}[ABCFGHJLPT][A-Z][0-9]{4}[A-Z]$/;

/** A PAN as typed, as it is checked and stored: spaces gone, letters in capitals. */
export const cleanPan = (typed: string): string => typed.replace(/\s+/g, '').toUpperCase();

/** What is wrong with a PAN as typed, or undefined when it is one. */
export function panProblem(typed: string): string | undefined {
  const pan = cleanPan(typed);
  if (pan === '') return 'Please enter your PAN.';
  if (!/^[A-Z0-9]{10}$/.test(pan)) return 'A PAN has 10 characters, letters and digits, like ABCPE1234F.';
  if (!PAN_PATTERN.test(pan)) return 'This is not a PAN: five letters, four digits, then a letter, like ABCPE1234F.';
  return undefined;
}

/**
 * A PAN as shown back to its holder or to staff: only its last four characters (ABCPE1234F →
 * '••••••234F'), so that a screen or a screenshot never carries it whole.
 */
export const maskedPan = (pan: string): string => `${'•'.repeat(Math.max(0, pan.length - 4))}${pan.slice(-4)}`;

/** declarations/{uid}: made once, never changed; read by its owner and by staff who may see clients. */
export interface DeclarationDocument {
  uid: string;
  pan: string;
  /** What was declared: advice, not distribution. */
  choice: 'advisory';
  version: string;
  /** When it was made (the server's time). */
  at: unknown;
}
