/**
 * FIRE calculator, exactly as spec §9: annual expense = 12 × monthly; expense at retirement =
 * annual × (1 + inflation)^(retirementAge − currentAge); Lean FIRE = 25×, FIRE = 30×, Fat FIRE = 50×
 * that expense; Coast FIRE = Lean FIRE discounted at 12% a year over (coastAge − currentAge).
 */
import { growthFactor } from './growth';
import { assertAmount, assertInRange, assertRate } from './guards';
import { multipleOfShown, wholeRupees } from './shown-multiple';

/**
 * Defaults (spec §9): ₹50,000 a month, age 20, retire at 40, 10% inflation, coast age 22.
 * @example calculateFire(FIRE_DEFAULTS).leanFire // 100912499.24… → ₹10,09,12,499
 */
export const FIRE_DEFAULTS = {
  monthlyExpense: 50000,
  currentAge: 20,
  retirementAge: 40,
  inflationPct: 10,
  coastAge: 22,
} as const;

/**
 * Multiples of the annual expense at retirement.
 * @example FIRE_MULTIPLES.fat // 50
 */
export const FIRE_MULTIPLES = { lean: 25, fire: 30, fat: 50 } as const;

/**
 * Annual return, percent, used to discount Lean FIRE to Coast FIRE.
 * @example FIRE_COAST_RETURN_PCT // 12
 */
export const FIRE_COAST_RETURN_PCT = 12;

/**
 * Inputs of the FIRE calculator.
 * @example { monthlyExpense: 50000, currentAge: 20, retirementAge: 40, inflationPct: 10, coastAge: 22 }
 */
export interface FireInput {
  monthlyExpense: number;
  currentAge: number;
  retirementAge: number;
  inflationPct: number;
  coastAge: number;
}

/**
 * Result of the FIRE calculator, full precision.
 * @example calculateFire(FIRE_DEFAULTS).expenseAtRetirement // 4036499.97…
 */
export interface FireResult {
  annualExpense: number;
  yearsToRetirement: number;
  expenseAtRetirement: number;
  leanFire: number;
  fire: number;
  fatFire: number;
  coastFire: number;
}

/**
 * Runs the FIRE formulas. Ages are used as given (spec §9); the caller validates that
 * retirementAge and coastAge are not below currentAge.
 * @example calculateFire({ monthlyExpense: 50000, currentAge: 20, retirementAge: 40, inflationPct: 10, coastAge: 22 }).coastFire // 80446826.56…
 */
export function calculateFire(input: FireInput): FireResult {
  const { monthlyExpense, currentAge, retirementAge, inflationPct, coastAge } = input;
  assertAmount('monthlyExpense', monthlyExpense);
  assertInRange('currentAge', currentAge, 0, 100);
  assertInRange('retirementAge', retirementAge, 0, 100);
  assertInRange('coastAge', coastAge, 0, 100);
  assertRate('inflationPct', inflationPct);
  const annualExpense = 12 * monthlyExpense;
  const yearsToRetirement = retirementAge - currentAge;
  const expenseAtRetirement = annualExpense * growthFactor(inflationPct / 100, yearsToRetirement);
  const leanFire = FIRE_MULTIPLES.lean * expenseAtRetirement;
  return {
    annualExpense,
    yearsToRetirement,
    expenseAtRetirement,
    leanFire,
    fire: FIRE_MULTIPLES.fire * expenseAtRetirement,
    fatFire: FIRE_MULTIPLES.fat * expenseAtRetirement,
    coastFire: leanFire / growthFactor(FIRE_COAST_RETURN_PCT / 100, coastAge - currentAge),
  };
}

/**
 * The FIRE targets as the page shows them, beside "Yearly expenses at retirement": each multiple is taken of that
 * expense in whole rupees (what the reader sees), so "30 × ₹40,36,500" reads ₹12,10,95,000; Coast FIRE is discounted
 * from that Lean FIRE. calculateFire keeps the full-precision formulas of spec §9.
 * @example calculateFireAsShown(FIRE_DEFAULTS).fire // 121095000
 */
export function calculateFireAsShown(input: FireInput): FireResult {
  const result = calculateFire(input);
  const expenseAtRetirement = wholeRupees(result.expenseAtRetirement);
  const leanFire = multipleOfShown(FIRE_MULTIPLES.lean, expenseAtRetirement);
  return {
    ...result,
    expenseAtRetirement,
    leanFire,
    fire: multipleOfShown(FIRE_MULTIPLES.fire, expenseAtRetirement),
    fatFire: multipleOfShown(FIRE_MULTIPLES.fat, expenseAtRetirement),
    coastFire: leanFire / growthFactor(FIRE_COAST_RETURN_PCT / 100, input.coastAge - input.currentAge),
  };
}
