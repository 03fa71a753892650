/**
 * Tax on one capital gain from a sale on or after 23 July 2024, by the year of the sale's figures
 * (tax-rules/): listed equity shares and equity funds (long term after 12 months: 12.5% above the
 * year's ₹1,25,000 exemption; short term 20%), land, buildings and other assets (long term after 24
 * months: 12.5% without indexation, and for land or a building bought before 23 July 2024 the lower
 * of that and 20% with indexation; short term at the slab rate), and debt funds bought from 1 April
 * 2023 (always at the slab rate). Cess is added; surcharge is not (it depends on the whole income).
 *
 * The holding period runs from the purchase date to the sale date in calendar months: a sale on
 * the 12-month (or 24-month) anniversary has been held exactly that long, which is not "more
 * than", so it is short term; the day after, it is long term. A purchase on 29 February has its
 * anniversary on 28 February in a year without one (calendar.ts, addMonths).
 */
import { addMonths, compareDates, daysBetween, monthsAndDays, nextDay, type IsoDate } from './calendar';
import { assertAmount, assertInRange } from './guards';
import { costInflationIndex, indexationYearOf, TAX_RULES, taxYearOf } from './tax-rules';
import type { FinancialYear } from './tax-rules/types';

/**
 * What was sold.
 * @example const asset: AssetKind = 'listed-equity';
 */
export type AssetKind = 'listed-equity' | 'property' | 'debt-fund' | 'other';

/**
 * One purchase and its sale.
 * @example { asset: 'listed-equity', purchaseDate: '2023-06-15', saleDate: '2026-10-15', purchasePrice: 500000, salePrice: 800000, transferExpenses: 0, slabRatePct: 30, equityGainsEarlier: 0 }
 */
export interface CapitalGainsInput {
  asset: AssetKind;
  purchaseDate: IsoDate;
  saleDate: IsoDate;
  /** Cost of acquisition (for an asset bought before 1 April 2001, its fair market value on that day). */
  purchasePrice: number;
  salePrice: number;
  /** Brokerage, stamp duty, commission … paid on the sale. */
  transferExpenses: number;
  /** The seller's income-tax slab rate, for gains taxed at it. */
  slabRatePct: number;
  /** Long-term gains on listed equity already made in the same financial year: they use the exemption first. */
  equityGainsEarlier: number;
}

/**
 * Suggested defaults: equity shares bought for ₹5,00,000 and sold for ₹8,00,000 after more than 3 years.
 * @example calculateCapitalGains(CAPITAL_GAINS_DEFAULTS).totalTax // 22750
 */
export const CAPITAL_GAINS_DEFAULTS: CapitalGainsInput = {
  asset: 'listed-equity',
  purchaseDate: '2023-06-15',
  saleDate: '2026-10-15',
  purchasePrice: 500000,
  salePrice: 800000,
  transferExpenses: 0,
  slabRatePct: 30,
  equityGainsEarlier: 0,
};

/**
 * How long the asset was held.
 * @example holdingPeriod('2024-02-29', '2025-03-01', 12) // { months: 12, days: 1, totalDays: 366, anniversary: '2025-02-28', longTermFrom: '2025-03-01' }
 */
export interface HoldingPeriod {
  months: number;
  days: number;
  totalDays: number;
  /** The date the asset has been held exactly the long-term period (null when no period applies). */
  anniversary: IsoDate | null;
  /** The first sale date that is long term (the day after the anniversary). */
  longTermFrom: IsoDate | null;
}

/** Which rule taxed the gain. */
export type CapitalGainsRule =
  'equity-short' | 'equity-long' | 'slab-short' | 'slab-debt-fund' | 'long-without-indexation' | 'long-property';

/**
 * A land or building's two ways of working out the tax (bought before 23 July 2024).
 * @example { available: true, indexBought: 280, indexSold: 376, indexedCost: 6714286, taxWithIndexation: 257143, taxWithoutIndexation: 285714, chosen: 'with' }
 */
export interface IndexationChoice {
  /** False when the sale year's cost inflation index is not in the figures yet. */
  available: boolean;
  /** The year the cost is indexed from (2001-02 for an older purchase) and its index. */
  yearBought: string;
  indexBought: number | null;
  indexSold: number | null;
  indexedCost: number | null;
  taxWithIndexation: number | null;
  taxWithoutIndexation: number;
  chosen: 'with' | 'without';
}

/**
 * The gain and its tax.
 * @example calculateCapitalGains(CAPITAL_GAINS_DEFAULTS) // { term: 'long', gain: 300000, exemption: 125000, taxableGain: 175000, ratePct: 12.5, tax: 21875, cess: 875, totalTax: 22750, … }
 */
export interface CapitalGainsResult {
  /** The year whose figures apply (the sale's). */
  year: FinancialYear;
  holding: HoldingPeriod;
  /** The long-term period for this asset in months, or null (debt funds bought from 1 April 2023). */
  longTermAfterMonths: number | null;
  term: 'short' | 'long';
  rule: CapitalGainsRule;
  /** Sale price less cost and transfer expenses; negative for a loss. */
  gain: number;
  /** The part of the yearly exemption used (listed equity, long term). */
  exemption: number;
  taxableGain: number;
  /** The rate charged (the slab rate where that applies; 20 when indexation was chosen). */
  ratePct: number;
  rateIsSlab: boolean;
  tax: number;
  cess: number;
  /** Tax plus cess, to the paisa (a part of the year's tax, so not rounded to ₹10 on its own). */
  totalTax: number;
  indexation: IndexationChoice | null;
}

/**
 * The holding period from purchase to sale, and when a holding of more than `longTermAfterMonths`
 * begins. Throws a RangeError when the sale is before the purchase.
 * @example holdingPeriod('2024-02-29', '2025-02-28', 12).longTermFrom // '2025-03-01'
 */
export function holdingPeriod(purchase: IsoDate, sale: IsoDate, longTermAfterMonths: number | null): HoldingPeriod {
  if (compareDates(sale, purchase) < 0) throw new RangeError(`the sale (${sale}) is before the purchase (${purchase})`);
  const { months, days } = monthsAndDays(purchase, sale);
  const anniversary = longTermAfterMonths === null ? null : addMonths(purchase, longTermAfterMonths);
  return {
    months,
    days,
    totalDays: daysBetween(purchase, sale),
    anniversary,
    longTermFrom: anniversary === null ? null : nextDay(anniversary),
  };
}

/**
 * The year whose figures a sale uses, or a RangeError naming why there is none: a sale before 23
 * July 2024 (other rules), or outside the years with figures.
 * @example saleYear('2026-10-15') // '2026-27'
 */
export function saleYear(sale: IsoDate): FinancialYear {
  const year = taxYearOf(sale);
  if (!year) throw new RangeError(`no tax figures for a sale on ${sale}`);
  if (compareDates(sale, TAX_RULES[year].capitalGains.rulesFrom) < 0)
    throw new RangeError(`a sale on ${sale} is before the rules from ${TAX_RULES[year].capitalGains.rulesFrom}`);
  return year;
}

const percentOf = (amount: number, ratePct: number) => (amount * ratePct) / 100;

/**
 * The gain on a sale and its tax. Throws a RangeError for amounts out of range, a slab rate
 * outside 0–50%, a sale before the purchase, or a sale outside the years with figures.
 * @example calculateCapitalGains({ ...CAPITAL_GAINS_DEFAULTS, saleDate: '2024-06-15' }) // throws (before 23 July 2024)
 */
export function calculateCapitalGains(input: CapitalGainsInput): CapitalGainsResult {
  const { asset, purchaseDate, saleDate, purchasePrice, salePrice, transferExpenses } = input;
  assertAmount('purchasePrice', purchasePrice);
  assertAmount('salePrice', salePrice);
  assertAmount('transferExpenses', transferExpenses);
  assertAmount('equityGainsEarlier', input.equityGainsEarlier);
  assertInRange('slabRatePct', input.slabRatePct, 0, 50);
  const year = saleYear(saleDate);
  const rules = TAX_RULES[year];
  const cg = rules.capitalGains;
  const slabDebtFund = asset === 'debt-fund' && compareDates(purchaseDate, cg.debtFundsSlabRateIfBoughtFrom) >= 0;
  const longTermAfterMonths = slabDebtFund
    ? null
    : asset === 'listed-equity'
      ? cg.listedEquity.longTermAfterMonths
      : cg.otherAssets.longTermAfterMonths;
  const holding = holdingPeriod(purchaseDate, saleDate, longTermAfterMonths);
  const term = holding.anniversary !== null && compareDates(saleDate, holding.anniversary) > 0 ? 'long' : 'short';
  const gain = salePrice - purchasePrice - transferExpenses;
  const positive = Math.max(0, gain);

  let rule: CapitalGainsRule;
  let ratePct: number;
  let exemption = 0;
  let indexation: IndexationChoice | null = null;
  let taxableGain = positive;
  if (slabDebtFund) {
    rule = 'slab-debt-fund';
    ratePct = input.slabRatePct;
  } else if (asset === 'listed-equity') {
    if (term === 'long') {
      rule = 'equity-long';
      ratePct = cg.listedEquity.longTermPct;
      exemption = Math.min(positive, Math.max(0, cg.listedEquity.exemption - input.equityGainsEarlier));
      taxableGain = positive - exemption;
    } else {
      rule = 'equity-short';
      ratePct = cg.listedEquity.shortTermPct;
    }
  } else if (term === 'short') {
    rule = 'slab-short';
    ratePct = input.slabRatePct;
  } else if (asset === 'property' && compareDates(purchaseDate, cg.indexation.boughtBefore) < 0) {
    rule = 'long-property';
    indexation = indexationChoice(input, year, positive);
    const useIndexation = indexation.chosen === 'with' && indexation.indexedCost !== null;
    ratePct = useIndexation ? cg.indexation.ratePct : cg.otherAssets.longTermPct;
    taxableGain = useIndexation ? Math.max(0, salePrice - transferExpenses - (indexation.indexedCost ?? 0)) : positive;
  } else {
    rule = 'long-without-indexation';
    ratePct = cg.otherAssets.longTermPct;
  }
  const tax = percentOf(taxableGain, ratePct);
  const cess = percentOf(tax, rules.cessPct);
  return {
    year,
    holding,
    longTermAfterMonths,
    term: slabDebtFund ? 'short' : term,
    rule,
    gain,
    exemption,
    taxableGain,
    ratePct,
    rateIsSlab: rule === 'slab-short' || rule === 'slab-debt-fund',
    tax,
    cess,
    totalTax: tax + cess,
    indexation,
  };
}

function indexationChoice(input: CapitalGainsInput, year: FinancialYear, gain: number): IndexationChoice {
  const cg = TAX_RULES[year].capitalGains;
  const yearBought = indexationYearOf(input.purchaseDate);
  const indexBought = costInflationIndex(yearBought) ?? null;
  const indexSold = cg.costInflationIndex;
  const taxWithoutIndexation = percentOf(gain, cg.otherAssets.longTermPct);
  if (indexBought === null || indexSold === null) {
    return {
      available: false,
      yearBought,
      indexBought,
      indexSold,
      indexedCost: null,
      taxWithIndexation: null,
      taxWithoutIndexation,
      chosen: 'without',
    };
  }
  const indexedCost = (input.purchasePrice * indexSold) / indexBought;
  const indexedGain = Math.max(0, input.salePrice - input.transferExpenses - indexedCost);
  const taxWithIndexation = percentOf(indexedGain, cg.indexation.ratePct);
  return {
    available: true,
    yearBought,
    indexBought,
    indexSold,
    indexedCost,
    taxWithIndexation,
    taxWithoutIndexation,
    chosen: taxWithIndexation < taxWithoutIndexation ? 'with' : 'without',
  };
}
