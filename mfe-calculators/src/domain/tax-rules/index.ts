/**
 * Every financial year the tax calculators have figures for, by year, and the lookups over them:
 * which year a date falls in, and the cost inflation index of any year.
 */
import { compareDates, parseIsoDate, type IsoDate } from '../calendar';
import { COST_INFLATION_BASE_YEAR, PAST_COST_INFLATION_INDEX } from './cost-inflation-index';
import { FY_2025_26 } from './fy-2025-26';
import { FY_2026_27 } from './fy-2026-27';
import type { FinancialYear, TaxYearRules } from './types';

/**
 * The figures by financial year.
 * @example TAX_RULES['2026-27'].newRegime.standardDeduction // 75000
 */
export const TAX_RULES: Readonly<Record<FinancialYear, TaxYearRules>> = {
  '2025-26': FY_2025_26,
  '2026-27': FY_2026_27,
};

/**
 * The years, oldest first.
 * @example TAX_YEARS // ['2025-26', '2026-27']
 */
export const TAX_YEARS: readonly FinancialYear[] = ['2025-26', '2026-27'];

/**
 * The latest year, which the calculators open with.
 * @example LATEST_TAX_YEAR // '2026-27'
 */
export const LATEST_TAX_YEAR: FinancialYear = '2026-27';

/**
 * When the figures were last checked, for the "as of" on every tax page (the latest year's).
 * @example TAX_RULES_AS_OF // 'November 2026'
 */
export const TAX_RULES_AS_OF: string = TAX_RULES[LATEST_TAX_YEAR].asOf;

/**
 * Whether a text names a year with figures.
 * @example isTaxYear('2026-27') // true; isTaxYear('2024-25') // false
 */
export function isTaxYear(value: string): value is FinancialYear {
  return (TAX_YEARS as readonly string[]).includes(value);
}

/**
 * The financial year (1 April to 31 March) a date falls in, as 'YYYY-YY'.
 * @example financialYearOf('2026-03-31') // '2025-26'; financialYearOf('2026-04-01') // '2026-27'
 */
export function financialYearOf(date: IsoDate): string {
  const parsed = parseIsoDate(date);
  if (!parsed) throw new RangeError(`not a date (YYYY-MM-DD): ${date}`);
  const first = parsed.month >= 4 ? parsed.year : parsed.year - 1;
  return `${first}-${String((first + 1) % 100).padStart(2, '0')}`;
}

/**
 * The year with figures a date falls in, or undefined.
 * @example taxYearOf('2025-10-15') // '2025-26'; taxYearOf('2024-10-15') // undefined
 */
export function taxYearOf(date: IsoDate): FinancialYear | undefined {
  const year = financialYearOf(date);
  return isTaxYear(year) ? year : undefined;
}

/**
 * The first and last day with figures: 1 April of the oldest year to 31 March of the latest.
 * @example TAX_RULES_SPAN // { starts: '2025-04-01', ends: '2027-03-31' }
 */
export const TAX_RULES_SPAN: { starts: IsoDate; ends: IsoDate } = {
  starts: TAX_RULES[TAX_YEARS[0] ?? LATEST_TAX_YEAR].starts,
  ends: TAX_RULES[LATEST_TAX_YEAR].ends,
};

/**
 * The cost inflation index of a financial year: a number; null when the year has a file but its
 * index was not yet notified; undefined for a year before 2001-02 or after the latest.
 * @example costInflationIndex('2024-25') // 363; costInflationIndex('2025-26') // 376; costInflationIndex('2026-27') // null
 */
export function costInflationIndex(year: string): number | null | undefined {
  if (isTaxYear(year)) return TAX_RULES[year].capitalGains.costInflationIndex;
  return Object.hasOwn(PAST_COST_INFLATION_INDEX, year) ? PAST_COST_INFLATION_INDEX[year] : undefined;
}

/**
 * The year an asset's cost is indexed from: the year it was bought, or 2001-02 for an asset
 * bought before 1 April 2001 (its cost is then its fair market value on that day).
 * @example indexationYearOf('1995-06-01') // '2001-02'; indexationYearOf('2019-05-10') // '2019-20'
 */
export function indexationYearOf(purchase: IsoDate): string {
  return compareDates(purchase, '2001-04-01') < 0 ? COST_INFLATION_BASE_YEAR : financialYearOf(purchase);
}
