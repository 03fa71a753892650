import {
  DATA_PROTECTION_CONTACT,
  GRIEVANCE_RESPONSE_DAYS,
  PRIVACY_NOTICE_DATE,
  PRIVACY_NOTICE_VERSION,
} from '@meridian/shared/privacy';
import { FIRM_FACTS, type LegalDocument } from './legal-document';
import { LEGAL_PAGES } from './pages';

/**
 * The full privacy notice. Versioned content: its version and date are PRIVACY_NOTICE_VERSION and
 * PRIVACY_NOTICE_DATE ('@meridian/shared/privacy'), which every consent records; change both when
 * this text changes, and the forms ask for consent to the new one.
 */
export const privacy: LegalDocument = {
  ...LEGAL_PAGES.privacy,
  updated: `${PRIVACY_NOTICE_DATE} (version ${PRIVACY_NOTICE_VERSION})`,
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      paragraphs: [
        `${FIRM_FACTS.name} ("we", "us") is an investment adviser registered with the Securities and Exchange Board of India (SEBI), registration number ${FIRM_FACTS.sebiRegistrationNumber}, with its office at ${FIRM_FACTS.address}.`,
        'This policy explains how we handle personal data collected through this website and its client sign-in area. For the personal data we collect through this website, we are the "Data Fiduciary" under the Digital Personal Data Protection Act, 2023 (the DPDP Act). If you become an advisory client, the additional information we collect for the engagement, such as KYC details and financial information, is described in a separate notice given to you with your advisory agreement.',
      ],
    },
    {
      id: 'law',
      heading: 'The law we follow',
      paragraphs: [
        'We process personal data in line with the DPDP Act and the Digital Personal Data Protection Rules, 2025, which were notified in November 2025 and come into force in phases. We apply their standards now, ahead of the dates on which each obligation becomes mandatory.',
        'As a SEBI-registered investment adviser we must also keep certain records under the SEBI (Investment Advisers) Regulations, 2013, and we follow the Information Technology Act, 2000 and the rules made under it.',
      ],
    },
    {
      id: 'what-we-collect',
      heading: 'What we collect',
      paragraphs: ['We collect only what we need for the purposes described below:'],
      list: [
        'Contact form: your first and last name, email address, phone number (optional), your message, the address of the page from which you sent it, and the time we received it.',
        'Newsletter: your email address, if you subscribe.',
        'Account: your name, email address and the time your account was created and last used, plus a photo link and date of birth only if you choose to add them. Your password is handled by our authentication provider and stored only in hashed form; we never see it.',
        "Sign-in records: each time you sign up or sign in, the date and time, your IP address and your browser's user-agent string, so that we can detect misuse of accounts.",
        'Preferences: whether you want email notifications and which calculator you use by default.',
        'Calculators: the inputs and results of any calculation you choose to save to your account. Calculations you do not save are worked out in your browser and are not sent to us.',
        'Technical data: our hosting provider processes standard request data, such as IP address, time and page requested, to deliver the site and protect it from attack.',
      ],
    },
    {
      id: 'not-asked',
      heading: 'What we do not ask for on this website',
      paragraphs: [
        'We do not ask for your PAN, Aadhaar number, bank account details or investment account passwords through this website, and we ask you not to include them in messages. We will never ask for an OTP or password by phone, email or message.',
      ],
    },
    {
      id: 'purposes',
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
      id: 'consent',
      heading: 'Consent and other lawful grounds',
      paragraphs: [
        'We rely on your consent, given by ticking a box when you submit the contact form, request a consultation, subscribe to the newsletter or create an account, each with a short notice explaining what we collect and why. We record the version of this notice you agreed to, the language you read it in (each short notice links to its Hindi version) and when. You may withdraw consent at any time: account holders in one step under Privacy in their dashboard, where each consent is listed; anyone by writing to our data protection contact or, for the newsletter, by using the unsubscribe link. Withdrawal does not affect processing already carried out, and we may then be unable to continue the service that depends on it: for example, we cannot keep your account open without your email address.',
        "Where the DPDP Act allows processing without consent for certain legitimate uses, such as complying with a law, a court order or a regulator's requirement, we rely on those provisions and only to the extent needed.",
      ],
    },
    {
      id: 'sharing',
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
      id: 'transfers',
      heading: 'Transfers outside India',
      paragraphs: [
        "Our service providers operate data centres in India and abroad, and some of them, including Google's authentication service, may process data outside India. The DPDP Act permits transfers outside India except to countries the Central Government restricts by notification; we will not transfer personal data to any such country, and we require our providers to protect it to the standard this policy describes wherever it is processed.",
      ],
    },
    {
      id: 'retention',
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
      id: 'rights',
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
      id: 'exercising-rights',
      heading: 'How to exercise your rights',
      paragraphs: [
        `Account holders can exercise every right under Privacy in their dashboard: download their data with a summary of it, correct their profile, delete their account, withdraw consent, name a nominee and send a grievance. Anyone can write to our data protection contact, ${DATA_PROTECTION_CONTACT.name}, at ${DATA_PROTECTION_CONTACT.email} (phone ${DATA_PROTECTION_CONTACT.phone}) from the email address they used with us, or by post to the address above. We may ask you to confirm your identity before acting on a request. We answer a grievance within ${GRIEVANCE_RESPONSE_DAYS} days of receiving it (the DPDP Rules, 2025 allow at most 90), and every answer repeats our data protection contact.`,
        'If you are not satisfied with our response, you may complain to the Data Protection Board of India after first using our grievance process, as the DPDP Act requires.',
        'When exercising your rights, the Act also asks you to provide accurate information and not to file frivolous complaints.',
      ],
    },
    {
      id: 'data-protection-contact',
      heading: 'Data protection contact',
      paragraphs: [
        `${DATA_PROTECTION_CONTACT.role}: ${DATA_PROTECTION_CONTACT.name}, ${FIRM_FACTS.name}, ${FIRM_FACTS.address}. Email: ${DATA_PROTECTION_CONTACT.email}. Phone: ${DATA_PROTECTION_CONTACT.phone}, ${FIRM_FACTS.hours}. They answer questions about your personal data and grievances about how we handle it.`,
      ],
    },
    {
      id: 'grievance-officer',
      heading: 'Grievance Officer',
      paragraphs: [
        `Grievance Officer (name to be added, placeholder), ${FIRM_FACTS.name}, ${FIRM_FACTS.address}. Email: ${FIRM_FACTS.grievanceEmail}. Phone: ${FIRM_FACTS.phone}, ${FIRM_FACTS.hours}.`,
      ],
    },
    {
      id: 'security',
      heading: 'Security',
      paragraphs: [
        'All traffic to this website is encrypted in transit using HTTPS. Our providers encrypt stored data at rest. Access to enquiries and account data is restricted by role and enforced by database security rules, only staff who need the data can see it, and we review that access regularly.',
        'No system is completely secure. If a personal data breach occurs, we will inform affected users and the Data Protection Board of India as the DPDP Act and Rules require, and tell you what we are doing about it and what you can do to protect yourself.',
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      paragraphs: [
        'This website and its accounts are intended for adults. We do not knowingly collect personal data from anyone under 18 without verifiable consent from a parent or lawful guardian, and we do not track or target advertising at children. If you believe a child has given us personal data, please write to us and we will delete it. Investments for minors are handled with the parent or guardian as part of an advisory engagement.',
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies and browser storage',
      paragraphs: [
        "We do not use advertising or analytics cookies. How the website uses your browser's storage for sign-in and form drafts is described in our Cookie Policy.",
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      paragraphs: [
        'We will update this policy when our practices or the law change, and show the date of the latest version at the top. If a change materially affects how we use data you have already given us, we will tell account holders by email before it takes effect and, where required, ask for fresh consent.',
        `This is version ${PRIVACY_NOTICE_VERSION} of this notice, of ${PRIVACY_NOTICE_DATE}. Questions about it can be sent to ${DATA_PROTECTION_CONTACT.email}.`,
      ],
    },
  ],
};
