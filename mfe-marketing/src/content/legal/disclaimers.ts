import { contactPeople, registrationRows, shown, STANDARD_TEXTS } from '@meridian/shared/disclosures';
import { paths } from '@meridian/shared';
import { FIRM_FACTS, LEGAL_PAGES_UPDATED, type LegalDocument } from './legal-document';
import { LEGAL_PAGES } from './pages';

/**
 * The extent of the firm's use of AI tools in its advice, which SEBI's IA regulations (amended
 * 16 December 2024) require it to disclose. Content the firm changes here if that ever changes.
 */
export const AI_USE = {
  extent: 'none',
  statement:
    'We do not use artificial intelligence (AI) tools in giving investment advice. Every recommendation, risk profile and financial plan is prepared and reviewed by a qualified adviser.',
  details: [
    "The calculators on this website apply fixed formulas to the figures you enter; they are not AI and do not give advice. If we ever use an AI tool in our advisory process, we will tell our clients in advance, describe the extent of its use, and remain fully responsible for the advice, as SEBI's regulations require.",
  ],
} as const;

export const disclaimers: LegalDocument = {
  ...LEGAL_PAGES.disclaimers,
  updated: LEGAL_PAGES_UPDATED,
  sections: [
    {
      heading: 'Registration details',
      paragraphs: [
        `${FIRM_FACTS.name} is registered with the Securities and Exchange Board of India as an investment adviser under the SEBI (Investment Advisers) Regulations, 2013.`,
      ],
      list: [
        ...registrationRows().map((row) => `${row.label}: ${row.value}`),
        `Email: ${FIRM_FACTS.email}`,
        ...contactPeople().map(
          (person) => `${person.role}: ${shown(person.name)}, ${shown(person.email)}, ${shown(person.phone)}`,
        ),
      ],
    },
    {
      heading: 'Statements required by SEBI',
      paragraphs: STANDARD_TEXTS.texts.map((item) => item.text),
    },
    {
      heading: 'Use of artificial intelligence in our advice',
      paragraphs: [AI_USE.statement, ...AI_USE.details],
    },
    {
      heading: 'Fee-only advice',
      paragraphs: [
        "We are paid only by our clients, through the fee set out in each client's advisory agreement and within the limits SEBI specifies. We do not distribute financial products and receive no commission, referral fee or other payment from mutual funds, insurers, brokers or issuers. We recommend direct plans of mutual funds, which carry no distribution commission.",
        'We do not hold client money or securities and do not offer assured or guaranteed returns, which SEBI prohibits investment advisers from offering.',
      ],
    },
    {
      heading: 'This website is not investment advice',
      paragraphs: [
        'The content of this website is general information and education. It is not personalised investment advice, not a research report and not a recommendation to buy, sell or hold any security. Personal advice is given only to clients, after risk profiling and under a signed advisory agreement. Please consider your own circumstances, or speak to a registered adviser, before acting on anything you read here.',
      ],
    },
    {
      heading: 'No guarantee of returns',
      paragraphs: [
        'The value of investments and the income from them can go down as well as up, and you may get back less than you invested. Equity investments can fall sharply in a short time; debt investments carry interest-rate, credit and liquidity risk. Nothing on this website is a promise or guarantee of any return.',
      ],
    },
    {
      heading: 'Past performance',
      paragraphs: [
        'Past performance of any security, fund, index or strategy is not a reliable guide to future performance. Historical figures are shown for context only.',
      ],
    },
    {
      heading: 'Calculators, examples and assumptions',
      paragraphs: [
        'Calculators and worked examples use assumed rates of return and inflation, chosen for illustration; they are not forecasts. Unless stated otherwise, they use steady returns, ignore taxes, charges and exit loads, and round results to the nearest rupee. SIP examples assume the instalment is invested at the start of each month and use a monthly rate of one-twelfth of the annual rate. Real markets do not return a steady rate, and small changes in assumptions make large differences over long periods.',
      ],
    },
    {
      heading: 'Tax and legal information',
      paragraphs: [
        "Information about tax and law is general, is based on our understanding of the law on the date of publication, and may change with each year's Finance Act, new rules or court decisions. It is not tax or legal advice. Please consult a chartered accountant or advocate on your own position.",
      ],
    },
    {
      heading: 'Third-party information and links',
      paragraphs: [
        'Some information on this website comes from sources we believe to be reliable, such as regulators, fund houses and index providers, but we cannot guarantee its accuracy or completeness. Links to other websites are provided for convenience; we are not responsible for their content.',
      ],
    },
    {
      heading: 'Grievance redressal',
      paragraphs: ['If you have a complaint about our services, please follow these steps:'],
      list: [
        `Write to us first. Email our Grievance Officer at ${FIRM_FACTS.grievanceEmail}, or write to us at ${FIRM_FACTS.address}, with your name, contact details and a description of the complaint. We will acknowledge it within three working days and aim to resolve it within 21 calendar days of receiving it.`,
        "SEBI SCORES. If you are not satisfied with our response, or do not hear from us within 21 days, you can lodge a complaint on SEBI's SCORES portal at https://scores.sebi.gov.in or through the SCORES mobile app. Complaints should generally be lodged within one year of the matter complained of. Complaints about investment advisers on SCORES are first reviewed by BSE Ltd, the supervisory body for investment advisers, and then, if you ask, by SEBI.",
        "Online dispute resolution. If your complaint is still not resolved, you can begin online conciliation and, if needed, arbitration through the Smart Online Dispute Resolution portal at https://smartodr.in, under SEBI's framework for online resolution of disputes in the securities market.",
      ],
    },
    {
      heading: 'Investor charter',
      paragraphs: [
        `SEBI's investor charter for investment advisers sets out the services you can expect from us, your rights and responsibilities, and the timelines for handling grievances. It is published on this website at ${paths.investorCharter}, and we give a copy to every client.`,
        `Questions about these disclaimers can be sent to ${FIRM_FACTS.email}.`,
      ],
    },
  ],
};
