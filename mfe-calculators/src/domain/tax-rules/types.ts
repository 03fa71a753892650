/**
 * The shape of one financial year's tax figures: slabs, rebates, surcharge, cess, standard
 * deductions, deduction caps, the HRA metro list, gratuity, capital gains and the cost inflation
 * index. Each year is one data file beside this one (fy-2025-26.ts, fy-2026-27.ts), so a correction
 * or a new Budget is one file; the engines (income-tax.ts, hra.ts, gratuity.ts, capital-gains.ts)
 * hold no figure of the law themselves. Amounts are rupees a year unless named otherwise; rates
 * are percent.
 */
import type { IsoDate } from '../calendar';

/**
 * The financial years the calculators have figures for.
 * @example const year: FinancialYear = '2026-27';
 */
export type FinancialYear = '2025-26' | '2026-27';

/**
 * Age bands the old regime's basic exemption depends on.
 * @example const band: AgeBand = '60-to-79';
 */
export type AgeBand = 'below-60' | '60-to-79' | '80-plus';

/**
 * One slab: the rate on income above `from` (up to the next slab's `from`).
 * @example { from: 400000, ratePct: 5 }
 */
export interface TaxSlab {
  from: number;
  ratePct: number;
}

/**
 * The section 87A rebate: up to `maxRebate` of the tax when total income is at most `maxIncome`,
 * for residents only. With `marginalRelief`, the tax on an income just above `maxIncome` may not
 * exceed the income above it.
 * @example { maxIncome: 1200000, maxRebate: 60000, marginalRelief: true }
 */
export interface RebateRule {
  maxIncome: number;
  maxRebate: number;
  marginalRelief: boolean;
}

/**
 * A surcharge band: `ratePct` of the tax when total income exceeds `above`, with marginal relief.
 * @example { above: 5000000, ratePct: 10 }
 */
export interface SurchargeBand {
  above: number;
  ratePct: number;
}

/**
 * One regime's figures.
 * @example TAX_RULES['2026-27'].newRegime.standardDeduction // 75000
 */
export interface RegimeRules {
  /** Slabs by age band, each from 0 upward (the new regime's are the same for every age). */
  slabs: Readonly<Record<AgeBand, readonly TaxSlab[]>>;
  /** The standard deduction from salary (limited to the salary). */
  standardDeduction: number;
  rebate: RebateRule;
  /** Surcharge bands in rising order. */
  surcharge: readonly SurchargeBand[];
}

/**
 * Caps of the old regime's deductions.
 * @example TAX_RULES['2025-26'].deductionCaps.savings80C // 150000
 */
export interface DeductionCaps {
  /** PPF, ELSS, life insurance, EPF, tuition fees, home-loan principal … (80C of the 1961 Act). */
  savings80C: number;
  /** Own contribution to NPS beyond 80C (80CCD(1B) of the 1961 Act). */
  nps80CCD1B: number;
  /** Interest on a loan for a self-occupied house (24(b) of the 1961 Act). */
  homeLoanInterest: number;
  /** Health insurance for yourself, spouse and children (80D): below 60, and 60 or over. */
  healthSelf: number;
  healthSelfSenior: number;
  /** Health insurance for parents (80D): parents below 60, and 60 or over. */
  healthParents: number;
  healthParentsSenior: number;
}

/**
 * The house rent allowance exemption (10(13A) of the 1961 Act).
 * @example TAX_RULES['2026-27'].hra.metroCities // ['Delhi', 'Mumbai', 'Kolkata', 'Chennai']
 */
export interface HraRules {
  metroCities: readonly string[];
  /** Share of basic + DA exempt in a metro, and elsewhere. */
  metroPct: number;
  otherPct: number;
  /** Rent counts only above this share of basic + DA. */
  rentAbovePctOfSalary: number;
}

/**
 * Gratuity under the Payment of Gratuity Act (now the Code on Social Security) and its tax exemption.
 * @example TAX_RULES['2026-27'].gratuity.cap // 2000000
 */
export interface GratuityRules {
  /** Most gratuity payable under the Act, and most exempt from tax. */
  cap: number;
  /** Days' wages per year of service. */
  daysPerYear: number;
  /** Working days in a month for those covered by the Act, and for those not covered. */
  coveredMonthDays: number;
  notCoveredMonthDays: number;
  /** Years of continuous service before gratuity is payable (not on death or disablement). */
  minYears: number;
  /** The same for fixed-term employees, and the date that rule took effect. */
  minYearsFixedTerm: number;
  fixedTermRuleFrom: IsoDate;
  /** Covered by the Act: a last part-year of more than this many months counts as a year. */
  partYearCountsAboveMonths: number;
  /** Months of salary averaged for those not covered. */
  notCoveredAverageMonths: number;
}

/**
 * Capital gains on a sale on or after 23 July 2024.
 * @example TAX_RULES['2026-27'].capitalGains.listedEquity.exemption // 125000
 */
export interface CapitalGainsRules {
  /** The rules below apply to sales from this date. */
  rulesFrom: IsoDate;
  /** Listed equity shares and equity-oriented funds (STT paid): 111A and 112A of the 1961 Act. */
  listedEquity: { longTermAfterMonths: number; shortTermPct: number; longTermPct: number; exemption: number };
  /** Land, buildings and every other asset: long term after this many months, taxed at this rate. */
  otherAssets: { longTermAfterMonths: number; longTermPct: number };
  /** A resident individual's land or building bought before `boughtBefore` may use `ratePct` with indexation instead, if lower. */
  indexation: { boughtBefore: IsoDate; ratePct: number };
  /** Debt funds bought on or after this date are short term whatever the holding (50AA of the 1961 Act). */
  debtFundsSlabRateIfBoughtFrom: IsoDate;
  /** This year's cost inflation index, or null when it was not notified when these figures were last checked. */
  costInflationIndex: number | null;
}

/**
 * One financial year's figures.
 * @example TAX_RULES['2026-27'].label // 'FY 2026-27 (tax year 2026-27)'
 */
export interface TaxYearRules {
  year: FinancialYear;
  /** How the year is named on the page. */
  label: string;
  /** 1 April to 31 March. */
  starts: IsoDate;
  ends: IsoDate;
  /** The Act in force for the year. */
  act: string;
  /** When these figures were last checked against the sources. */
  asOf: string;
  sources: readonly string[];
  /** Total income and the tax are rounded to the nearest multiple of this (288A and 288B of the 1961 Act). */
  roundingUnit: number;
  /** Health and education cess on tax plus surcharge. */
  cessPct: number;
  newRegime: RegimeRules;
  oldRegime: RegimeRules;
  deductionCaps: DeductionCaps;
  hra: HraRules;
  gratuity: GratuityRules;
  capitalGains: CapitalGainsRules;
}
