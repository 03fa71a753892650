/**
 * Income tax of an individual under the old and the new regime, side by side, for a year whose
 * figures are in tax-rules/: total income (rounded to ₹10 under section 288A), tax by slabs, the
 * section 87A rebate for residents (with the new regime's marginal relief above ₹12 lakh), surcharge
 * with marginal relief at each threshold, 4% health and education cess, and the tax rounded to
 * ₹10 (section 288B). Income is salary and other income taxed at slab rates; capital gains taxed at
 * special rates are out of scope (see capital-gains.ts). Section numbers are those of the 1961 Act.
 */
import { assertAmount } from './guards';
import { TAX_RULES } from './tax-rules';
import type { AgeBand, FinancialYear, RegimeRules, TaxSlab, TaxYearRules } from './tax-rules/types';

/**
 * The two regimes.
 * @example const regime: TaxRegime = 'new';
 */
export type TaxRegime = 'old' | 'new';

/**
 * What the old regime lets you deduct (the new regime allows none of these).
 * @example { savings80C: 150000, healthSelf: 25000, healthParents: 0, parentsSenior: false, homeLoanInterest: 0, hraExemption: 0, nps80CCD1B: 0, other: 0 }
 */
export interface OldRegimeDeductions {
  /** PPF, ELSS, life insurance, EPF, tuition fees, home-loan principal … (80C), up to its cap. */
  savings80C: number;
  /** Health insurance premiums for yourself, spouse and children (80D). */
  healthSelf: number;
  /** Health insurance premiums for parents (80D). */
  healthParents: number;
  /** Whether the parents are 60 or over (their 80D cap is higher). */
  parentsSenior: boolean;
  /** Interest on a loan for the house you live in (24(b)), up to its cap. */
  homeLoanInterest: number;
  /** The exempt part of the house rent allowance (10(13A); see hra.ts), at most the salary. */
  hraExemption: number;
  /** Own contribution to NPS beyond 80C (80CCD(1B)), up to its cap. */
  nps80CCD1B: number;
  /** Any other deduction the old regime allows (80E, 80G, 80TTA/80TTB …). */
  other: number;
}

/**
 * No deductions at all.
 * @example calculateRegimeTax('old', { ...input, deductions: NO_DEDUCTIONS })
 */
export const NO_DEDUCTIONS: OldRegimeDeductions = {
  savings80C: 0,
  healthSelf: 0,
  healthParents: 0,
  parentsSenior: false,
  homeLoanInterest: 0,
  hraExemption: 0,
  nps80CCD1B: 0,
  other: 0,
};

/**
 * One person's income for a year.
 * @example { year: '2026-27', ageBand: 'below-60', resident: true, salary: 1275000, otherIncome: 0, deductions: NO_DEDUCTIONS }
 */
export interface IncomeTaxInput {
  year: FinancialYear;
  ageBand: AgeBand;
  /** Resident in India for the year: only residents get the 87A rebate and the seniors' higher exemption. */
  resident: boolean;
  /** Gross salary for the year, house rent allowance included. */
  salary: number;
  /** Interest, rent and other income taxed at slab rates. */
  otherIncome: number;
  deductions: OldRegimeDeductions;
}

/**
 * Suggested defaults: a salary of ₹12,75,000 with ₹1,50,000 in 80C and ₹25,000 of health insurance.
 * @example compareRegimes(INCOME_TAX_DEFAULTS).new.totalTax // 0
 */
export const INCOME_TAX_DEFAULTS: IncomeTaxInput = {
  year: '2026-27',
  ageBand: 'below-60',
  resident: true,
  salary: 1275000,
  otherIncome: 0,
  deductions: { ...NO_DEDUCTIONS, savings80C: 150000, healthSelf: 25000 },
};

/**
 * Tax in one slab.
 * @example { from: 400000, to: 800000, ratePct: 5, income: 400000, tax: 20000 }
 */
export interface SlabRow {
  from: number;
  /** The slab's top, or null for the last slab. */
  to: number | null;
  ratePct: number;
  /** The part of the income in this slab. */
  income: number;
  tax: number;
}

/**
 * One regime's computation, step by step.
 * @example calculateRegimeTax('new', { ...INCOME_TAX_DEFAULTS, salary: 0, otherIncome: 1210000 }).totalTax // 10400
 */
export interface RegimeTax {
  regime: TaxRegime;
  /** Salary plus other income. */
  grossIncome: number;
  /** The standard deduction used (at most the salary left after the HRA exemption). */
  standardDeduction: number;
  /** The other exemptions and deductions used (old regime; 0 in the new). */
  deductions: number;
  /** True when the deductions claimed are more than the income they can reduce (total income is then 0). */
  deductionsExceedIncome: boolean;
  /** Total income, rounded to ₹10 (288A). */
  totalIncome: number;
  slabs: readonly SlabRow[];
  /** Tax at slab rates on the total income. */
  slabTax: number;
  /** The 87A rebate (income up to the limit), and the marginal relief just above it. */
  rebate: number;
  rebateRelief: number;
  /** Slab tax less rebate and relief. */
  taxAfterRebate: number;
  /** Surcharge after its marginal relief, and that relief. */
  surcharge: number;
  surchargeRelief: number;
  surchargeRatePct: number;
  cess: number;
  /** Tax + surcharge + cess, rounded to ₹10 (288B). */
  totalTax: number;
  /** totalTax as a percentage of gross income (0 without income). */
  effectiveRatePct: number;
}

/**
 * Both regimes and which is lower.
 * @example compareRegimes(INCOME_TAX_DEFAULTS) // { lower: 'new', saving: 132600, … }
 */
export interface RegimeComparison {
  old: RegimeTax;
  new: RegimeTax;
  lower: TaxRegime | 'same';
  /** How much less the lower one costs. */
  saving: number;
}

/**
 * Rounds an amount as sections 288A and 288B do: paise are ignored, then a last digit of 5 or
 * more rounds up to the next multiple of ten and less rounds down.
 * @example roundTaxAmount(10400.4) // 10400; roundTaxAmount(1200005) // 1200010; roundTaxAmount(1200004.99) // 1200000
 */
export function roundTaxAmount(amount: number, unit = 10): number {
  assertAmount('amount', amount);
  // To the paisa first, so that 0.3 × 10 = 2.9999999999999996 is read as ₹3.
  const rupees = Math.floor(Math.round(amount * 100) / 100);
  const remainder = rupees % unit;
  return remainder * 2 >= unit ? rupees - remainder + unit : rupees - remainder;
}

/**
 * Tax on an income by slabs, slab by slab.
 * @example slabTax(1210000, TAX_RULES['2026-27'].newRegime.slabs['below-60']).tax // 61500
 */
export function slabTax(income: number, slabs: readonly TaxSlab[]): { tax: number; rows: SlabRow[] } {
  assertAmount('income', income);
  const rows = slabs.map((slab, index) => {
    const to = slabs[index + 1]?.from ?? null;
    const inSlab = Math.max(0, Math.min(income, to ?? Infinity) - slab.from);
    return { from: slab.from, to, ratePct: slab.ratePct, income: inSlab, tax: (inSlab * slab.ratePct) / 100 };
  });
  return { tax: rows.reduce((sum, row) => sum + row.tax, 0), rows };
}

/**
 * The caps of the old regime's deductions for a person, from the year's figures: 80D's depend on
 * age (a resident of 60 or over is a senior citizen) and on whether the parents are seniors.
 * @example deductionCaps(INCOME_TAX_DEFAULTS).healthSelf // 25000
 */
export function deductionCaps(
  input: Pick<IncomeTaxInput, 'year' | 'ageBand' | 'resident'> & {
    deductions: Pick<OldRegimeDeductions, 'parentsSenior'>;
  },
): { savings80C: number; healthSelf: number; healthParents: number; homeLoanInterest: number; nps80CCD1B: number } {
  const caps = TAX_RULES[input.year].deductionCaps;
  const senior = input.resident && input.ageBand !== 'below-60';
  return {
    savings80C: caps.savings80C,
    healthSelf: senior ? caps.healthSelfSenior : caps.healthSelf,
    healthParents: input.deductions.parentsSenior ? caps.healthParentsSenior : caps.healthParents,
    homeLoanInterest: caps.homeLoanInterest,
    nps80CCD1B: caps.nps80CCD1B,
  };
}

function checkInput(input: IncomeTaxInput): void {
  assertAmount('salary', input.salary);
  assertAmount('otherIncome', input.otherIncome);
  const { deductions } = input;
  const amounts = [
    'savings80C',
    'healthSelf',
    'healthParents',
    'homeLoanInterest',
    'hraExemption',
    'nps80CCD1B',
    'other',
  ] as const;
  for (const key of amounts) assertAmount(key, deductions[key]);
  const caps = deductionCaps(input);
  for (const key of Object.keys(caps) as (keyof typeof caps)[]) {
    if (deductions[key] > caps[key])
      throw new RangeError(`${key} is above its cap of ${caps[key]}: ${deductions[key]}`);
  }
  if (deductions.hraExemption > input.salary)
    throw new RangeError(`the HRA exemption (${deductions.hraExemption}) is more than the salary (${input.salary})`);
}

interface AfterRebate {
  slabTax: number;
  rows: SlabRow[];
  rebate: number;
  rebateRelief: number;
  tax: number;
}

function afterRebate(income: number, regime: RegimeRules, slabs: readonly TaxSlab[], resident: boolean): AfterRebate {
  const { tax, rows } = slabTax(income, slabs);
  const { maxIncome, maxRebate, marginalRelief } = regime.rebate;
  if (!resident) return { slabTax: tax, rows, rebate: 0, rebateRelief: 0, tax };
  if (income <= maxIncome) {
    const rebate = Math.min(tax, maxRebate);
    return { slabTax: tax, rows, rebate, rebateRelief: 0, tax: tax - rebate };
  }
  const relief = marginalRelief ? Math.max(0, tax - (income - maxIncome)) : 0;
  return { slabTax: tax, rows, rebate: 0, rebateRelief: relief, tax: tax - relief };
}

interface Charged extends AfterRebate {
  surcharge: number;
  surchargeRelief: number;
  surchargeRatePct: number;
}

/**
 * Tax after rebate plus surcharge. Above each threshold, tax and surcharge together may not
 * exceed what they are at the threshold plus the income above it (marginal relief); the amount at
 * the threshold is worked out the same way, so relief at the lower thresholds carries up.
 */
function withSurcharge(income: number, regime: RegimeRules, slabs: readonly TaxSlab[], resident: boolean): Charged {
  const base = afterRebate(income, regime, slabs, resident);
  const band = [...regime.surcharge].reverse().find((candidate) => income > candidate.above);
  if (!band) return { ...base, surcharge: 0, surchargeRelief: 0, surchargeRatePct: 0 };
  const full = (base.tax * band.ratePct) / 100;
  const atThreshold = withSurcharge(band.above, regime, slabs, resident);
  const ceiling = atThreshold.tax + atThreshold.surcharge + (income - band.above);
  const relief = Math.min(full, Math.max(0, base.tax + full - ceiling));
  return { ...base, surcharge: full - relief, surchargeRelief: relief, surchargeRatePct: band.ratePct };
}

/** Total income before rounding, and what was deducted on the way. */
function incomeOf(regime: TaxRegime, input: IncomeTaxInput, rules: TaxYearRules) {
  const { salary, otherIncome, deductions } = input;
  if (regime === 'new') {
    const standardDeduction = Math.min(rules.newRegime.standardDeduction, salary);
    return { standardDeduction, deductions: 0, exceeded: false, income: salary - standardDeduction + otherIncome };
  }
  const salaryLeft = salary - deductions.hraExemption;
  const standardDeduction = Math.min(rules.oldRegime.standardDeduction, salaryLeft);
  const beforeChapterVIA = salaryLeft - standardDeduction + otherIncome - deductions.homeLoanInterest;
  const grossTotal = Math.max(0, beforeChapterVIA);
  const chapterVIA =
    deductions.savings80C + deductions.healthSelf + deductions.healthParents + deductions.nps80CCD1B + deductions.other;
  const income = Math.max(0, grossTotal - chapterVIA);
  return {
    standardDeduction,
    deductions: salary + otherIncome - standardDeduction - income,
    exceeded: beforeChapterVIA < 0 || chapterVIA > grossTotal,
    income,
  };
}

/**
 * One regime's tax for a year, step by step. Throws a RangeError for amounts out of range or
 * deductions above their caps (the page refuses those first, beside their fields).
 * @example calculateRegimeTax('new', INCOME_TAX_DEFAULTS).totalTax // 0 (₹12,75,000 − ₹75,000 = ₹12,00,000, rebate ₹60,000)
 * @example calculateRegimeTax('old', { ...INCOME_TAX_DEFAULTS, salary: 0, otherIncome: 500000, deductions: NO_DEDUCTIONS }).totalTax // 0
 */
export function calculateRegimeTax(regime: TaxRegime, input: IncomeTaxInput): RegimeTax {
  checkInput(input);
  const rules = TAX_RULES[input.year];
  const regimeRules = regime === 'new' ? rules.newRegime : rules.oldRegime;
  // The higher basic exemption of senior citizens is for residents only.
  const slabs = regimeRules.slabs[input.resident ? input.ageBand : 'below-60'];
  const income = incomeOf(regime, input, rules);
  const totalIncome = roundTaxAmount(income.income, rules.roundingUnit);
  const charged = withSurcharge(totalIncome, regimeRules, slabs, input.resident);
  const cess = ((charged.tax + charged.surcharge) * rules.cessPct) / 100;
  const totalTax = roundTaxAmount(charged.tax + charged.surcharge + cess, rules.roundingUnit);
  const grossIncome = input.salary + input.otherIncome;
  return {
    regime,
    grossIncome,
    standardDeduction: income.standardDeduction,
    deductions: income.deductions,
    deductionsExceedIncome: income.exceeded,
    totalIncome,
    slabs: charged.rows,
    slabTax: charged.slabTax,
    rebate: charged.rebate,
    rebateRelief: charged.rebateRelief,
    taxAfterRebate: charged.tax,
    surcharge: charged.surcharge,
    surchargeRelief: charged.surchargeRelief,
    surchargeRatePct: charged.surchargeRatePct,
    cess,
    totalTax,
    effectiveRatePct: grossIncome > 0 ? (totalTax / grossIncome) * 100 : 0,
  };
}

/**
 * Both regimes for the same income, and which costs less by how much.
 * @example compareRegimes(INCOME_TAX_DEFAULTS).saving // 132600 (old ₹1,32,600, new ₹0)
 */
export function compareRegimes(input: IncomeTaxInput): RegimeComparison {
  const old = calculateRegimeTax('old', input);
  const next = calculateRegimeTax('new', input);
  const lower = old.totalTax === next.totalTax ? 'same' : old.totalTax < next.totalTax ? 'old' : 'new';
  return { old, new: next, lower, saving: Math.abs(old.totalTax - next.totalTax) };
}
