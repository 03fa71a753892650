// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RISK_QUESTIONS } from '../domain/risk-profile';
import { renderInSite } from '@meridian/shared/testing';
import RiskPage, { parseAnswers, serialiseAnswers } from './risk-page';

describe('the risk questionnaire', () => {
  afterEach(cleanup);

  it('asks ten questions as radio groups and gives a profile only when all are answered', () => {
    const { location } = renderInSite(<RiskPage />, { url: '/calculators/risk' });
    expect(document.querySelectorAll('main fieldset, fieldset')).toHaveLength(RISK_QUESTIONS.length);
    expect(screen.getByText(/An illustration: .* It is not your risk profile as a client/)).toBeTruthy();
    expect(screen.getByText(/Answer all 10 questions/)).toBeTruthy();
    for (const question of RISK_QUESTIONS) {
      const boldest = [...question.options].sort((a, b) => b.points - a.points)[0];
      const radio = document.querySelector<HTMLInputElement>(
        `input[name="${question.id}"][value="${boldest?.id ?? ''}"]`,
      );
      if (!radio) throw new Error(`no radio for ${question.id}`);
      act(() => radio.click());
    }
    expect(document.querySelector('[data-primary-result]')?.textContent).toBe('Aggressive');
    expect(screen.getByText('Score 40 of 40')).toBeTruthy();
    expect(document.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe(
      'Suggested asset mix for your aggressive profile: Equity 80%, Debt 10%, Gold 10%.',
    );
    expect(location().search).toContain('age=under-30');
    expect(location().search).toContain('liquidityNeeds=very-unlikely');
  });

  it('restores answers from the URL and reports unknown ones', () => {
    const search = serialiseAnswers({ age: '60-plus', horizon: 'under-1y' });
    expect(parseAnswers(search)).toEqual({ answers: { age: '60-plus', horizon: 'under-1y' }, rejected: false });
    expect(parseAnswers('age=teen')).toEqual({ answers: {}, rejected: true });
    renderInSite(<RiskPage />, { url: `/calculators/risk?${search}&dependants=many` });
    expect(document.querySelector<HTMLInputElement>('input[name="age"][value="60-plus"]')?.checked).toBe(true);
    expect(screen.getByText('2 of 10 answered')).toBeTruthy();
    expect(screen.getByText(/were not recognised/)).toBeTruthy();
  });
});
