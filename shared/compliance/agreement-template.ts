/**
 * The investment advisory agreement's words (issue 36, item 3): the template a client signs,
 * versioned and dated, content the compliance officer changes here and nowhere else. Rendering it
 * with a client's terms is '@meridian/shared/onboarding' (agreement.ts); the signed record keeps
 * the version and the hash of the text rendered.
 *
 * The Most Important Terms and Conditions (MITC) must appear word for word as SEBI's circular of
 * 17 February 2025 sets them out, as amended on 2 April 2025 (fees in advance for up to one
 * year). The clauses below follow the annexure's order and substance in our own words and are
 * marked `placeholder: true`: the compliance officer replaces them with the annexure's exact text
 * and deletes the marker. Until then a production build refuses (compliancePlaceholders), and a
 * development build signs demo agreements with these words.
 *
 * Change any word: bump `version` and `updated`; firestore.rules accepts offers only of this
 * version (role-map.test.ts keeps the two equal), and agreements already signed keep theirs.
 */
import { PAYMENTS, type Payments } from './payments';
import type { SourceId } from './sources';

export const AGREEMENT_TEMPLATE = {
  version: '2026-11-29.2',
  updated: { iso: '2026-11-29', shown: '29 November 2026' },
  title: 'Investment advisory agreement',
  /** The client's consent, on the first page (SEBI asks for it there). */
  consent: [
    'I have read and understood the terms and conditions of the investment advisory services of the Investment Adviser, with the fee structure and how the fee is charged and paid.',
    'I was given the opportunity to ask questions of, and speak with, the persons associated with the investment advice.',
  ],
  /** What the firm declares to the client. */
  firmDeclarations: [
    'The Investment Adviser will neither give any investment advice nor charge any fee until the client has signed this agreement.',
    'The Investment Adviser will not manage the client’s funds or securities, and will receive from the client only the fees owed to it under this agreement.',
    'The Investment Adviser will not, in giving its services, hold out any advice as carrying assured, minimum or target returns, or as being free of market risk.',
    'Neither the Investment Adviser nor any entity of its group provides distribution services to the client.',
  ],
  mitc: {
    placeholder: true,
    source: 'mitc-fees-2025-02' satisfies SourceId,
    amendedBy: 'fees-advance-2025-04' satisfies SourceId,
    heading: 'Most Important Terms and Conditions (MITC)',
    clauses: [
      'The Investment Adviser (IA) accepts payments only of its fees for investment advisory services; it may not accept funds or securities in its account on the client’s behalf.',
      'The IA does not guarantee returns, accuracy or risk-free investments. All advice is subject to market risks, and there is no assurance of any return or profit.',
      'Assured, guaranteed or fixed return schemes, and any scheme of a similar nature, are prohibited by law; the IA will offer the client none.',
      'Only investment advice on securities falls under SEBI’s purview. For any product or service outside it, the IA will tell the client so and take the client’s declaration that no recourse is available with SEBI for grievances about it.',
      'The IA cannot execute any trade or buy or sell any security for the client without the client’s explicit consent for each transaction.',
      'The fee limits for individual and HUF clients who are not accredited investors: under the fixed-fee mode, ₹1,51,000 a year per family; under the assets-under-advice mode, 2.5 % of the assets under advice a year per family. The IA may change the fee mode with the client’s consent; the limit is then the higher of the two.',
      'The IA may charge fees in advance if the client agrees, for at most one year. If the services end early, the client is refunded the fee for the unexpired period, less a breakage fee of at most one quarter’s fee.',
      'Fees are paid only by cheque, bank transfer, UPI or SEBI’s centralised fee collection mechanism (CeFCoM); never in cash.',
      'To advise well, the IA needs the client to share relevant financial details such as income, existing investments and liabilities.',
      'The IA assesses the client’s risk profile before and during its services, and tells the client the profile assessed.',
      'The IA and its related entities provide no distribution services; where it recommends mutual funds, it recommends direct plans, which carry no commission.',
      'The IA will not ask for the client’s login details, passwords or OTPs for any account.',
      'Grievances: first to the IA, as its grievance redressal details on its website set out; if unresolved, to SEBI through SCORES (https://scores.sebi.gov.in); and then to the Online Dispute Resolution platform (https://smartodr.in).',
    ],
  },
} as const;

export type AgreementTemplate = typeof AGREEMENT_TEMPLATE;

/** The heading of the agreement's payment section (payingClauses). */
export const PAYING_HEADING = 'Paying the Investment Adviser';

/**
 * Where and how the client pays, from the payment details (./payments.ts), as the agreement states
 * it after the fee: the validated UPI ID(s) and the bank account, CeFCoM, never cash or a person's
 * account, and SEBI Check before paying (SEBI's circular of 11 June 2025). A change of the payment
 * details changes the text of agreements offered after it, so bump `version` with it.
 */
export function payingClauses(payments: Payments = PAYMENTS): string[] {
  const ids = payments.upi.map((item) => `${item.id.value} (${item.bank})`).join(' or ');
  const account = payments.bankAccount;
  return [
    `The client pays the Investment Adviser’s fees only into its own accounts: by UPI to its validated UPI ID ${ids}; by bank transfer to ${account.accountName.value}, ${account.bank.value}, ${account.branch.value}, account ${account.accountNumber.value}, IFSC ${account.ifsc.value}; or through SEBI’s centralised fee collection mechanism (CeFCoM).`,
    'Never in cash, and never to the account or UPI ID of any person, the Investment Adviser’s staff included.',
    `Before paying, the client may check that a UPI ID or bank account is the Investment Adviser’s with ${payments.sebiCheck.label} (${payments.sebiCheck.href}).`,
  ];
}
