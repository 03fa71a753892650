import { formatRupees } from '@meridian/shared';
import { formatDate } from '../domain/calendar';
import { calculateGratuity, GRATUITY_DEFAULTS } from '../domain/gratuity';
import { LATEST_TAX_YEAR, TAX_RULES, TAX_RULES_AS_OF } from '../domain/tax-rules';
import { choice, defineCalculator, money, months, years } from '../framework/inputs';
import { SOURCES_NOTE, yearChoice } from './tax-helpers';

const rules = TAX_RULES[LATEST_TAX_YEAR].gratuity;

export const gratuityDefinition = defineCalculator({
  slug: 'gratuity',
  inputs: [
    yearChoice('The year you leave: its figures decide the cap and the exemption.'),
    money('salary', 'Monthly basic salary + DA', {
      min: 1000,
      max: 10000000,
      step: 500,
      default: GRATUITY_DEFAULTS.monthlySalary,
      hint: `Covered by the Act: your last drawn basic + DA. Not covered: the average of your last ${rules.notCoveredAverageMonths} months.`,
    }),
    years('years', 'Years of service', { min: 0, max: 50, step: 1, default: GRATUITY_DEFAULTS.years }),
    months('months', 'Months beyond whole years', {
      min: 0,
      max: 11,
      step: 1,
      default: GRATUITY_DEFAULTS.months,
      hint: `Covered by the Act, more than ${rules.partYearCountsAboveMonths} months count as a whole year (6 months and some days: enter 7).`,
    }),
    choice(
      'coverage',
      'Is your employer covered by the Payment of Gratuity Act?',
      [
        { value: 'covered', label: 'Yes (10 or more employees)' },
        { value: 'not-covered', label: 'No' },
      ],
      GRATUITY_DEFAULTS.coverage,
    ),
    choice(
      'employment',
      'Your employment',
      [
        { value: 'permanent', label: 'Permanent' },
        { value: 'fixed-term', label: 'Fixed-term contract' },
      ],
      GRATUITY_DEFAULTS.employment,
      `Fixed-term employees are eligible after ${rules.minYearsFixedTerm} year under the labour codes in force from ${formatDate(rules.fixedTermRuleFrom)}; others after ${rules.minYears} years.`,
    ),
  ],
  compute: ({ year, salary, years: served, months: extra, coverage, employment }) => {
    const yearRules = TAX_RULES[year].gratuity;
    const result = calculateGratuity({
      year,
      monthlySalary: salary,
      years: served,
      months: extra,
      coverage,
      employment,
    });
    const covered = coverage === 'covered';
    const messages: string[] = [];
    if (!result.eligible)
      messages.push(
        `Not payable yet: gratuity needs ${result.minYears} ${result.minYears === 1 ? 'year' : 'years'} of continuous service${employment === 'fixed-term' ? ' for a fixed-term employee' : ''}, except on death or disablement. The formula would give ${formatRupees(result.formulaAmount)}.`,
      );
    if (result.capReached && covered)
      messages.push(
        `The formula gives ${formatRupees(result.formulaAmount)}; the Act caps gratuity at ${formatRupees(yearRules.cap)}.`,
      );
    if (result.capReached && !covered)
      messages.push(
        `Only ${formatRupees(yearRules.cap)} of gratuity is exempt from tax; the rest is taxed as salary in the year you receive it.`,
      );
    if (covered && extra > yearRules.partYearCountsAboveMonths && result.eligible)
      messages.push(
        `Your ${extra} extra months are more than six, so they count as a year: ${result.yearsCounted} years.`,
      );
    return {
      headlines: [
        {
          key: 'gratuity',
          label: covered ? 'Gratuity payable under the Act' : 'Gratuity by the formula',
          value: result.gratuity,
          format: 'rupees',
          primary: true,
        },
        { key: 'exempt', label: 'Exempt from tax', value: result.exempt, format: 'rupees' },
        { key: 'taxable', label: 'Taxed as salary', value: result.taxable, format: 'rupees' },
        {
          key: 'yearsCounted',
          label: 'Years counted',
          value: `${result.yearsCounted} ${result.yearsCounted === 1 ? 'year' : 'years'}`,
          format: 'text',
        },
      ],
      ...(result.gratuity > 0
        ? {
            donut: {
              title: 'How your gratuity is taxed',
              parts: [
                { label: 'Exempt', value: result.exempt },
                { label: 'Taxed', value: result.taxable },
              ],
            },
          }
        : {}),
      messages,
    };
  },
  formula:
    'Covered by the Act: gratuity = 15 × salary × years ÷ 26 (a last part-year of more than 6 months counts), at most ₹20,00,000\nNot covered: gratuity = 15 × average salary of the last 10 months × completed years ÷ 30; exempt up to ₹20,00,000',
  explanation: [
    'Under the Payment of Gratuity Act (now part of the Code on Social Security), an employee earns 15 days’ wages for each year of service. A day’s wage is a 26th of the last drawn monthly basic salary plus dearness allowance, as a month has about 26 working days. The last year counts in full when more than six months of it were served. Gratuity is payable after 5 years of continuous service, or after 1 year for fixed-term employees, and is capped at ₹20 lakh.',
    'An employer not covered by the Act may still pay gratuity. Then the tax exemption is worked out with a 30-day month, the average salary of the last 10 months and completed years only, up to ₹20 lakh; anything paid above the exempt part is taxed as salary. Gratuity paid to government employees is wholly exempt.',
  ],
  example: {
    values: { salary: 50000, years: 10, months: 0, coverage: 'covered', employment: 'permanent' },
    text: 'Last drawn basic + DA of ₹50,000 a month after 10 years with an employer covered by the Act: 15 × ₹50,000 × 10 ÷ 26 = {result}, all of it exempt from tax.',
  },
  notes: [
    `Service is counted in whole months: enter 7 months for 6 months and some days, which is more than six months. Eligibility counts whole years of service (${rules.minYears}, or ${rules.minYearsFixedTerm} for fixed-term employees from ${formatDate(rules.fixedTermRuleFrom)}); some courts have counted 4 years and 240 days as 5 years.`,
    'Under the labour codes, wages for gratuity are at least half of your total pay: if your allowances are more than half, the excess counts as wages.',
    SOURCES_NOTE,
  ],
  related: ['income-tax', 'hra', 'epf'],
  rulesAsOf: TAX_RULES_AS_OF,
});
