/**
 * Risk-profile questionnaire (/calculators/risk): 10 questions, each option worth 0–4 points, so a
 * complete questionnaire scores 0–40. The score maps to one of five profiles with a suggested asset
 * mix. A short horizon caps the profile: under 1 year → Conservative at most, 1–3 years →
 * Moderately Conservative at most, because money needed soon should not ride equity swings.
 * Unanswered (or unknown) answers give an explicit 'incomplete' outcome listing them; nothing is
 * guessed.
 */

/**
 * Identifiers of the 10 questions.
 * @example const q: RiskQuestionId = 'horizon';
 */
export type RiskQuestionId =
  | 'age'
  | 'horizon'
  | 'incomeStability'
  | 'dependants'
  | 'emergencyFund'
  | 'reactionToFall'
  | 'experience'
  | 'primaryGoal'
  | 'shareOfSavings'
  | 'liquidityNeeds';

/**
 * One answer option and its points.
 * @example { id: 'under-30', label: 'Under 30', points: 4 }
 */
export interface RiskOption {
  id: string;
  label: string;
  points: number;
}

/**
 * One question of the questionnaire.
 * @example RISK_QUESTIONS[0]?.id // 'age'
 */
export interface RiskQuestion {
  id: RiskQuestionId;
  text: string;
  options: readonly RiskOption[];
}

/**
 * The five profiles, from least to most risk-tolerant.
 * @example RISK_PROFILES[2] // 'Moderate'
 */
export const RISK_PROFILES = [
  'Conservative',
  'Moderately Conservative',
  'Moderate',
  'Moderately Aggressive',
  'Aggressive',
] as const;

/**
 * A profile name.
 * @example const p: RiskProfileName = 'Moderate';
 */
export type RiskProfileName = (typeof RISK_PROFILES)[number];

/**
 * Suggested split of investments in percent; the three parts sum to 100.
 * @example { equity: 50, debt: 40, gold: 10 }
 */
export interface AssetMix {
  equity: number;
  debt: number;
  gold: number;
}

/**
 * The questionnaire.
 * @example RISK_QUESTIONS.length // 10
 */
export const RISK_QUESTIONS: readonly RiskQuestion[] = [
  {
    id: 'age',
    text: 'What is your age?',
    options: [
      { id: 'under-30', label: 'Under 30', points: 4 },
      { id: '30-39', label: '30 to 39', points: 3 },
      { id: '40-49', label: '40 to 49', points: 2 },
      { id: '50-59', label: '50 to 59', points: 1 },
      { id: '60-plus', label: '60 or over', points: 0 },
    ],
  },
  {
    id: 'horizon',
    text: 'When will you need most of this money?',
    options: [
      { id: 'under-1y', label: 'Within a year', points: 0 },
      { id: '1-3y', label: 'In 1 to 3 years', points: 1 },
      { id: '3-5y', label: 'In 3 to 5 years', points: 2 },
      { id: '5-10y', label: 'In 5 to 10 years', points: 3 },
      { id: 'over-10y', label: 'After more than 10 years', points: 4 },
    ],
  },
  {
    id: 'incomeStability',
    text: 'How stable is your income?',
    options: [
      { id: 'none', label: 'I have no regular income', points: 0 },
      { id: 'irregular', label: 'Irregular or uncertain', points: 1 },
      { id: 'fairly-stable', label: 'Fairly stable', points: 2 },
      { id: 'stable', label: 'Stable and likely to grow', points: 3 },
      { id: 'very-secure', label: 'Very secure, with more than one source', points: 4 },
    ],
  },
  {
    id: 'dependants',
    text: 'How many people depend on your income?',
    options: [
      { id: '4-plus', label: 'Four or more', points: 0 },
      { id: '3', label: 'Three', points: 1 },
      { id: '2', label: 'Two', points: 2 },
      { id: '1', label: 'One', points: 3 },
      { id: 'none', label: 'No one', points: 4 },
    ],
  },
  {
    id: 'emergencyFund',
    text: 'How many months of expenses do you keep aside as an emergency fund?',
    options: [
      { id: 'none', label: 'None', points: 0 },
      { id: 'under-3m', label: 'Less than 3 months', points: 1 },
      { id: '3-6m', label: '3 to 6 months', points: 2 },
      { id: '6-12m', label: '6 to 12 months', points: 3 },
      { id: 'over-12m', label: 'More than 12 months', points: 4 },
    ],
  },
  {
    id: 'reactionToFall',
    text: 'If your investments fell 20% within a few months, what would you do?',
    options: [
      { id: 'sell-all', label: 'Sell everything to stop further losses', points: 0 },
      { id: 'sell-some', label: 'Sell some of them', points: 1 },
      { id: 'hold', label: 'Do nothing and wait', points: 2 },
      { id: 'buy-some', label: 'Invest a little more', points: 3 },
      { id: 'buy-more', label: 'Invest a lot more while prices are low', points: 4 },
    ],
  },
  {
    id: 'experience',
    text: 'How much investing experience do you have?',
    options: [
      { id: 'none', label: 'None', points: 0 },
      { id: 'deposits', label: 'Only bank deposits, PPF or similar', points: 1 },
      { id: 'funds-short', label: 'Mutual funds for less than 3 years', points: 2 },
      { id: 'funds-long', label: 'Mutual funds or shares for 3 years or more', points: 3 },
      { id: 'active', label: 'Active in shares or derivatives for many years', points: 4 },
    ],
  },
  {
    id: 'primaryGoal',
    text: 'What is your main goal for this money?',
    options: [
      { id: 'protect', label: 'Protect what I have', points: 0 },
      { id: 'income', label: 'Regular income', points: 1 },
      { id: 'balanced', label: 'A balance of income and growth', points: 2 },
      { id: 'growth', label: 'Long-term growth', points: 3 },
      { id: 'max-growth', label: 'The highest growth, accepting large swings', points: 4 },
    ],
  },
  {
    id: 'shareOfSavings',
    text: 'What share of your total savings is this investment?',
    options: [
      { id: 'over-75', label: 'More than 75%', points: 0 },
      { id: '50-75', label: '50% to 75%', points: 1 },
      { id: '25-50', label: '25% to 50%', points: 2 },
      { id: '10-25', label: '10% to 25%', points: 3 },
      { id: 'under-10', label: 'Less than 10%', points: 4 },
    ],
  },
  {
    id: 'liquidityNeeds',
    text: 'How likely are you to need part of this money at short notice?',
    options: [
      { id: 'very-likely', label: 'Very likely', points: 0 },
      { id: 'likely', label: 'Likely', points: 1 },
      { id: 'possibly', label: 'Possibly', points: 2 },
      { id: 'unlikely', label: 'Unlikely', points: 3 },
      { id: 'very-unlikely', label: 'Very unlikely', points: 4 },
    ],
  },
];

/**
 * Highest possible score (the sum of each question's best option).
 * @example RISK_MAX_SCORE // 40
 */
export const RISK_MAX_SCORE: number = RISK_QUESTIONS.reduce(
  (sum, q) => sum + Math.max(...q.options.map((o) => o.points)),
  0,
);

/**
 * Lowest score of each profile band, in profile order: 0–8, 9–16, 17–24, 25–32, 33–40.
 * @example RISK_BAND_MIN_SCORES[4] // 33
 */
export const RISK_BAND_MIN_SCORES: readonly number[] = [0, 9, 17, 25, 33];

/**
 * Suggested asset mix per profile (equity/debt/gold percent, each summing to 100).
 * @example RISK_ASSET_MIX.Aggressive // { equity: 80, debt: 10, gold: 10 }
 */
export const RISK_ASSET_MIX: Readonly<Record<RiskProfileName, AssetMix>> = {
  Conservative: { equity: 15, debt: 75, gold: 10 },
  'Moderately Conservative': { equity: 30, debt: 60, gold: 10 },
  Moderate: { equity: 50, debt: 40, gold: 10 },
  'Moderately Aggressive': { equity: 65, debt: 25, gold: 10 },
  Aggressive: { equity: 80, debt: 10, gold: 10 },
};

/**
 * Plain-English explanation per profile.
 * @example RISK_EXPLANATIONS.Moderate.startsWith('You can accept') // true
 */
export const RISK_EXPLANATIONS: Readonly<Record<RiskProfileName, string>> = {
  Conservative:
    'Keeping your money safe matters more to you than growing it fast. Most of it belongs in debt funds, deposits and other steady options, with a small share in equity to help beat inflation.',
  'Moderately Conservative':
    'You want stability first but can accept small ups and downs for somewhat better returns. A debt-heavy mix with a modest equity share suits you.',
  Moderate:
    'You can accept the value of your investments going up and down in the short term in return for better long-term growth. An even balance of equity and debt suits you.',
  'Moderately Aggressive':
    'You are investing for the long term and can sit through sharp falls. Equity can be the larger part of your mix, with debt to cushion the swings.',
  Aggressive:
    'You have a long horizon, a secure base and the temperament to ride out deep falls. A mostly equity mix gives the most growth potential, with the largest swings along the way.',
};

/**
 * Answers keyed by question id: the chosen option id, or undefined/absent when unanswered.
 * @example { age: 'under-30', horizon: 'over-10y' }
 */
export type RiskAnswers = Partial<Record<RiskQuestionId, string | undefined>>;

/**
 * Outcome of scoring: 'complete' with a profile, or 'incomplete' listing what is missing or invalid.
 * @example { status: 'incomplete', missing: ['age'], invalid: [], answered: 9, total: 10 }
 */
export type RiskProfileOutcome =
  | {
      status: 'complete';
      score: number;
      maxScore: number;
      /** Profile from the score alone, before any horizon cap. */
      scoreProfile: RiskProfileName;
      profile: RiskProfileName;
      /** 'horizon' when a short horizon lowered the profile, otherwise null. */
      cappedBy: 'horizon' | null;
      assetMix: AssetMix;
      explanation: string;
    }
  | { status: 'incomplete'; missing: RiskQuestionId[]; invalid: RiskQuestionId[]; answered: number; total: number };

/**
 * Profile for a total score, by RISK_BAND_MIN_SCORES.
 * @example profileForScore(20) // 'Moderate'
 */
export function profileForScore(score: number): RiskProfileName {
  let index = 0;
  RISK_BAND_MIN_SCORES.forEach((min, i) => {
    if (score >= min) index = i;
  });
  return RISK_PROFILES[index] ?? 'Conservative';
}

const HORIZON_CAPS: Readonly<Record<string, RiskProfileName>> = {
  'under-1y': 'Conservative',
  '1-3y': 'Moderately Conservative',
};

/**
 * Scores a questionnaire. Every question must have a known option, otherwise the outcome is
 * 'incomplete' with the missing and invalid question ids.
 * @example scoreRiskProfile({ age: 'under-30' }).status // 'incomplete'
 */
export function scoreRiskProfile(answers: RiskAnswers): RiskProfileOutcome {
  const missing: RiskQuestionId[] = [];
  const invalid: RiskQuestionId[] = [];
  let score = 0;
  for (const question of RISK_QUESTIONS) {
    const answer = answers[question.id];
    if (answer === undefined || answer === '') {
      missing.push(question.id);
      continue;
    }
    const option = question.options.find((o) => o.id === answer);
    if (option === undefined) invalid.push(question.id);
    else score += option.points;
  }
  if (missing.length > 0 || invalid.length > 0) {
    return {
      status: 'incomplete',
      missing,
      invalid,
      answered: RISK_QUESTIONS.length - missing.length - invalid.length,
      total: RISK_QUESTIONS.length,
    };
  }
  const scoreProfile = profileForScore(score);
  const cap = HORIZON_CAPS[answers.horizon ?? ''];
  const capped = cap !== undefined && RISK_PROFILES.indexOf(cap) < RISK_PROFILES.indexOf(scoreProfile);
  const profile = capped && cap !== undefined ? cap : scoreProfile;
  const horizonNote = capped
    ? ' Because you need this money soon, the suggestion is more cautious than your score alone would give.'
    : '';
  return {
    status: 'complete',
    score,
    maxScore: RISK_MAX_SCORE,
    scoreProfile,
    profile,
    cappedBy: capped ? 'horizon' : null,
    assetMix: { ...RISK_ASSET_MIX[profile] },
    explanation: RISK_EXPLANATIONS[profile] + horizonNote,
  };
}
