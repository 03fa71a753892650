import { describe, expect, it } from 'vitest';
import {
  categoryOf,
  explainRisk,
  questionProblems,
  RISK_QUESTIONNAIRE,
  scoreRisk,
  unansweredQuestions,
  type RiskAnswers,
} from './risk-profile';

/** Every question answered with its option of `points` (1 to 4), but those in `change`. */
const answering = (points: number, change: Record<string, string> = {}): RiskAnswers => ({
  ...Object.fromEntries(RISK_QUESTIONNAIRE.questions.map((question) => [question.id, String(points)])),
  ...change,
});
const capacityIds = RISK_QUESTIONNAIRE.questions.filter((question) => question.area === 'capacity').map((q) => q.id);
const willingnessIds = RISK_QUESTIONNAIRE.questions
  .filter((question) => question.area === 'willingness')
  .map((q) => q.id);

describe('the risk questionnaire', () => {
  it('covers what regulation 16 asks: age, objective, horizon, income, assets, liabilities and risk appetite', () => {
    expect(new Set(RISK_QUESTIONNAIRE.questions.map((question) => question.covers))).toEqual(
      new Set(['age', 'objective', 'horizon', 'income', 'assets', 'liabilities', 'appetite']),
    );
  });

  it('scores the capacity for loss apart from the willingness, each from several questions', () => {
    expect(capacityIds.length).toBeGreaterThanOrEqual(4);
    expect(willingnessIds.length).toBeGreaterThanOrEqual(3);
  });

  it.each(RISK_QUESTIONNAIRE.questions.map((question) => [question.id, question.text] as const))(
    '%s is plain: “%s”',
    (_id, text) => {
      expect(questionProblems(text)).toEqual([]);
    },
  );

  it('gives each question four options, from the least risk to the most, with distinct values', () => {
    for (const question of RISK_QUESTIONNAIRE.questions) {
      expect(question.options.map((option) => option.points)).toEqual([1, 2, 3, 4]);
      expect(new Set(question.options.map((option) => option.value)).size).toBe(4);
    }
  });
});

describe('the text rules', () => {
  it.each([
    ['Do you not want to avoid losses?', 'It has a double negative.'],
    ["Wouldn't you say you can't afford no risk?", 'It has a double negative.'],
    ['Surely you want growth?', 'It leads the reader to an answer.'],
    ['Most people invest in shares. Do you?', 'It leads the reader to an answer.'],
    ["Don't you agree that shares beat deposits?", 'It leads the reader to an answer.'],
    ['Tell us your age.', 'It is not a question: it must end with a question mark.'],
    [`${'Why '.repeat(40)}?`, 'It is longer than 140 characters.'],
  ])('refuses “%s”: %s', (text, problem) => {
    expect(questionProblems(text)).toContain(problem);
  });
});

describe('scoring', () => {
  it('names each question left unanswered, or answered with no option of its own', () => {
    const missing = unansweredQuestions(answering(2, { age: '', loans: '9' }));
    expect(missing).toEqual({ age: 'Please answer this question.', loans: 'Please answer this question.' });
    expect(scoreRisk(answering(2, { age: '' }))).toBeNull();
  });

  it.each([
    [1, 'conservative'],
    [1.59, 'conservative'],
    [1.6, 'moderately-conservative'],
    [2.2, 'balanced'],
    [2.79, 'balanced'],
    [2.8, 'moderately-aggressive'],
    [3.4, 'aggressive'],
    [4, 'aggressive'],
  ] as const)('an average of %s is %s', (average, category) => {
    expect(categoryOf(average)).toBe(category);
  });

  it.each([
    [1, 'conservative'],
    [2, 'moderately-conservative'],
    [3, 'moderately-aggressive'],
    [4, 'aggressive'],
  ] as const)('every answer at %s points gives %s, both areas agreeing', (points, category) => {
    expect(scoreRisk(answering(points))).toMatchObject({ category, limitedBy: 'both' });
  });

  it('profiles a client willing to take more risk than they can bear by their capacity', () => {
    const answers = answering(4, Object.fromEntries(capacityIds.map((id) => [id, '1'])));
    expect(scoreRisk(answers)).toEqual({
      questionnaireVersion: RISK_QUESTIONNAIRE.version,
      capacity: { average: 1, category: 'conservative' },
      willingness: { average: 4, category: 'aggressive' },
      category: 'conservative',
      limitedBy: 'capacity',
    });
  });

  it('profiles a client who could bear more risk than they want by their willingness, and says so', () => {
    const result = scoreRisk(answering(4, Object.fromEntries(willingnessIds.map((id) => [id, '2']))));
    expect(result).toMatchObject({ category: 'moderately-conservative', limitedBy: 'willingness' });
    expect(result && explainRisk(result)).toBe(
      'Your risk profile is moderately conservative. You can accept small ups and downs for a little more growth. Most of your money stays in steady holdings, some in shares. Your circumstances could bear more risk (aggressive) than you are prepared for, so your profile follows what you are prepared for.',
    );
  });
});
