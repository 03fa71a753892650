import { FIRM_FACTS, LEGAL_PAGES_UPDATED, type LegalDocument } from './legal-document';
import { LEGAL_PAGES } from './pages';

export const terms: LegalDocument = {
  ...LEGAL_PAGES.terms,
  updated: LEGAL_PAGES_UPDATED,
  sections: [
    {
      heading: 'About these terms',
      paragraphs: [
        `This website is operated by ${FIRM_FACTS.name} ("we", "us"), a SEBI-registered investment adviser (registration number ${FIRM_FACTS.sebiRegistrationNumber}) with its office at ${FIRM_FACTS.address}. By using the website you agree to these terms. If you do not agree, please do not use it.`,
        'These terms should be read with our Privacy Policy, Cookie Policy and Disclaimers, which form part of them.',
      ],
    },
    {
      heading: 'What this website is, and is not',
      paragraphs: [
        'The website gives general information about personal finance, our services and our firm. It is not investment advice tailored to you, not a research report, and not an offer, solicitation or recommendation to buy or sell any security or financial product.',
        'Articles, examples and figures are general and may not suit your circumstances. Tax and regulatory information reflects our understanding on the date of publication and may since have changed.',
      ],
    },
    {
      heading: 'When we become your adviser',
      paragraphs: [
        'We provide investment advice only to clients who have completed KYC and risk profiling with us and signed an investment advisory agreement, which includes the most important terms and conditions specified by SEBI and sets out the scope of advice and our fee. Until then, no adviser-client relationship exists between us.',
        'Sending us a message through the contact form, subscribing to the newsletter or opening an account on the website does not create an advisory relationship, and we will not act on any instruction sent that way.',
      ],
    },
    {
      heading: 'Who may use the website',
      paragraphs: [
        'You must be at least 18 years old and able to enter into a binding contract under Indian law to open an account. Some content may not be suitable for, or lawfully available to, residents of other countries; it is your responsibility to comply with the laws that apply to you.',
      ],
    },
    {
      heading: 'Your account',
      paragraphs: [
        'If you open an account, please give accurate information and keep it up to date. Keep your password confidential and do not share your account. You are responsible for activity under your account until you tell us it has been compromised; write to us at once if you suspect misuse.',
        `We may suspend or close an account that is used in breach of these terms or that puts the website or other users at risk. You may close your account at any time by writing to ${FIRM_FACTS.email}; the Privacy Policy explains what happens to your data.`,
      ],
    },
    {
      heading: 'Calculators and tools',
      paragraphs: [
        'The calculators and planners on this website produce illustrations from the figures and assumptions you enter, such as rates of return and inflation. They are not predictions, offers or advice. Actual returns vary and can be negative, and results are rounded and may not account for taxes, charges or changes in law. Please do not make financial decisions on the strength of a calculator result alone.',
      ],
    },
    {
      heading: 'Acceptable use',
      paragraphs: ['When using the website you must not:'],
      list: [
        'break any law or use the website for a fraudulent purpose;',
        'try to gain access to any account, data or system that is not yours, or to get around our security;',
        'upload malicious code, or interfere with or overload the website;',
        'collect data from the website by automated means without our written permission;',
        "impersonate anyone or submit another person's personal data without their permission;",
        'use the website to send unsolicited messages or advertising.',
      ],
    },
    {
      heading: 'Our content',
      paragraphs: [
        `The text, graphics, calculators and software on this website belong to ${FIRM_FACTS.name} or its licensors and are protected by copyright and other laws. You may view, print and share pages for your own non-commercial use, and quote short extracts with a clear acknowledgement and link. Any other use needs our written permission. Our name and logo may not be used without permission.`,
      ],
    },
    {
      heading: 'Links to other websites',
      paragraphs: [
        'We link to regulators, government portals and other websites for your convenience. We do not control them and are not responsible for their content, availability or privacy practices. A link is not an endorsement.',
      ],
    },
    {
      heading: 'Availability and accuracy',
      paragraphs: [
        'We take care to keep the website accurate and available, but we do not promise that it will be free of errors or interruptions. We may change, suspend or withdraw any part of it without notice.',
      ],
    },
    {
      heading: 'Limitation of liability',
      paragraphs: [
        'To the extent the law allows, we are not liable for any loss arising from your use of, or reliance on, the general information, examples or calculators on this website, including investment losses, loss of profit or any indirect or consequential loss.',
        'Nothing in these terms limits any liability that cannot be limited under Indian law, or our duties to clients under the SEBI (Investment Advisers) Regulations, 2013 and their advisory agreements.',
      ],
    },
    {
      heading: 'Governing law and jurisdiction',
      paragraphs: [
        'These terms are governed by the laws of India. Subject to the next paragraph, the courts at Bengaluru, Karnataka have exclusive jurisdiction over any dispute arising from them.',
        "This does not affect your right to use the grievance and dispute-resolution mechanisms described in our Disclaimers, including SEBI's SCORES and the Online Dispute Resolution portal, or any other remedy the law gives you as a consumer or investor.",
      ],
    },
    {
      heading: 'Changes to these terms',
      paragraphs: [
        'We may revise these terms from time to time. The date at the top shows the latest version, which applies from the time it is published. If you have an account and a change materially affects you, we will tell you by email.',
        `Questions about these terms can be sent to ${FIRM_FACTS.email}.`,
      ],
    },
  ],
};
