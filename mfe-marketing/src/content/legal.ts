/**
 * The four legal pages (/privacy, /terms, /cookies, /disclaimers). Plain data: each page renders
 * its banner from `title` and `summary` and then the sections in order.
 *
 * Items marked "(placeholder)" must be replaced with the firm's real details before launch:
 * the SEBI registration number, BASL membership number and the names of the principal,
 * compliance and grievance officers.
 */

export interface LegalSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export interface LegalDocument {
  path: '/privacy' | '/terms' | '/cookies' | '/disclaimers';
  /** e.g. 'Privacy Policy' */
  title: string;
  /** One or two sentences for the page banner and meta description (at most 160 characters). */
  summary: string;
  /** e.g. '21 November 2026' */
  updated: string;
  sections: LegalSection[];
}

const UPDATED = '21 November 2026';
const FIRM = 'Meridian Wealth Advisors';
const ADDRESS = '4th Floor, Meridian House, 12 Residency Road, Bengaluru, Karnataka 560025';
const GRIEVANCE_EMAIL = 'grievance@meridianwealth.example';
const GENERAL_EMAIL = 'hello@meridianwealth.example';
const PHONE = '+91 80 4000 1234';
const SEBI_REGISTRATION = 'INA000000000 (placeholder)';

export const legalDocuments: readonly LegalDocument[] = [
  // ---------------------------------------------------------------------------------------------
  {
    path: '/privacy',
    title: 'Privacy Policy',
    summary:
      'What personal data we collect through this website, why, how long we keep it and how to exercise your rights under the DPDP Act, 2023.',
    updated: UPDATED,
    sections: [
      {
        heading: 'Who we are',
        paragraphs: [
          `${FIRM} ("we", "us") is an investment adviser registered with the Securities and Exchange Board of India (SEBI), registration number ${SEBI_REGISTRATION}, with its office at ${ADDRESS}.`,
          'This policy explains how we handle personal data collected through this website and its client sign-in area. For the personal data we collect through this website, we are the "Data Fiduciary" under the Digital Personal Data Protection Act, 2023 (the DPDP Act). If you become an advisory client, the additional information we collect for the engagement, such as KYC details and financial information, is described in a separate notice given to you with your advisory agreement.',
        ],
      },
      {
        heading: 'The law we follow',
        paragraphs: [
          'We process personal data in line with the DPDP Act and the Digital Personal Data Protection Rules, 2025, which were notified in November 2025 and come into force in phases. We apply their standards now, ahead of the dates on which each obligation becomes mandatory.',
          'As a SEBI-registered investment adviser we must also keep certain records under the SEBI (Investment Advisers) Regulations, 2013, and we follow the Information Technology Act, 2000 and the rules made under it.',
        ],
      },
      {
        heading: 'What we collect',
        paragraphs: ['We collect only what we need for the purposes described below:'],
        list: [
          'Contact form: your first and last name, email address, phone number (optional), your message, the address of the page from which you sent it, and the time we received it.',
          'Newsletter: your email address, if you subscribe.',
          'Account: your name, email address and the time your account was created and last used, plus a photo link and date of birth only if you choose to add them. Your password is handled by our authentication provider and stored only in hashed form; we never see it.',
          'Sign-in records: each time you sign up or sign in, the date and time, your IP address and your browser\'s user-agent string, so that we can detect misuse of accounts.',
          'Preferences: whether you want email notifications and which calculator you use by default.',
          'Calculators: the inputs and results of any calculation you choose to save to your account. Calculations you do not save are worked out in your browser and are not sent to us.',
          'Technical data: our hosting provider processes standard request data, such as IP address, time and page requested, to deliver the site and protect it from attack.',
        ],
      },
      {
        heading: 'What we do not ask for on this website',
        paragraphs: [
          'We do not ask for your PAN, Aadhaar number, bank account details or investment account passwords through this website, and we ask you not to include them in messages. We will never ask for an OTP or password by phone, email or message.',
        ],
      },
      {
        heading: 'Why we use your data',
        paragraphs: ['We use personal data only for these purposes:'],
        list: [
          'to reply to your enquiry and, if you wish, arrange a conversation with an adviser;',
          'to send you the newsletter you asked for, until you unsubscribe;',
          'to create and run your account, keep you signed in and save the calculations and preferences you choose;',
          'to keep the website and accounts secure, including detecting and preventing fraud and misuse;',
          'to meet our legal and regulatory obligations, including record-keeping required by SEBI and responding to lawful requests from regulators, courts and law-enforcement agencies.',
        ],
      },
      {
        heading: 'Consent and other lawful grounds',
        paragraphs: [
          'We rely on your consent, given when you submit the contact form, subscribe to the newsletter or create an account, each with a notice explaining what we collect and why. You may withdraw consent at any time by writing to us or, for the newsletter, by using the unsubscribe link. Withdrawal does not affect processing already carried out, and we may then be unable to continue the service that depends on it: for example, we cannot keep your account open without your email address.',
          'Where the DPDP Act allows processing without consent for certain legitimate uses, such as complying with a law, a court order or a regulator\'s requirement, we rely on those provisions and only to the extent needed.',
        ],
      },
      {
        heading: 'Who we share it with',
        paragraphs: [
          'We do not sell personal data, and we do not share it with advertisers or data brokers. Within the firm, access is limited by role to the people who need it. Outside the firm, personal data is processed for us by service providers ("Data Processors") under contracts that require them to protect it and use it only on our instructions:',
        ],
        list: [
          'Google, through Firebase Hosting, Firebase Authentication and Cloud Firestore, which host the website, manage sign-in and store enquiries, accounts and saved calculations;',
          'our email service provider, to send replies and newsletters;',
          'professional advisers such as auditors and lawyers, where needed, under a duty of confidentiality.',
        ],
      },
      {
        heading: 'Transfers outside India',
        paragraphs: [
          'Our service providers operate data centres in India and abroad, and some of them, including Google\'s authentication service, may process data outside India. The DPDP Act permits transfers outside India except to countries the Central Government restricts by notification; we will not transfer personal data to any such country, and we require our providers to protect it to the standard this policy describes wherever it is processed.',
        ],
      },
      {
        heading: 'How long we keep it',
        paragraphs: ['We keep personal data only as long as the purpose requires or the law obliges us to:'],
        list: [
          'Enquiries that do not lead to an advisory relationship: up to three years from our last contact with you, then deleted.',
          'Clients: for the period the SEBI (Investment Advisers) Regulations, 2013 require, currently at least five years after the relationship ends, and longer if a dispute or regulatory proceeding is pending.',
          'Accounts, preferences and saved calculations: until you ask us to delete your account, and then within 30 days, except what we must keep by law.',
          'Sign-in records: one year, which is also the minimum period for which the DPDP Rules, 2025 require certain logs to be kept.',
          'Newsletter: until you unsubscribe.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: ['As a Data Principal under the DPDP Act, you have the right to:'],
        list: [
          'access a summary of the personal data we hold about you, how we process it, and the other Data Fiduciaries and Data Processors with whom it has been shared;',
          'have inaccurate or misleading data corrected, incomplete data completed and out-of-date data updated;',
          'have your data erased when it is no longer needed for the purpose for which it was collected, unless the law requires us to keep it;',
          'withdraw any consent you have given, as easily as you gave it;',
          'have a grievance about our handling of your data dealt with by us promptly;',
          'nominate another individual to exercise these rights on your behalf in the event of your death or incapacity.',
        ],
      },
      {
        heading: 'How to exercise your rights',
        paragraphs: [
          `Write to our Grievance Officer at ${GRIEVANCE_EMAIL} from the email address you used with us, or by post to the address above. We may ask you to confirm your identity before acting on a request. We aim to respond within 30 days and will in any case respond within the period the DPDP Rules, 2025 allow.`,
          'If you are not satisfied with our response, you may complain to the Data Protection Board of India after first using our grievance process, as the DPDP Act requires.',
          'When exercising your rights, the Act also asks you to provide accurate information and not to file frivolous complaints.',
        ],
      },
      {
        heading: 'Grievance Officer',
        paragraphs: [
          `Grievance Officer (name to be added, placeholder), ${FIRM}, ${ADDRESS}. Email: ${GRIEVANCE_EMAIL}. Phone: ${PHONE}, Monday to Saturday, 9:30 am to 6:30 pm IST.`,
        ],
      },
      {
        heading: 'Security',
        paragraphs: [
          'All traffic to this website is encrypted in transit using HTTPS. Our providers encrypt stored data at rest. Access to enquiries and account data is restricted by role and enforced by database security rules, only staff who need the data can see it, and we review that access regularly.',
          'No system is completely secure. If a personal data breach occurs, we will inform affected users and the Data Protection Board of India as the DPDP Act and Rules require, and tell you what we are doing about it and what you can do to protect yourself.',
        ],
      },
      {
        heading: 'Children',
        paragraphs: [
          'This website and its accounts are intended for adults. We do not knowingly collect personal data from anyone under 18 without verifiable consent from a parent or lawful guardian, and we do not track or target advertising at children. If you believe a child has given us personal data, please write to us and we will delete it. Investments for minors are handled with the parent or guardian as part of an advisory engagement.',
        ],
      },
      {
        heading: 'Cookies and browser storage',
        paragraphs: [
          'We do not use advertising or analytics cookies. How the website uses your browser\'s storage for sign-in and form drafts is described in our Cookie Policy.',
        ],
      },
      {
        heading: 'Changes to this policy',
        paragraphs: [
          'We will update this policy when our practices or the law change, and show the date of the latest version at the top. If a change materially affects how we use data you have already given us, we will tell account holders by email before it takes effect and, where required, ask for fresh consent.',
          `Questions about this policy can be sent to ${GRIEVANCE_EMAIL}.`,
        ],
      },
    ],
  },

  // ---------------------------------------------------------------------------------------------
  {
    path: '/terms',
    title: 'Terms of Service',
    summary:
      'The terms on which you may use this website, its calculators and accounts. Investment advice is given only under a signed advisory agreement.',
    updated: UPDATED,
    sections: [
      {
        heading: 'About these terms',
        paragraphs: [
          `This website is operated by ${FIRM} ("we", "us"), a SEBI-registered investment adviser (registration number ${SEBI_REGISTRATION}) with its office at ${ADDRESS}. By using the website you agree to these terms. If you do not agree, please do not use it.`,
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
          `We may suspend or close an account that is used in breach of these terms or that puts the website or other users at risk. You may close your account at any time by writing to ${GENERAL_EMAIL}; the Privacy Policy explains what happens to your data.`,
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
          'impersonate anyone or submit another person\'s personal data without their permission;',
          'use the website to send unsolicited messages or advertising.',
        ],
      },
      {
        heading: 'Our content',
        paragraphs: [
          `The text, graphics, calculators and software on this website belong to ${FIRM} or its licensors and are protected by copyright and other laws. You may view, print and share pages for your own non-commercial use, and quote short extracts with a clear acknowledgement and link. Any other use needs our written permission. Our name and logo may not be used without permission.`,
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
          'This does not affect your right to use the grievance and dispute-resolution mechanisms described in our Disclaimers, including SEBI\'s SCORES and the Online Dispute Resolution portal, or any other remedy the law gives you as a consumer or investor.',
        ],
      },
      {
        heading: 'Changes to these terms',
        paragraphs: [
          'We may revise these terms from time to time. The date at the top shows the latest version, which applies from the time it is published. If you have an account and a change materially affects you, we will tell you by email.',
          `Questions about these terms can be sent to ${GENERAL_EMAIL}.`,
        ],
      },
    ],
  },

  // ---------------------------------------------------------------------------------------------
  {
    path: '/cookies',
    title: 'Cookie Policy',
    summary:
      'We use no advertising or analytics cookies. This page lists the browser storage we do use, for sign-in and form drafts, and how to clear it.',
    updated: UPDATED,
    sections: [
      {
        heading: 'The short version',
        paragraphs: [
          'This website does not use advertising, analytics or social-media tracking cookies, and does not load third-party tracking scripts. We do not currently set any cookies at all.',
          'We do use your browser\'s storage for two things: keeping you signed in, if you have an account, and, on some forms, keeping a draft while you fill it in. Both are needed for features you choose to use, and neither is used to track you across other websites.',
        ],
      },
      {
        heading: 'What browser storage is',
        paragraphs: [
          'Besides cookies, browsers offer other ways for a website to keep small amounts of data on your device: local storage and IndexedDB, which last until they are cleared, and session storage, which is cleared when you close the tab. This policy covers all of them.',
        ],
      },
      {
        heading: 'What we store, why and for how long',
        paragraphs: ['These are the only items the website keeps in your browser:'],
        list: [
          'Sign-in session (IndexedDB database "firebaseLocalStorageDb", or local storage if your browser does not allow IndexedDB; key beginning "firebase:authUser:"). Set by Firebase Authentication, our sign-in provider, only when you sign in. It holds your user ID, email address, display name and the tokens that keep you signed in; the access token expires after an hour and is renewed automatically. Kept until you sign out or clear your browser data.',
          'Form draft (session storage), on forms that offer it. What you have typed into a form, such as the contact form, so that it is not lost if you move to another page before sending it. It stays on your device, is sent to us only when you press send, and is deleted when you close the tab.',
        ],
      },
      {
        heading: 'What we do not use',
        paragraphs: [
          'No advertising cookies, analytics or measurement cookies, fingerprinting, or tracking pixels. If we ever want to add a feature that relies on cookies or tracking that is not strictly needed, for example an embedded video player, we will update this policy first and ask for your consent where the law requires it.',
          'Links to our pages on LinkedIn, X and YouTube take you to those sites, which set their own cookies under their own policies once you are there.',
        ],
      },
      {
        heading: 'How to clear or block this storage',
        paragraphs: [
          'Signing out removes the sign-in session from your browser. Closing the tab removes any form draft.',
          'You can also delete everything this website has stored by clearing the site data for this website in your browser\'s privacy or site settings, or block storage altogether. If you block it, you can still read the website and use the calculators, but you will not be able to stay signed in.',
        ],
      },
      {
        heading: 'Changes and contact',
        paragraphs: [
          'If we change what we store in your browser, we will update this page and the date above before the change goes live.',
          `Questions about this policy can be sent to ${GRIEVANCE_EMAIL}.`,
        ],
      },
    ],
  },

  // ---------------------------------------------------------------------------------------------
  {
    path: '/disclaimers',
    title: 'Disclaimers',
    summary:
      'Our SEBI registration details, the risks of investing, the limits of the information on this website, and how to raise a grievance.',
    updated: UPDATED,
    sections: [
      {
        heading: 'Registration details',
        paragraphs: [
          `${FIRM} is registered with the Securities and Exchange Board of India as an investment adviser under the SEBI (Investment Advisers) Regulations, 2013.`,
        ],
        list: [
          `Name as registered with SEBI: ${FIRM}`,
          'Type of registration: Investment Adviser (non-individual)',
          `SEBI registration number: ${SEBI_REGISTRATION}`,
          'Validity: permanent, unless suspended or cancelled by SEBI',
          'BASL membership number: (placeholder)',
          `Registered office: ${ADDRESS}`,
          `Telephone: ${PHONE}; email: ${GENERAL_EMAIL}`,
          'Principal Officer: (name, email and telephone to be added, placeholder)',
          'Compliance Officer: (name, email and telephone to be added, placeholder)',
          `Grievance Officer: (name to be added, placeholder), ${GRIEVANCE_EMAIL}, ${PHONE}`,
          'SEBI head office: SEBI Bhavan, Plot No. C4-A, G Block, Bandra-Kurla Complex, Bandra (East), Mumbai 400051. Our regional office is SEBI\'s Southern Regional Office; current addresses are on www.sebi.gov.in.',
        ],
      },
      {
        heading: 'Statements required by SEBI',
        paragraphs: [
          'Registration granted by SEBI, membership of BASL and certification from NISM in no way guarantee performance of the intermediary or provide any assurance of returns to investors.',
          'Investment in securities market are subject to market risks. Read all the related documents carefully before investing.',
        ],
      },
      {
        heading: 'Fee-only advice',
        paragraphs: [
          'We are paid only by our clients, through the fee set out in each client\'s advisory agreement and within the limits SEBI specifies. We do not distribute financial products and receive no commission, referral fee or other payment from mutual funds, insurers, brokers or issuers. We recommend direct plans of mutual funds, which carry no distribution commission.',
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
          'Information about tax and law is general, is based on our understanding of the law on the date of publication, and may change with each year\'s Finance Act, new rules or court decisions. It is not tax or legal advice. Please consult a chartered accountant or advocate on your own position.',
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
        paragraphs: [
          'If you have a complaint about our services, please follow these steps:',
        ],
        list: [
          `Write to us first. Email our Grievance Officer at ${GRIEVANCE_EMAIL}, or write to us at ${ADDRESS}, with your name, contact details and a description of the complaint. We will acknowledge it within three working days and aim to resolve it within 21 calendar days of receiving it.`,
          'SEBI SCORES. If you are not satisfied with our response, or do not hear from us within 21 days, you can lodge a complaint on SEBI\'s SCORES portal at https://scores.sebi.gov.in or through the SCORES mobile app. Complaints should generally be lodged within one year of the matter complained of. Complaints about investment advisers on SCORES may first be reviewed by BASL and then by SEBI.',
          'Online dispute resolution. If your complaint is still not resolved, you can begin online conciliation and, if needed, arbitration through the Smart Online Dispute Resolution portal at https://smartodr.in, under SEBI\'s framework for online resolution of disputes in the securities market.',
        ],
      },
      {
        heading: 'Investor charter',
        paragraphs: [
          'SEBI\'s investor charter for investment advisers sets out the services you can expect from us, your rights and responsibilities, and the timelines for handling grievances. We give a copy to every client and will send one to anyone who asks.',
          `Questions about these disclaimers can be sent to ${GENERAL_EMAIL}.`,
        ],
      },
    ],
  },
];
