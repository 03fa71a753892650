/**
 * How a client pays the firm (issue 35, item 2): the firm's validated UPI ID(s), its bank account
 * for transfers, CeFCoM, and SEBI Check, in one place the compliance officer changes. SEBI's
 * circular of 11 June 2025 (in use from 1 October 2025) asks an adviser that takes fees by UPI to
 * obtain and show its validated UPI ID, of the form `name.ia@valid<bank>`, with its QR code.
 *
 * DEMO VALUES: each ID and account detail below is a placeholder (`placeholder: true`). Pages show
 * it marked "(placeholder)" and draw the QR code as a sample no one can mistake for the real one; a
 * production build refuses to build while any remains (the placeholder guard,
 * shared/build/placeholder-guard.ts), and any build fails on a malformed value, naming its field
 * (`paymentProblems`). Replace the value and delete the marker.
 */
import type { Fact } from '../src/config/brand';

/** The date these details were last checked against the bank's and SEBI's records. */
export const PAYMENTS_UPDATED = { iso: '2026-11-28', shown: '28 November 2026' } as const;

/** A validated UPI ID of an investment adviser: a name, `.ia`, then `@valid` and the bank's short name. */
export const VALIDATED_UPI_ID = /^[a-z0-9]+(?:[._-][a-z0-9]+)*\.ia@valid[a-z]+$/;

/** Whether a text is a validated UPI ID of an investment adviser (`name.ia@valid<bank>`). */
export function isValidatedUpiId(value: string): boolean {
  return VALIDATED_UPI_ID.test(value);
}

export interface UpiId {
  /** e.g. 'meridianwealth.ia@validhdfc' */
  id: Fact;
  /** The bank that issued it, as the client's UPI app names it. */
  bank: string;
}

export interface BankAccount {
  /** The name on the account: the firm's registered name. */
  accountName: Fact;
  bank: Fact;
  branch: Fact;
  /** Digits only, 9 to 18. */
  accountNumber: Fact;
  /** Four letters, a zero, six letters or digits. */
  ifsc: Fact;
}

export interface Payments {
  upi: readonly UpiId[];
  bankAccount: BankAccount;
  /** SEBI's tool to check an intermediary's UPI ID or bank account. */
  sebiCheck: { label: string; href: string };
}

const placeholder = (value: string): Fact => ({ value, placeholder: true });

export const PAYMENTS: Payments = {
  upi: [{ id: placeholder('meridianwealth.ia@validhdfc'), bank: 'HDFC Bank' }],
  bankAccount: {
    accountName: placeholder('Meridian Wealth Advisors Private Limited'),
    bank: placeholder('HDFC Bank'),
    branch: placeholder('Residency Road, Bengaluru'),
    accountNumber: placeholder('000000000000'),
    ifsc: placeholder('HDFC0000000'),
  },
  sebiCheck: { label: 'SEBI Check', href: 'https://siportal.sebi.gov.in/intermediary/sebi-check' },
};

/**
 * The UPI address a QR code carries for an ID: the payee and its name, nothing else (the client's
 * app asks for the amount).
 * @example upiPayUri('meridianwealth.ia@validhdfc', 'Meridian') // 'upi://pay?pa=meridianwealth.ia%40validhdfc&pn=Meridian&cu=INR'
 */
export function upiPayUri(id: string, payeeName: string): string {
  return `upi://pay?pa=${encodeURIComponent(id)}&pn=${encodeURIComponent(payeeName)}&cu=INR`;
}

/** What is wrong with the payment details, each naming its field: the build fails on any. */
export function paymentProblems(payments: Payments = PAYMENTS): string[] {
  const found: string[] = [];
  if (payments.upi.length === 0) found.push('payments.upi: no UPI ID (list at least one, or stop offering UPI)');
  payments.upi.forEach((item, index) => {
    if (!isValidatedUpiId(item.id.value))
      found.push(`payments.upi[${index}].id: "${item.id.value}" is not a validated UPI ID (name.ia@valid<bank>)`);
    if (item.bank.trim() === '') found.push(`payments.upi[${index}].bank: empty`);
  });
  const ids = payments.upi.map((item) => item.id.value);
  if (new Set(ids).size !== ids.length) found.push('payments.upi: an ID is listed twice');
  const account = payments.bankAccount;
  if (!/^\d{9,18}$/.test(account.accountNumber.value))
    found.push(`payments.bankAccount.accountNumber: "${account.accountNumber.value}" is not 9 to 18 digits`);
  if (!/^[A-Z]{4}0[A-Z0-9]{6}$/.test(account.ifsc.value))
    found.push(`payments.bankAccount.ifsc: "${account.ifsc.value}" is not an IFSC (e.g. HDFC0001234)`);
  for (const key of ['accountName', 'bank', 'branch'] as const)
    if (account[key].value.trim() === '') found.push(`payments.bankAccount.${key}: empty`);
  if (!/^https:\/\/\S+$/.test(payments.sebiCheck.href))
    found.push(`payments.sebiCheck.href: "${payments.sebiCheck.href}" is not an https address`);
  return found;
}
