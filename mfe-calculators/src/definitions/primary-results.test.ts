import { describe, expect, it } from 'vitest';
import { isCalculatorSlug } from '@meridian/shared';
import { PRIMARY_RESULTS, RISK_PROFILE_NAMES } from '@meridian/shared/calculations';
import { RISK_PROFILES } from '../domain/risk-profile';
import { computeDefaults } from '../framework/input-state';
import { planHeadlines } from '../pages/goals/plan-codec';
import { DEFINITIONS } from './index';

// The dashboard shows a calculation saved before its headline was kept from its stored results,
// by the contract in '@meridian/shared/calculations': each page's main result must be the one
// that contract names, under the same key and in the same form.

describe('each calculator’s main result is the one the dashboard reads from old records', () => {
  it.each(DEFINITIONS.map((definition) => [definition.slug, definition] as const))('%s', (slug, definition) => {
    if (!isCalculatorSlug(slug)) throw new Error(`${slug} is not a calculator of the shared list`);
    const output = computeDefaults(definition);
    const primary = output.headlines.find((item) => item.primary) ?? output.headlines[0];
    expect({ key: primary?.key, format: primary?.format }).toEqual({
      key: PRIMARY_RESULTS[slug]?.key,
      format: PRIMARY_RESULTS[slug]?.format,
    });
  });

  it('goals: the plan’s monthly SIP', () => {
    const primary = planHeadlines({
      totals: { monthlySip: 1, lumpsumToday: 2, futureCost: 3, todaysCost: 4 },
    } as Parameters<typeof planHeadlines>[0]).find((item) => item.primary);
    expect(primary?.key).toBe(PRIMARY_RESULTS.goals?.key);
  });

  it('risk: the profile level, one of the questionnaire’s profiles in the same order', () => {
    expect(PRIMARY_RESULTS.risk?.key).toBe('profileLevel');
    expect([...RISK_PROFILE_NAMES]).toEqual([...RISK_PROFILES]);
  });
});
