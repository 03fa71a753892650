/**
 * The risk profile (issue 36, item 3; SEBI IA Regulations, regulation 16): a versioned
 * questionnaire covering the client's age, objective and horizon, income, assets, liabilities and
 * risk appetite, scored as two things apart: the capacity for loss (what their circumstances can
 * bear) and the willingness to take risk (what they are prepared to bear). The profile is the
 * lower of the two, so that a client willing to take more risk than they can afford is never
 * profiled above their capacity. The questions are content a compliance officer changes here
 * (bumping RISK_QUESTIONNAIRE.version, which firestore.rules pins with the question ids); each
 * must pass questionProblems (plain, no double negative, not leading). Pure. The dashboard's
 * onboarding card asks it, as its second step (mfe-account's risk-step.tsx).
 */

/** What a question measures: the capacity for loss, or the willingness to take risk. */
export type RiskArea = 'capacity' | 'willingness';

export interface RiskOption {
  value: string;
  label: string;
  /** 1 (least risk) to 4 (most). */
  points: 1 | 2 | 3 | 4;
}

export interface RiskQuestion {
  id: string;
  /** What regulation 16 asks for that it covers. */
  covers: 'age' | 'objective' | 'horizon' | 'income' | 'assets' | 'liabilities' | 'appetite';
  area: RiskArea;
  text: string;
  options: readonly RiskOption[];
}

const options = (...labels: [string, string, string, string]): RiskOption[] =>
  labels.map((label, index) => ({ value: String(index + 1), label, points: (index + 1) as RiskOption['points'] }));

export const RISK_QUESTIONNAIRE = {
  version: '2026-11-29',
  questions: [
    {
      id: 'age',
      covers: 'age',
      area: 'capacity',
      text: 'How old are you?',
      options: options('60 or older', '45 to 59', '30 to 44', '18 to 29'),
    },
    {
      id: 'objective',
      covers: 'objective',
      area: 'willingness',
      text: 'What is the main goal for the money you want advice on?',
      options: options(
        'Keeping its value safe',
        'A regular income from it',
        'Growth, with some income',
        'As much growth as possible over the long term',
      ),
    },
    {
      id: 'horizon',
      covers: 'horizon',
      area: 'capacity',
      text: 'When will you need most of this money?',
      options: options('Within 3 years', 'In 3 to 5 years', 'In 5 to 10 years', 'In more than 10 years'),
    },
    {
      id: 'income',
      covers: 'income',
      area: 'capacity',
      text: 'How steady is your income?',
      options: options(
        'I have no regular income',
        'It changes a lot from month to month',
        'It is mostly steady',
        'It is steady and covers my expenses with room to save',
      ),
    },
    {
      id: 'reserve',
      covers: 'assets',
      area: 'capacity',
      text: 'Apart from this money, for how many months could your savings pay your household expenses?',
      options: options('Less than 3 months', '3 to 6 months', '6 to 12 months', 'More than 12 months'),
    },
    {
      id: 'loans',
      covers: 'liabilities',
      area: 'capacity',
      text: 'What share of your monthly income goes to loan repayments (EMIs)?',
      options: options('More than half', 'Between a third and a half', 'Less than a third', 'None'),
    },
    {
      id: 'loss',
      covers: 'assets',
      area: 'capacity',
      text: 'If this money fell by a third and stayed down for two years, what would it mean for your plans?',
      options: options(
        'I would have to give up something essential',
        'I would have to put off some goals',
        'It would change little',
        'It would change nothing',
      ),
    },
    {
      id: 'fall',
      covers: 'appetite',
      area: 'willingness',
      text: 'Your investments fall by 20% in one month. What would you most likely do?',
      options: options('Sell all of them', 'Sell some of them', 'Keep them and wait', 'Invest more'),
    },
    {
      id: 'range',
      covers: 'appetite',
      area: 'willingness',
      text: 'You invest ₹1,00,000 for one year. Which range of values at the end of the year would you choose?',
      options: options('₹98,000 to ₹1,06,000', '₹93,000 to ₹1,12,000', '₹85,000 to ₹1,20,000', '₹75,000 to ₹1,35,000'),
    },
    {
      id: 'experience',
      covers: 'appetite',
      area: 'willingness',
      text: 'How long have you invested in shares or equity funds?',
      options: options('Never', 'Less than 2 years', '2 to 5 years', 'More than 5 years, through rises and falls'),
    },
  ],
} as const satisfies { version: string; questions: readonly RiskQuestion[] };

export const RISK_CATEGORIES = [
  'conservative',
  'moderately-conservative',
  'balanced',
  'moderately-aggressive',
  'aggressive',
] as const;
export type RiskCategory = (typeof RISK_CATEGORIES)[number];

/** Each category in words: its name, and what it means for the client, as the result says it. */
export const RISK_CATEGORY_WORDS: Readonly<Record<RiskCategory, { name: string; meaning: string }>> = {
  conservative: {
    name: 'Conservative',
    meaning:
      'Keeping your money safe matters most. Advice for you leans to deposits, debt funds and other steady holdings, with little in shares.',
  },
  'moderately-conservative': {
    name: 'Moderately conservative',
    meaning:
      'You can accept small ups and downs for a little more growth. Most of your money stays in steady holdings, some in shares.',
  },
  balanced: {
    name: 'Balanced',
    meaning:
      'You can accept ups and downs for growth over the years. Your money is spread between shares and steadier holdings.',
  },
  'moderately-aggressive': {
    name: 'Moderately aggressive',
    meaning: 'You can accept large ups and downs for growth over the long term. Most of your money can be in shares.',
  },
  aggressive: {
    name: 'Aggressive',
    meaning:
      'You can accept large falls, for years at a time, for the most growth over the long term. Nearly all of your money can be in shares.',
  },
};

/** The answers: a question's id → the value of the option chosen. */
export type RiskAnswers = Readonly<Record<string, string>>;

/** Each question not answered with one of its options, with its message (empty when complete). */
export function unansweredQuestions(answers: RiskAnswers): Record<string, string> {
  const missing: Record<string, string> = {};
  for (const question of RISK_QUESTIONNAIRE.questions) {
    const value = answers[question.id];
    if (!question.options.some((option) => option.value === value))
      missing[question.id] = 'Please answer this question.';
  }
  return missing;
}

/** An average of points (1 to 4) as a category: each fifth of the range, from the least risk. */
export function categoryOf(average: number): RiskCategory {
  // The small addition keeps a boundary (3.4: (3.4 - 1) / 3 * 5 = 3.9999…) in the fifth it starts.
  const index = Math.min(RISK_CATEGORIES.length - 1, Math.max(0, Math.floor(((average - 1) / 3) * 5 + 1e-9)));
  return RISK_CATEGORIES[index] ?? 'conservative';
}

export interface RiskResult {
  questionnaireVersion: string;
  /** The average points of each area's answers, to two decimals. */
  capacity: { average: number; category: RiskCategory };
  willingness: { average: number; category: RiskCategory };
  /** The lower of the two. */
  category: RiskCategory;
  /** Which area set it (both when they agree). */
  limitedBy: RiskArea | 'both';
}

/** The profile of complete answers, or null when a question is unanswered (unansweredQuestions says which). */
export function scoreRisk(answers: RiskAnswers): RiskResult | null {
  if (Object.keys(unansweredQuestions(answers)).length > 0) return null;
  const averageOf = (area: RiskArea) => {
    const points = RISK_QUESTIONNAIRE.questions
      .filter((question) => question.area === area)
      .map((question) => question.options.find((option) => option.value === answers[question.id])?.points ?? 1);
    return Math.round((points.reduce((sum, point) => sum + point, 0) / points.length) * 100) / 100;
  };
  const capacity = averageOf('capacity');
  const willingness = averageOf('willingness');
  const byCapacity = categoryOf(capacity);
  const byWillingness = categoryOf(willingness);
  const rank = (category: RiskCategory) => RISK_CATEGORIES.indexOf(category);
  const category = rank(byCapacity) <= rank(byWillingness) ? byCapacity : byWillingness;
  return {
    questionnaireVersion: RISK_QUESTIONNAIRE.version,
    capacity: { average: capacity, category: byCapacity },
    willingness: { average: willingness, category: byWillingness },
    category,
    limitedBy: byCapacity === byWillingness ? 'both' : category === byCapacity ? 'capacity' : 'willingness',
  };
}

/** The result explained to the client, in words. */
export function explainRisk(result: RiskResult): string {
  const words = RISK_CATEGORY_WORDS[result.category];
  const why =
    result.limitedBy === 'both'
      ? 'What your circumstances can bear and what you are prepared to bear agree.'
      : result.limitedBy === 'capacity'
        ? `You are prepared for more risk (${RISK_CATEGORY_WORDS[result.willingness.category].name.toLowerCase()}) than your circumstances can bear, so your profile follows your circumstances.`
        : `Your circumstances could bear more risk (${RISK_CATEGORY_WORDS[result.capacity.category].name.toLowerCase()}) than you are prepared for, so your profile follows what you are prepared for.`;
  return `Your risk profile is ${words.name.toLowerCase()}. ${words.meaning} ${why}`;
}

/** Phrases that lead the reader to an answer. */
const LEADING = [
  /\bdon['’]t you\b/i,
  /\bwouldn['’]t you\b/i,
  /\bisn['’]t it\b/i,
  /\bsurely\b/i,
  /\bobviously\b/i,
  /\bof course\b/i,
  /\bmost people\b/i,
  /\bsmart investors?\b/i,
  /\bagree that\b/i,
  /\bshould you not\b/i,
];

// Words that deny, and verbs that do ("not … avoid" is a double negative too).
const NEGATIVES = /\b(not|no|never|none|neither|nor|nothing|nobody|avoid|refuse|fail|unable|without)\b|n['’]t\b/gi;

/**
 * What is wrong with a question's text, by the questionnaire's rules: one plain question (it ends
 * with a question mark, at most 140 characters), no double negative, no leading phrasing.
 */
export function questionProblems(text: string): string[] {
  const problems: string[] = [];
  if (!text.trim().endsWith('?')) problems.push('It is not a question: it must end with a question mark.');
  if (text.length > 140) problems.push('It is longer than 140 characters.');
  if ((text.match(NEGATIVES) ?? []).length >= 2) problems.push('It has a double negative.');
  if (LEADING.some((pattern) => pattern.test(text))) problems.push('It leads the reader to an answer.');
  return problems;
}

/**
 * riskProfiles/{uid}/versions/{id}: one answering of the questionnaire, never overwritten (new
 * answers are a new version). Only the answers are stored, never a score: the profile is
 * scoreRisk(answers) wherever it is read, so no client can store a profile its answers do not
 * give. The client accepts a version once (acceptedAt, the server's time); the latest accepted
 * is their profile, reviewed a year on (reviewDue).
 */
export interface RiskProfileDocument {
  questionnaireVersion: string;
  answers: Record<string, string>;
  createdAt: unknown;
  acceptedAt: unknown;
}

/** How long an accepted profile stands before it is reviewed: a year (as the dashboard says). */
export function reviewDue(acceptedAt: number): number {
  const date = new Date(acceptedAt);
  date.setUTCFullYear(date.getUTCFullYear() + 1);
  return date.getTime();
}
