// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { calculateGoalSip } from '../../domain/goal-sip';
import { GOAL_PLANNER_DEFAULTS } from '../../domain/goal-planner';
import { formatRupees } from '@meridian/shared';
import { findPage } from '../../catalogue';
import { renderInSite } from '@meridian/shared/testing';
import { GoalsPage } from './goals-page';
import { parsePlan, serialisePlan } from './plan-codec';

const page = findPage('goals');
const open = (url = '/calculators/goals') => {
  if (!page) throw new Error('no goals page');
  return renderInSite(<GoalsPage page={page} />, { url, path: '/calculators/:slug' });
};
const primary = () => document.querySelector('[data-primary-result]')?.textContent;

describe('the goal planner', () => {
  afterEach(cleanup);

  it('round-trips a plan through the URL, names with any characters included', () => {
    const plan = {
      annualReturnPct: 11,
      inflationPct: 5,
      goals: [{ name: 'Trip ~ Japan & Korea', cost: 300000, years: 2 }],
    };
    expect(parsePlan(serialisePlan(plan))).toEqual(plan);
    const ownReturns = {
      ...plan,
      goals: [...plan.goals, { name: 'Retirement', cost: 10000000, years: 25, annualReturnPct: 12.5 }],
    };
    expect(serialisePlan(ownReturns)).toContain('goalRate=2%7E12.5');
    expect(parsePlan(serialisePlan(ownReturns))).toEqual(ownReturns);
    expect(parsePlan('rate=12&inflation=6&goal=800000~4~Car&goalRate=2~7')).toBeUndefined();
    expect(parsePlan('rate=12&inflation=6&goal=800000~4~Car&goalRate=1~70')).toBeUndefined();
    expect(parsePlan('')).toBe(GOAL_PLANNER_DEFAULTS);
    expect(parsePlan('rate=12&inflation=6&goal=abc~3~Car')).toBeUndefined();
    expect(parsePlan('rate=12&inflation=6')).toBeUndefined();
  });

  it('with one goal it agrees with the Goal SIP calculator', () => {
    open('/calculators/goals?rate=12&inflation=0&goal=10000000~15~Corpus');
    const expected = calculateGoalSip({
      goalAmount: 10000000,
      years: 15,
      annualReturnPct: 12,
      inflationPct: 0,
    }).monthlySip;
    expect(primary()).toBe(formatRupees(expected));
    expect(primary()).toBe('₹19,819');
  });

  it('adds and removes goals, updating totals, the table and the URL', () => {
    const { location } = open();
    const rows = () => within(screen.getByRole('table')).getAllByRole('row');
    expect(rows()).toHaveLength(5);
    const before = primary();
    act(() => screen.getByRole('button', { name: 'Add a goal' }).click());
    expect(rows()).toHaveLength(6);
    expect(primary()).not.toBe(before);
    expect(location().search.match(/goal=/g)).toHaveLength(4);
    act(() => screen.getByRole('button', { name: /Remove goal 4/ }).click());
    expect(primary()).toBe(before);
    act(() => screen.getByRole('button', { name: /Remove goal 1/ }).click());
    expect(rows()).toHaveLength(4);
    expect(location().search.match(/goal=/g)).toHaveLength(2);
  });

  it('an invalid cost gets a message and the last valid totals stay', () => {
    open();
    const before = primary();
    const cost = screen.getByLabelText('Cost today (₹) of goal 2');
    fireEvent.change(cost, { target: { value: 'twenty lakh' } });
    expect(cost.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Goal 2’s cost must be a number; letters are not allowed.')).toBeTruthy();
    expect(primary()).toBe(before);
  });

  it('plans one goal at its own return: the totals, the table and the address follow; a return out of range is said beside it', () => {
    const { location } = open();
    const before = primary();
    const rate = screen.getByLabelText('Return (%) a year for goal 3');
    expect((rate as HTMLInputElement).placeholder).toBe('12');
    fireEvent.change(rate, { target: { value: '7' } });
    fireEvent.blur(rate);
    const car = calculateGoalSip({ goalAmount: 800000, years: 4, annualReturnPct: 7, inflationPct: 6 }).monthlySip;
    expect(primary()).not.toBe(before);
    const carRow = within(screen.getByRole('table')).getByRole('row', { name: /^Car/ });
    expect(carRow.textContent).toContain('7.00%');
    expect(carRow.textContent).toContain(formatRupees(car));
    expect(location().search).toContain('goalRate=3%7E7');
    fireEvent.change(rate, { target: { value: '45' } });
    expect(rate.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/Goal 3’s return/)).toBeTruthy();
    expect(carRow.textContent).toContain('7.00%');
  });
});
