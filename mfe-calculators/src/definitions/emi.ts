import { calculateEmi, CAR_LOAN_DEFAULTS, EMI_DEFAULTS, HOME_LOAN_DEFAULTS } from '../domain/emi';
import { defineCalculator, money, percent, years } from '../framework/inputs';
import type { AnyDefinition } from '../framework/types';
import { investedVsReturns } from './helpers';

interface LoanSettings {
  slug: string;
  defaults: { principal: number; annualRatePct: number; years: number };
  amount: { min: number; max: number; step: number };
  rate: { min: number; max: number };
  maxYears: number;
  example: string;
  related: readonly string[];
  notes?: readonly string[];
}

/** The EMI, Car Loan EMI and Home Loan EMI calculators: one engine, different ranges and defaults. */
function loanDefinition(settings: LoanSettings): AnyDefinition {
  return defineCalculator({
    slug: settings.slug,
    kind: 'loan',
    inputs: [
      money('amount', 'Loan amount', { ...settings.amount, default: settings.defaults.principal }),
      percent('rate', 'Interest rate (p.a.)', {
        ...settings.rate,
        step: 0.1,
        default: settings.defaults.annualRatePct,
      }),
      years('years', 'Loan tenure', { min: 1, max: settings.maxYears, step: 1, default: settings.defaults.years }),
    ],
    compute: ({ amount, rate, years: tenure }) => {
      const result = calculateEmi({ principal: amount, annualRatePct: rate, years: tenure });
      let paid = 0;
      let interestPaid = 0;
      const rows = result.yearly.map((row) => {
        paid += row.principal;
        interestPaid += row.interest;
        return { ...row, paid, interestPaid };
      });
      return {
        headlines: [
          { key: 'emi', label: 'Monthly EMI', value: result.emi, format: 'rupees', primary: true },
          { key: 'principal', label: 'Principal amount', value: amount, format: 'rupees' },
          { key: 'totalInterest', label: 'Total interest', value: result.totalInterest, format: 'rupees' },
          { key: 'totalPayment', label: 'Total amount payable', value: result.totalPayment, format: 'rupees' },
        ],
        donut: investedVsReturns(amount, result.totalInterest, ['Principal amount', 'Total interest']),
        growth: {
          title: 'Loan balance and interest paid over time',
          xLabel: 'Year',
          x: [0, ...rows.map((row) => row.year)],
          series: [
            { label: 'Outstanding balance', values: [amount, ...rows.map((row) => row.closingBalance)] },
            { label: 'Interest paid to date', values: [0, ...rows.map((row) => row.interestPaid)] },
          ],
        },
        table: {
          caption: 'Year-wise breakup of your EMIs',
          columns: [
            { key: 'year', label: 'Year', format: 'integer' },
            { key: 'principal', label: 'Principal', format: 'rupees' },
            { key: 'interest', label: 'Interest', format: 'rupees' },
            { key: 'closingBalance', label: 'Closing balance', format: 'rupees' },
          ],
          keyColumn: 'closingBalance',
          rows,
        },
      };
    },
    formula:
      'EMI = P × r × (1 + r)ⁿ ÷ ((1 + r)ⁿ − 1)\nP = loan amount, r = annual rate ÷ 1200 (monthly rate), n = tenure in months',
    explanation: [
      'Interest is charged every month on the balance still owed (reducing balance). The EMI stays the same; early EMIs are mostly interest, later ones mostly principal.',
      'Total interest = EMI × n − P, from the unrounded EMI. The table adds up each year’s twelve EMIs; the closing balance is what you still owe at the end of the year.',
    ],
    example: { values: {}, text: settings.example },
    ...(settings.notes ? { notes: settings.notes } : {}),
    related: settings.related,
  });
}

export const homeLoanDefinition = loanDefinition({
  slug: 'home-loan',
  defaults: HOME_LOAN_DEFAULTS,
  amount: { min: 100000, max: 100000000, step: 50000 },
  rate: { min: 5, max: 20 },
  maxYears: 30,
  example:
    '₹25,00,000 at 8.5% for 20 years: r = 8.5 ÷ 1200 = 0.0070833 and n = 240, so EMI = 25,00,000 × r × (1 + r)²⁴⁰ ÷ ((1 + r)²⁴⁰ − 1) = {result}. Over 240 months you pay ₹27,06,939 in interest.',
  notes: [
    'Home loan interest may be deductible under Sections 24(b) and principal under 80C (old tax regime); this calculator shows the loan itself, before tax.',
  ],
  related: ['emi', 'car-loan', 'simple-interest', 'goal-sip'],
});

export const carLoanDefinition = loanDefinition({
  slug: 'car-loan',
  defaults: CAR_LOAN_DEFAULTS,
  amount: { min: 50000, max: 10000000, step: 10000 },
  rate: { min: 5, max: 25 },
  maxYears: 8,
  example:
    '₹8,00,000 at 9% for 5 years (60 EMIs): EMI = 8,00,000 × r × (1 + r)⁶⁰ ÷ ((1 + r)⁶⁰ − 1) with r = 9 ÷ 1200 = {result}.',
  related: ['emi', 'home-loan', 'goal-lumpsum'],
});

export const emiDefinition = loanDefinition({
  slug: 'emi',
  defaults: EMI_DEFAULTS,
  amount: { min: 10000, max: 100000000, step: 10000 },
  rate: { min: 1, max: 30 },
  maxYears: 30,
  example:
    '₹10,00,000 at 7.2% for 10 years: r = 7.2 ÷ 1200 = 0.006 and n = 120, so EMI = 10,00,000 × 0.006 × 1.006¹²⁰ ÷ (1.006¹²⁰ − 1) = {result}.',
  related: ['home-loan', 'car-loan', 'simple-interest'],
});
