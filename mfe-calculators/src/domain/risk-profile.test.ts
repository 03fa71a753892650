import { describe, expect, it } from 'vitest';
import {
  RISK_ASSET_MIX,
  RISK_MAX_SCORE,
  RISK_PROFILES,
  RISK_QUESTIONS,
  profileForScore,
  scoreRiskProfile,
  type RiskAnswers,
} from './risk-profile';
import { createRandom, PROPERTY_RUNS } from './testing/random';

/** Answers choosing the option at `index` (0 = lowest points) for every question. */
function allAt(index: number): RiskAnswers {
  return Object.fromEntries(
    RISK_QUESTIONS.map((q) => [q.id, [...q.options].sort((a, b) => a.points - b.points)[index]?.id]),
  ) as RiskAnswers;
}

describe('risk-profile questionnaire', () => {
  it('has the 10 required questions, each with options worth 0–4 points', () => {
    expect(RISK_QUESTIONS.map((q) => q.id)).toEqual([
      'age',
      'horizon',
      'incomeStability',
      'dependants',
      'emergencyFund',
      'reactionToFall',
      'experience',
      'primaryGoal',
      'shareOfSavings',
      'liquidityNeeds',
    ]);
    for (const q of RISK_QUESTIONS) {
      expect(q.options.map((o) => o.points).sort()).toEqual([0, 1, 2, 3, 4]);
      expect(new Set(q.options.map((o) => o.id)).size).toBe(q.options.length);
    }
    expect(RISK_MAX_SCORE).toBe(40);
  });

  it.each([
    { score: 0, profile: 'Conservative' },
    { score: 8, profile: 'Conservative' },
    { score: 9, profile: 'Moderately Conservative' },
    { score: 16, profile: 'Moderately Conservative' },
    { score: 17, profile: 'Moderate' },
    { score: 24, profile: 'Moderate' },
    { score: 25, profile: 'Moderately Aggressive' },
    { score: 32, profile: 'Moderately Aggressive' },
    { score: 33, profile: 'Aggressive' },
    { score: 40, profile: 'Aggressive' },
  ])('score $score → $profile', ({ score, profile }) => {
    expect(profileForScore(score)).toBe(profile);
  });

  it.each([
    { index: 0, score: 0, profile: 'Conservative', equity: 15 },
    { index: 1, score: 10, profile: 'Moderately Conservative', equity: 30 },
    { index: 2, score: 20, profile: 'Moderate', equity: 50 },
    { index: 3, score: 30, profile: 'Moderately Aggressive', equity: 65 },
    { index: 4, score: 40, profile: 'Aggressive', equity: 80 },
  ])('all answers at level $index score $score → $profile', ({ index, score, profile, equity }) => {
    const outcome = scoreRiskProfile(allAt(index));
    expect(outcome.status).toBe('complete');
    if (outcome.status !== 'complete') return;
    expect(outcome.score).toBe(score);
    expect(outcome.profile).toBe(profile);
    expect(outcome.assetMix.equity).toBe(equity);
    expect(outcome.explanation.length).toBeGreaterThan(50);
  });

  it('a 1–3 year horizon caps the profile at Moderately Conservative and says so', () => {
    const outcome = scoreRiskProfile({ ...allAt(2), horizon: '1-3y' });
    expect(outcome.status === 'complete' && outcome.scoreProfile).toBe('Moderate');
    expect(outcome.status === 'complete' && outcome.profile).toBe('Moderately Conservative');
    expect(outcome.status === 'complete' && outcome.cappedBy).toBe('horizon');
    expect(outcome.status === 'complete' && outcome.explanation).toContain('need this money soon');
  });

  it('a horizon under a year caps an otherwise aggressive investor at Conservative', () => {
    const outcome = scoreRiskProfile({ ...allAt(4), horizon: 'under-1y' });
    expect(outcome.status === 'complete' && outcome.score).toBe(36);
    expect(outcome.status === 'complete' && outcome.profile).toBe('Conservative');
  });

  it('unanswered questions give an explicit incomplete outcome', () => {
    expect(scoreRiskProfile({})).toEqual({
      status: 'incomplete',
      missing: RISK_QUESTIONS.map((q) => q.id),
      invalid: [],
      answered: 0,
      total: 10,
    });
    const partial = scoreRiskProfile({ ...allAt(3), age: undefined, experience: '' });
    expect(partial).toMatchObject({ status: 'incomplete', missing: ['age', 'experience'], answered: 8 });
  });

  it('unknown option ids are reported as invalid, not scored', () => {
    expect(scoreRiskProfile({ ...allAt(3), horizon: 'forever' })).toMatchObject({
      status: 'incomplete',
      missing: [],
      invalid: ['horizon'],
    });
  });
});

describe('risk-profile properties', () => {
  it('complete answers always give a score in 0–40, a known profile and a mix summing to 100', () => {
    const rnd = createRandom(107);
    for (const profile of RISK_PROFILES) {
      const mix = RISK_ASSET_MIX[profile];
      expect(mix.equity + mix.debt + mix.gold).toBe(100);
    }
    let previousEquity = -1;
    for (const profile of RISK_PROFILES) {
      expect(RISK_ASSET_MIX[profile].equity).toBeGreaterThan(previousEquity);
      previousEquity = RISK_ASSET_MIX[profile].equity;
    }
    for (let i = 0; i < PROPERTY_RUNS; i += 1) {
      const answers = Object.fromEntries(RISK_QUESTIONS.map((q) => [q.id, rnd.pick(q.options).id])) as RiskAnswers;
      const outcome = scoreRiskProfile(answers);
      expect(outcome.status).toBe('complete');
      if (outcome.status !== 'complete') continue;
      expect(outcome.score).toBeGreaterThanOrEqual(0);
      expect(outcome.score).toBeLessThanOrEqual(40);
      expect(RISK_PROFILES).toContain(outcome.profile);
      expect(RISK_PROFILES.indexOf(outcome.profile)).toBeLessThanOrEqual(RISK_PROFILES.indexOf(outcome.scoreProfile));
      expect(outcome.assetMix.equity + outcome.assetMix.debt + outcome.assetMix.gold).toBe(100);
    }
  });
});
