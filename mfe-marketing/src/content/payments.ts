// How to pay the firm safely (issue 35, item 2): the words of /fees's payment section, for the
// compliance officer. The firm's UPI IDs, bank account and the SEBI Check address are not here:
// they are the firm's configuration (@meridian/shared/compliance, shared/compliance/payments.ts),
// checked at build time. SEBI's circular of 11 June 2025 asks an adviser that takes fees by UPI
// to show its validated UPI ID and QR code and to make investors aware of them, with a link to
// SEBI Check beside every payment instruction.
export const paymentsContent = {
  heading: 'How to pay us safely',
  lead: 'Pay by UPI to our validated UPI ID, by bank transfer to our own account, by cheque, or through CeFCoM. Before you pay, check the UPI ID or the account on SEBI Check.',
  never: 'Never in cash, and never to a personal account: we will never ask for either.',
  upiHeading: 'By UPI',
  upiLead: (count: number) =>
    count === 1
      ? 'Our validated UPI ID. Your UPI app shows a white thumbs-up in a green triangle when you pay it:'
      : 'Our validated UPI IDs. Your UPI app shows a white thumbs-up in a green triangle when you pay one:',
  /** The QR image's alt text: the ID, then spelt out (`spell` in ../domain/upi-qr.ts). */
  qrAlt: (id: string, spelt: string) => `QR code to pay our validated UPI ID ${id}, spelt ${spelt}`,
  qrPlaceholder: 'Sample only, not our UPI ID: do not pay it',
  bankHeading: 'By bank transfer (NEFT, RTGS or IMPS) or cheque',
  bankLabels: {
    accountName: 'Account name',
    bank: 'Bank',
    branch: 'Branch',
    accountNumber: 'Account number',
    ifsc: 'IFSC',
  },
  cheque: 'Cheques are made out to the account name above, and deposited only into that account.',
  cefcomHeading: 'Through CeFCoM',
  cefcom:
    'CeFCoM is SEBI’s centralised fee collection mechanism for investment advisers and research analysts. Ask us for a CeFCoM payment with your invoice; the fee then reaches us through it.',
  checkLink: 'Check it on SEBI Check',
  checkLinkFor: (what: string) => `Check ${what} on SEBI Check`,
  placeholderNote: 'The payment details on this page are placeholders until the firm enters its own.',
  faqHeading: 'Paying us: questions',
  faq: [
    {
      question: 'What does “@valid” mean?',
      answer:
        'Since 1 October 2025, a SEBI-registered intermediary that collects money by UPI does so through a validated UPI ID. Its handle is “@valid” followed by the name of its bank (for example @validhdfc), and only the National Payments Corporation of India allots it, to registered intermediaries alone. Anyone else cannot have an ID ending that way.',
    },
    {
      question: 'What does “.ia” mean?',
      answer:
        'The part before the @ is the intermediary’s name followed by its category: “.ia” for an investment adviser, “.brk” for a stock broker, “.mf” for a mutual fund. If someone claiming to be an investment adviser gives you an ID without “.ia@valid”, do not pay it.',
    },
    {
      question: 'What is the thumbs-up in the QR code?',
      answer:
        'A validated UPI ID’s QR code carries a white thumbs-up in a green triangle, and your UPI app shows the same sign on the payment screen when you pay a validated ID. No sign, no payment: stop and check.',
    },
    {
      question: 'How can I check that an ID or an account is really ours?',
      answer:
        'Use SEBI Check, SEBI’s own tool: scan our QR code or type our UPI ID, or enter our bank account number and IFSC, and it tells you whether they belong to a SEBI-registered intermediary and which one. Our registration number is at the foot of every page.',
    },
  ],
} as const;
