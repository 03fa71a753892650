// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import CalculatorsApp from './app';
import { renderInSite } from '@meridian/shared/testing';

const at = (url: string) => renderInSite(<CalculatorsApp />, { url, path: '/calculators/*' });

describe('the calculators section’s routes', () => {
  afterEach(cleanup);

  it('/calculators is the hub', () => {
    at('/calculators');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Financial Calculators');
  });

  it.each([
    ['/calculators/sip', 'SIP Calculator'],
    ['/calculators/home-loan', 'Home Loan EMI Calculator'],
    ['/calculators/goals', 'Composite Financial Goal Planner'],
    ['/calculators/risk', 'Risk Profile Questionnaire'],
    ['/calculators/income-tax', 'Income Tax Calculator: Old vs New Regime'],
    ['/calculators/hra', 'HRA Exemption Calculator'],
    ['/calculators/gratuity', 'Gratuity Calculator'],
    ['/calculators/capital-gains', 'Capital Gains Tax Calculator'],
    ['/calculators/xirr', 'XIRR Calculator'],
  ])('%s loads its page', async (url, heading) => {
    at(url);
    expect((await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).textContent).toBe(heading);
  });

  it.each(['/calculators/no-such-calculator', '/calculators/sip/extra'])('%s is the 404 page', (url) => {
    at(url);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page Not Found');
  });
});
