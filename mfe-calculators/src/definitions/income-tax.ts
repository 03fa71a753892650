import { formatRupees } from '@meridian/shared';
import {
  compareRegimes,
  deductionCaps,
  INCOME_TAX_DEFAULTS,
  type IncomeTaxInput,
  type RegimeComparison,
  type RegimeTax,
} from '../domain/income-tax';
import { TAX_RULES, TAX_RULES_AS_OF } from '../domain/tax-rules';
import type { AgeBand, FinancialYear } from '../domain/tax-rules/types';
import { formatPercent } from '../framework/format';
import { choice, defineCalculator, money, toggle } from '../framework/inputs';
import type { CalculatorOutput } from '../framework/types';
import { ACT_NOTE, SOURCES_NOTE, yearChoice } from './tax-helpers';

const caps = TAX_RULES[INCOME_TAX_DEFAULTS.year].deductionCaps;
const defaults = INCOME_TAX_DEFAULTS.deductions;

/** A rupee amount typed, not slid to: up to ₹1,000 crore. */
const amount = <K extends string>(key: K, label: string, value: number, hint?: string) =>
  money(key, label, { min: 0, max: 10000000000, step: 1000, default: value, slider: false, ...(hint ? { hint } : {}) });

/** The keys of the old regime's deductions, in the order the page shows them. */
export const DEDUCTION_KEYS = [
  'c80',
  'healthSelf',
  'healthParents',
  'parentsSenior',
  'homeLoan',
  'hraExempt',
  'nps',
  'otherDeductions',
] as const;

export const incomeTaxDefinition = defineCalculator({
  slug: 'income-tax',
  inputs: [
    yearChoice(),
    choice(
      'age',
      'Your age',
      [
        { value: 'below-60', label: 'Below 60' },
        { value: '60-to-79', label: '60 to 79' },
        { value: '80-plus', label: '80 or over' },
      ],
      INCOME_TAX_DEFAULTS.ageBand,
    ),
    choice(
      'resident',
      'Are you resident in India for tax this year?',
      [
        { value: 'yes', label: 'Yes, resident' },
        { value: 'no', label: 'No, non-resident' },
      ],
      'yes',
      'Only residents get the 87A rebate (up to ₹60,000 in the new regime) and, in the old regime, the higher exemption of senior citizens.',
    ),
    amount(
      'salary',
      'Salary for the year',
      INCOME_TAX_DEFAULTS.salary,
      'Gross, HRA included, before the standard deduction (₹75,000 in the new regime, ₹50,000 in the old).',
    ),
    amount(
      'other',
      'Other income: interest, rent, pension …',
      INCOME_TAX_DEFAULTS.otherIncome,
      'Taxed at slab rates. Capital gains taxed at their own rates are not included.',
    ),
    amount(
      'c80',
      'PPF, ELSS, life insurance, EPF, tuition fees, home-loan principal … — 80C under the 1961 Act',
      defaults.savings80C,
      `Up to ${formatRupees(caps.savings80C)} a year.`,
    ),
    amount(
      'healthSelf',
      'Health insurance for you, your spouse and children — 80D under the 1961 Act',
      defaults.healthSelf,
      `Up to ${formatRupees(caps.healthSelf)} a year, or ${formatRupees(caps.healthSelfSenior)} if you are 60 or over and resident.`,
    ),
    amount(
      'healthParents',
      'Health insurance for your parents — 80D under the 1961 Act',
      defaults.healthParents,
      `Up to ${formatRupees(caps.healthParents)} a year, or ${formatRupees(caps.healthParentsSenior)} if they are 60 or over.`,
    ),
    toggle('parentsSenior', 'My parents are 60 or over', defaults.parentsSenior),
    amount(
      'homeLoan',
      'Interest on a loan for the house you live in — 24(b) under the 1961 Act',
      defaults.homeLoanInterest,
      `Up to ${formatRupees(caps.homeLoanInterest)} a year for a self-occupied house.`,
    ),
    amount(
      'hraExempt',
      'Exempt part of your house rent allowance — 10(13A) under the 1961 Act',
      defaults.hraExemption,
      'Work it out with the HRA calculator; at most your salary.',
    ),
    amount(
      'nps',
      'Your own NPS contribution beyond 80C — 80CCD(1B) under the 1961 Act',
      defaults.nps80CCD1B,
      `Up to ${formatRupees(caps.nps80CCD1B)} a year.`,
    ),
    amount(
      'otherDeductions',
      'Other deductions: education-loan interest, donations, savings interest … — 80E, 80G, 80TTA/80TTB under the 1961 Act',
      defaults.other,
      'Only the old regime allows them.',
    ),
  ],
  validate: (values) => {
    const input = toIncomeTaxInput(values);
    const limits = deductionCaps(input);
    const errors: Record<string, string> = {};
    const over = (key: string, value: number, cap: number, what: string) => {
      if (value > cap)
        errors[key] = `${what} allows at most ${formatRupees(cap)} a year; enter at most ${formatRupees(cap)}.`;
    };
    over('c80', values.c80, limits.savings80C, '80C');
    over(
      'healthSelf',
      values.healthSelf,
      limits.healthSelf,
      input.ageBand !== 'below-60' && input.resident
        ? '80D for a senior citizen'
        : '80D below 60 (or for a non-resident)',
    );
    over(
      'healthParents',
      values.healthParents,
      limits.healthParents,
      values.parentsSenior ? '80D for parents who are seniors' : '80D for parents below 60',
    );
    over('homeLoan', values.homeLoan, limits.homeLoanInterest, 'Interest on a self-occupied home (24(b))');
    over('nps', values.nps, limits.nps80CCD1B, '80CCD(1B)');
    if (values.hraExempt > values.salary)
      errors.hraExempt = `The exempt HRA cannot be more than your salary (${formatRupees(values.salary)}).`;
    return errors;
  },
  compute: (values) => {
    const comparison = compareRegimes(toIncomeTaxInput(values));
    return comparisonOutput(comparison);
  },
  formula:
    'Taxable income = salary − standard deduction (− the old regime’s deductions) + other income, rounded to ₹10\nTax = slab tax − 87A rebate (or marginal relief) + surcharge (with marginal relief) + 4% cess, rounded to ₹10',
  explanation: [
    'The new regime (the default) has lower rates and wider slabs: nil up to ₹4 lakh, then 5%, 10%, 15%, 20% and 25% on each ₹4 lakh, and 30% above ₹24 lakh, with a standard deduction of ₹75,000 from salary. A resident whose taxable income is at most ₹12 lakh pays no tax (the 87A rebate of up to ₹60,000); just above ₹12 lakh, marginal relief keeps the tax from exceeding the income above ₹12 lakh.',
    'The old regime keeps the deductions: 80C, 80D, home-loan interest, HRA, NPS and the others. Its slabs are nil up to ₹2.5 lakh (₹3 lakh from 60, ₹5 lakh from 80, for residents), 5% to ₹5 lakh, 20% to ₹10 lakh and 30% above, with a ₹50,000 standard deduction and a rebate of up to ₹12,500 up to ₹5 lakh.',
    'Surcharge is 10% of the tax above ₹50 lakh of income, 15% above ₹1 crore and 25% above ₹2 crore, and in the old regime 37% above ₹5 crore; at each step, marginal relief keeps the extra tax from exceeding the extra income. Health and education cess of 4% is added to tax and surcharge. As sections 288A and 288B require, taxable income and the tax are each rounded to the nearest ₹10.',
  ],
  example: {
    values: {
      salary: 1275000,
      other: 0,
      c80: 150000,
      healthSelf: 25000,
      healthParents: 0,
      homeLoan: 0,
      hraExempt: 0,
      nps: 0,
      otherDeductions: 0,
    },
    text: 'A salary of ₹12,75,000 with ₹1,50,000 in 80C savings and ₹25,000 of health insurance, below 60 and resident: in the new regime the ₹75,000 standard deduction leaves ₹12,00,000, whose ₹60,000 of tax the 87A rebate cancels, so the tax is ₹0; the old regime taxes ₹10,50,000 at ₹1,32,600. The new regime saves {result}.',
  },
  notes: [
    'Rounding: taxable income and the tax are rounded to the nearest ₹10 (sections 288A and 288B): paise are dropped, then a last digit of 5 or more rounds up. So ₹12,00,001 of income is ₹12,00,000 and pays no tax, and ₹10,400.40 of tax is ₹10,400.',
    'Just above ₹12 lakh, the new regime’s marginal relief limits the tax to the income above ₹12 lakh, and the 4% cess is then charged on that tax: ₹12,10,000 pays ₹10,000 + ₹400. The old regime’s rebate has no such relief: ₹10 above ₹5 lakh costs about ₹13,000.',
    'Not included: capital gains taxed at special rates, agricultural income, your employer’s NPS contribution (80CCD(2), allowed in both regimes), professional tax, and deductions for a let-out house.',
    ACT_NOTE,
    SOURCES_NOTE,
  ],
  related: ['hra', 'capital-gains', 'gratuity', 'ppf'],
  rulesAsOf: TAX_RULES_AS_OF,
});

/** The values of the income tax page as the engine's input. */
export function toIncomeTaxInput(values: {
  year: FinancialYear;
  age: AgeBand;
  resident: 'yes' | 'no';
  salary: number;
  other: number;
  c80: number;
  healthSelf: number;
  healthParents: number;
  parentsSenior: boolean;
  homeLoan: number;
  hraExempt: number;
  nps: number;
  otherDeductions: number;
}): IncomeTaxInput {
  return {
    year: values.year,
    ageBand: values.age,
    resident: values.resident === 'yes',
    salary: values.salary,
    otherIncome: values.other,
    deductions: {
      savings80C: values.c80,
      healthSelf: values.healthSelf,
      healthParents: values.healthParents,
      parentsSenior: values.parentsSenior,
      homeLoanInterest: values.homeLoan,
      hraExemption: values.hraExempt,
      nps80CCD1B: values.nps,
      other: values.otherDeductions,
    },
  };
}

/** The label of the primary result: which regime is lower. */
export function verdictLabel(comparison: RegimeComparison): string {
  if (comparison.lower === 'same') return 'Both regimes cost the same';
  return comparison.lower === 'new' ? 'The new regime saves you' : 'The old regime saves you';
}

/**
 * One line of the side-by-side comparison: a short label, what it means (shown one tap away), and
 * each regime's figure as text.
 */
export interface RegimeRow {
  key: string;
  label: string;
  detail: string;
  old: string;
  new: string;
}

/** ₹50 lakh, ₹1 crore, ₹2 crore: surcharge thresholds as people say them. */
function lakhOrCrore(amount: number): string {
  return amount >= 10000000 ? `₹${amount / 10000000} crore` : `₹${amount / 100000} lakh`;
}

/** What the surcharge is, and which rate applies to each regime here. */
function surchargeDetail(comparison: RegimeComparison, year: FinancialYear): string {
  const rules = TAX_RULES[year];
  const bands = (regime: 'newRegime' | 'oldRegime') =>
    rules[regime].surcharge.map((band) => `${band.ratePct}% above ${lakhOrCrore(band.above)}`).join(', ');
  const applied = (name: string, regime: RegimeTax) =>
    regime.surchargeRatePct > 0
      ? `${name}, ${regime.surchargeRatePct}%${regime.surchargeRelief > 0 ? ' after marginal relief' : ''}`
      : `${name}, none`;
  return `A share of the tax when income is high: in the new regime ${bands('newRegime')}; in the old ${bands('oldRegime')}. Marginal relief keeps the extra tax at each step from exceeding the extra income. Here: ${applied('old regime', comparison.old)}; ${applied('new regime', comparison.new)}.`;
}

/**
 * Both regimes side by side, line by line: short labels, each with what it means.
 * @example regimeRows(compareRegimes(INCOME_TAX_DEFAULTS), '2026-27').at(-2)
 *   // → { key: 'total', label: 'Total tax', old: '₹1,32,600', new: '₹0', detail: '…' }
 */
export function regimeRows(comparison: RegimeComparison, year: FinancialYear): RegimeRow[] {
  const rules = TAX_RULES[year];
  const row = (key: string, label: string, detail: string, value: (regime: RegimeTax) => string): RegimeRow => ({
    key,
    label,
    detail,
    old: value(comparison.old),
    new: value(comparison.new),
  });
  const rupees = (pick: (regime: RegimeTax) => number) => (regime: RegimeTax) => formatRupees(pick(regime));
  const less = (pick: (regime: RegimeTax) => number) => (regime: RegimeTax) => formatRupees(-pick(regime));
  const { newRegime, oldRegime } = rules;
  return [
    row(
      'gross',
      'Gross income',
      'Your salary plus your other income.',
      rupees((regime) => regime.grossIncome),
    ),
    row(
      'standard',
      'Standard deduction',
      `From salary, never more than the salary: ${formatRupees(newRegime.standardDeduction)} in the new regime, ${formatRupees(oldRegime.standardDeduction)} in the old.`,
      less((regime) => regime.standardDeduction),
    ),
    row(
      'deductions',
      'Deductions',
      'The other exemptions and deductions you entered (80C, 80D, home-loan interest, exempt HRA, NPS and the rest), each up to its limit. Only the old regime allows them.',
      less((regime) => regime.deductions),
    ),
    row(
      'taxable',
      'Taxable income',
      `Gross income less the deductions above, rounded to the nearest ₹${rules.roundingUnit} (section 288A).`,
      rupees((regime) => regime.totalIncome),
    ),
    row(
      'slab',
      'Slab tax',
      'The tax at slab rates on the taxable income; each slab is under “Slab by slab” below.',
      rupees((regime) => regime.slabTax),
    ),
    row(
      'rebate',
      '87A rebate',
      `For residents only: up to ${formatRupees(newRegime.rebate.maxRebate)} of the tax when taxable income is at most ${formatRupees(newRegime.rebate.maxIncome)} in the new regime, and up to ${formatRupees(oldRegime.rebate.maxRebate)} when it is at most ${formatRupees(oldRegime.rebate.maxIncome)} in the old.`,
      less((regime) => regime.rebate),
    ),
    row(
      'relief',
      'Marginal relief',
      `Just above ${formatRupees(newRegime.rebate.maxIncome)} in the new regime, the tax cannot be more than the income above ${formatRupees(newRegime.rebate.maxIncome)}.${oldRegime.rebate.marginalRelief ? '' : ' The old regime has no such relief.'}`,
      less((regime) => regime.rebateRelief),
    ),
    row(
      'surcharge',
      'Surcharge',
      surchargeDetail(comparison, year),
      rupees((regime) => regime.surcharge),
    ),
    row(
      'cess',
      `Cess (${rules.cessPct}%)`,
      `Health and education cess: ${rules.cessPct}% of the tax and surcharge.`,
      rupees((regime) => regime.cess),
    ),
    row(
      'total',
      'Total tax',
      `The tax after the rebate and relief, plus surcharge and cess, rounded to the nearest ₹${rules.roundingUnit} (section 288B).`,
      rupees((regime) => regime.totalTax),
    ),
    row('rate', 'Effective rate', 'The total tax as a share of your gross income.', (regime) =>
      formatPercent(regime.effectiveRatePct),
    ),
  ];
}

function comparisonOutput(comparison: RegimeComparison): CalculatorOutput {
  const messages: string[] = [];
  if (comparison.old.deductionsExceedIncome)
    messages.push(
      'Your old-regime deductions are more than the income they can reduce, so the old regime’s taxable income is ₹0; the rest of them is not used.',
    );
  return {
    headlines: [
      { key: 'saving', label: verdictLabel(comparison), value: comparison.saving, format: 'rupees', primary: true },
      { key: 'newTax', label: 'Tax under the new regime', value: comparison.new.totalTax, format: 'rupees' },
      { key: 'oldTax', label: 'Tax under the old regime', value: comparison.old.totalTax, format: 'rupees' },
      {
        key: 'newRate',
        label: 'Effective rate, new regime',
        value: comparison.new.effectiveRatePct,
        format: 'percent',
      },
      {
        key: 'oldRate',
        label: 'Effective rate, old regime',
        value: comparison.old.effectiveRatePct,
        format: 'percent',
      },
    ],
    messages,
  };
}
