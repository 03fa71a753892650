// The /about page's content (issue 23, item 8): the firm, its people with their qualifications and
// certifications, and a bio for every author the blog credits. One file, for the compliance
// officer to edit. The firm's registration facts and its officers (principal, compliance,
// grievance) are NOT repeated here: the page reads them from the brand module
// (shared/src/config/brand.ts), which marks each still unconfirmed one as a placeholder.
//
// DEMO CONTENT: the people below, their names, bios and years are stand-ins, as the firm's own
// facts in the brand module are. They carry no registration or membership numbers on purpose:
// add a real one only from the certificate itself. Replace each person before going live.
// Advertisement code: no superlatives, no returns, no past performance in a bio.

/** A qualification or certification an adviser may hold, as the page explains it. */
export type CredentialId = 'NISM-X-A' | 'NISM-X-B' | 'CFP' | 'CFA' | 'CA';

export interface Credential {
  /** As a byline writes it: 'CFP'. */
  short: string;
  /** What it is and who awards it. */
  name: string;
  /** Why it matters to a client of an investment adviser. */
  why: string;
}

export const CREDENTIALS: Record<CredentialId, Credential> = {
  'NISM-X-A': {
    short: 'NISM X-A',
    name: 'NISM Series X-A: Investment Adviser (Level 1), National Institute of Securities Markets',
    why: 'SEBI requires every person who gives investment advice for a registered adviser to hold NISM Series X-A and X-B.',
  },
  'NISM-X-B': {
    short: 'NISM X-B',
    name: 'NISM Series X-B: Investment Adviser (Level 2), National Institute of Securities Markets',
    why: 'The second of the two certifications SEBI requires of anyone who gives investment advice.',
  },
  CFP: {
    short: 'CFP',
    name: 'CERTIFIED FINANCIAL PLANNER, Financial Planning Standards Board India',
    why: 'A professional certification in financial planning: goals, cash flow, insurance, tax, retirement and estate.',
  },
  CFA: {
    short: 'CFA',
    name: 'CFA charterholder, CFA Institute',
    why: 'A professional qualification in investment analysis and portfolio management.',
  },
  CA: {
    short: 'CA',
    name: 'Chartered Accountant, Institute of Chartered Accountants of India',
    why: 'A member of the institute that regulates India’s accountants, trained in tax and accounts.',
  },
};

export interface TeamMember {
  /** The person's name, as the blog's bylines give it before the comma. */
  name: string;
  /** What they do at the firm. */
  role: string;
  /** The qualification written after the name in a byline ('Ananya Iyer, CFP'). */
  postNominal: CredentialId;
  /** Every qualification and certification they hold, the SEBI-required ones first. */
  credentials: readonly CredentialId[];
  /** Two or three plain sentences. */
  bio: string;
  /** What they write about on the blog, when they do. */
  writesAbout?: string;
}

/** How the blog credits a person: 'Ananya Iyer, CFP'. */
export function byline(member: TeamMember): string {
  return `${member.name}, ${CREDENTIALS[member.postNominal].short}`;
}

export const aboutPage = {
  title: 'About us',
  /** The <meta name="description">. */
  summary:
    'Who we are: a fee-only, SEBI-registered investment adviser, the people who advise you and write our articles, their qualifications, and the officers you can reach.',
  banner: 'The people behind your plan',
  intro: [
    'We are a SEBI-registered investment adviser. We are paid only by the clients we advise, never by the makers of the products we discuss, so the only thing our advice has to serve is your plan.',
    'Every adviser here holds the NISM Series X-A and X-B certifications SEBI requires of anyone who gives investment advice, and most hold a professional qualification besides. The same people write the articles on our blog.',
  ],
  firmHeading: 'The firm',
  teamHeading: 'Our people',
  credentialsHeading: 'What the qualifications mean',
  officersHeading: 'Officers you can reach',
  officersLead:
    'SEBI asks a registered adviser to name these officers. Write to them directly; the grievance officer answers a complaint within 21 days.',
  feesLink: 'How we charge',
} as const;

export const team: readonly TeamMember[] = [
  {
    name: 'Suresh Nair',
    role: 'Co-founder and investment adviser',
    postNominal: 'CFP',
    credentials: ['NISM-X-A', 'NISM-X-B', 'CFP'],
    bio: 'Suresh advises families on retirement: how much is enough, where it should sit, and how to draw it down. He spent his early career in a bank’s retail lending team before turning to planning.',
    writesAbout: 'retirement corpus, EPF, PPF and NPS',
  },
  {
    name: 'Ananya Iyer',
    role: 'Co-founder and investment adviser',
    postNominal: 'CFP',
    credentials: ['NISM-X-A', 'NISM-X-B', 'CFP'],
    bio: 'Ananya works with young earners and new families on first plans: an emergency fund, the right cover, and a habit of investing that survives a bad year.',
    writesAbout: 'starting early, asset allocation and compounding',
  },
  {
    name: 'Arjun Mehta',
    role: 'Investment adviser, portfolios',
    postNominal: 'CFA',
    credentials: ['NISM-X-A', 'NISM-X-B', 'CFA'],
    bio: 'Arjun reviews clients’ mutual fund portfolios: costs, overlap and how each fund fits the plan. He reads a factsheet so that you do not have to.',
    writesAbout: 'mutual funds, direct and regular plans',
  },
  {
    name: 'Kavita Deshpande',
    role: 'Investment adviser, research',
    postNominal: 'CFA',
    credentials: ['NISM-X-A', 'NISM-X-B', 'CFA'],
    bio: 'Kavita researches the asset classes our advice draws on, from debt funds to gold, and explains what each can and cannot do for a plan.',
    writesAbout: 'gold and other asset classes',
  },
  {
    name: 'Rohit Malhotra',
    role: 'Tax planning',
    postNominal: 'CA',
    credentials: ['NISM-X-A', 'NISM-X-B', 'CA'],
    bio: 'Rohit helps clients choose between the tax regimes, plan capital gains and keep the paperwork in order. He works alongside each client’s own accountant where they have one.',
    writesAbout: 'income tax and the old and new regimes',
  },
  {
    name: 'Meera Joshi',
    role: 'Investment adviser, household finances',
    postNominal: 'CFP',
    credentials: ['NISM-X-A', 'NISM-X-B', 'CFP'],
    bio: 'Meera starts where most plans start: a budget, an emergency fund, insurance and paying off expensive debt, before any investing.',
    writesAbout: 'budgets, emergency funds, insurance and debt',
  },
];
