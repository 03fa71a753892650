/**
 * House rent allowance exemption (section 10(13A) of the 1961 Act), old regime only: the least of
 * the HRA received, the rent paid less 10% of basic salary plus DA, and 50% of basic plus DA in a
 * metro (40% elsewhere). The metro list and the percentages are the year's data (tax-rules/).
 */
import { assertAmount } from './guards';
import { TAX_RULES } from './tax-rules';
import type { FinancialYear } from './tax-rules/types';

/**
 * Monthly figures for one year (the same every month).
 * @example { year: '2026-27', basicDa: 50000, hraReceived: 25000, rentPaid: 20000, city: 'Mumbai' }
 */
export interface HraInput {
  year: FinancialYear;
  /** Basic salary plus dearness allowance, a month. */
  basicDa: number;
  hraReceived: number;
  rentPaid: number;
  /** A city of the year's metro list, or anything else for a non-metro city. */
  city: string;
}

/**
 * Suggested defaults: the anchor.
 * @example calculateHra(HRA_DEFAULTS).exemptMonthly // 15000
 */
export const HRA_DEFAULTS: HraInput = {
  year: '2026-27',
  basicDa: 50000,
  hraReceived: 25000,
  rentPaid: 20000,
  city: 'Delhi',
};

/** Which of the three limits decides the exemption. */
export type HraLimit = 'received' | 'rent' | 'salary';

/**
 * The exemption, a month and a year, and the three limits it is the least of.
 * @example calculateHra(HRA_DEFAULTS) // { exemptMonthly: 15000, exemptYearly: 180000, taxableMonthly: 10000, binding: 'rent', … }
 */
export interface HraResult {
  metro: boolean;
  /** The share of basic + DA that counts, 50 or 40. */
  salaryPct: number;
  limits: Readonly<Record<HraLimit, number>>;
  /** The limit that gives the least (the first of received, rent, salary on a tie). */
  binding: HraLimit;
  exemptMonthly: number;
  exemptYearly: number;
  taxableMonthly: number;
  taxableYearly: number;
}

/**
 * Whether a city is on the year's metro list.
 * @example isMetroCity('2026-27', 'Kolkata') // true; isMetroCity('2026-27', 'Pune') // false
 */
export function isMetroCity(year: FinancialYear, city: string): boolean {
  return TAX_RULES[year].hra.metroCities.includes(city);
}

/**
 * The HRA exemption. Throws a RangeError for an amount out of range.
 * @example calculateHra({ year: '2026-27', basicDa: 50000, hraReceived: 25000, rentPaid: 20000, city: 'Delhi' }).exemptMonthly // 15000
 */
export function calculateHra(input: HraInput): HraResult {
  const { basicDa, hraReceived, rentPaid } = input;
  assertAmount('basicDa', basicDa);
  assertAmount('hraReceived', hraReceived);
  assertAmount('rentPaid', rentPaid);
  const rules = TAX_RULES[input.year].hra;
  const metro = isMetroCity(input.year, input.city);
  const salaryPct = metro ? rules.metroPct : rules.otherPct;
  const limits: Record<HraLimit, number> = {
    received: hraReceived,
    rent: Math.max(0, rentPaid - (basicDa * rules.rentAbovePctOfSalary) / 100),
    salary: (basicDa * salaryPct) / 100,
  };
  const binding = (['received', 'rent', 'salary'] as const).reduce((least, limit) =>
    limits[limit] < limits[least] ? limit : least,
  );
  const exemptMonthly = limits[binding];
  return {
    metro,
    salaryPct,
    limits,
    binding,
    exemptMonthly,
    exemptYearly: exemptMonthly * 12,
    taxableMonthly: hraReceived - exemptMonthly,
    taxableYearly: (hraReceived - exemptMonthly) * 12,
  };
}
