/**
 * XIRR: the yearly return r at which dated cash flows are worth nothing today,
 * Σ amountᵢ ÷ (1 + r)^(daysᵢ ÷ 365) = 0, days counted from the earliest flow (Actual/365, as
 * spreadsheets count them). Money put in is negative, money taken out (or what is left, valued
 * on its date) positive.
 *
 * The root finder is built not to fail silently. It scans the whole range from −99.99% to
 * 1,000,000% a year for changes of sign (in x = ln(1 + r), with the sum scaled so nothing
 * overflows), then narrows each bracket by Newton steps kept inside it, bisecting whenever a step
 * would leave it. Its exponentials are portable-math's, so the prerender and every browser agree
 * to the last bit. So it reports every rate in that range it can separate, and says so when there
 * is none: no return exists when all flows have one sign; by Descartes' rule of signs, flows that
 * change sign once have exactly one rate, and flows that change sign more than once may have
 * several, which it then lists.
 */
import { compareDates, daysBetween, type IsoDate } from './calendar';
import { assertInRange, MAX_AMOUNT } from './guards';
import { exp, expm1, log, log1p, pow } from './portable-math';

/**
 * One dated amount: negative for money put in, positive for money taken out.
 * @example { date: '2025-01-01', amount: -10000 }
 */
export interface CashFlow {
  date: IsoDate;
  amount: number;
}

/**
 * The anchor: ₹10,000 in on 1 January 2025, ₹11,000 out on 1 January 2026.
 * @example calculateXirr(XIRR_DEFAULTS).ratePct // 10 (shown as 10.00%)
 */
export const XIRR_DEFAULTS: readonly CashFlow[] = [
  { date: '2025-01-01', amount: -10000 },
  { date: '2026-01-01', amount: 11000 },
];

/**
 * Days in the year of the day count (Actual/365), leap years included.
 * @example daysBetween('2024-01-01', '2025-01-01') / XIRR_DAYS_PER_YEAR // 1.0027…
 */
export const XIRR_DAYS_PER_YEAR = 365;

/**
 * The lowest rate searched, percent a year.
 * @example calculateXirr([{ date: '2025-01-01', amount: -1000000 }, { date: '2026-01-01', amount: 1 }]).beyond // 'below'
 */
export const XIRR_MIN_RATE_PCT = -99.99;

/**
 * The highest rate searched, percent a year.
 * @example calculateXirr([{ date: '2025-01-01', amount: -1 }, { date: '2025-01-15', amount: 1000000 }]).beyond // 'above'
 */
export const XIRR_MAX_RATE_PCT = 1_000_000;

/**
 * What the search found:
 * - 'found': one rate (`ratePct`);
 * - 'several': more than one rate fits (`ratesPct`, low to high);
 * - 'one-sign': no return exists, every flow is money in (or every one money out);
 * - 'out-of-range': a rate exists but lies outside the range searched (`beyond` says which side);
 * - 'too-few': fewer than two flows; 'one-date': every flow is on the same day.
 * @example calculateXirr(XIRR_DEFAULTS).status // 'found'
 */
export type XirrStatus = 'found' | 'several' | 'one-sign' | 'out-of-range' | 'too-few' | 'one-date';

/**
 * The return and a summary of the flows.
 * @example calculateXirr(XIRR_DEFAULTS) // { status: 'found', ratePct: 10, ratesPct: [10], signChanges: 1, mayHaveSeveral: false, invested: 10000, received: 11000, … }
 */
export interface XirrResult {
  status: XirrStatus;
  /** The rate when exactly one was found, percent a year; null otherwise. */
  ratePct: number | null;
  /** Every rate found, low to high. */
  ratesPct: readonly number[];
  /** Changes of sign from one date's net flow to the next. */
  signChanges: number;
  /** True when the flows change sign more than once, so more than one rate could fit. */
  mayHaveSeveral: boolean;
  /** For 'out-of-range': whether the rate is above the range or below it. */
  beyond: 'above' | 'below' | null;
  /** Money put in, money taken out (both positive) and the difference. */
  invested: number;
  received: number;
  net: number;
  firstDate: IsoDate | null;
  lastDate: IsoDate | null;
  /** Days from the first flow to the last. */
  days: number;
}

interface Term {
  /** Years from the earliest flow. */
  years: number;
  logSize: number;
  sign: number;
}

/** The flows netted by date, in date order, without zeros. */
function netByDate(flows: readonly CashFlow[]): CashFlow[] {
  const sorted = [...flows].sort((a, b) => compareDates(a.date, b.date));
  const netted: CashFlow[] = [];
  for (const flow of sorted) {
    const last = netted[netted.length - 1];
    if (last && last.date === flow.date) last.amount += flow.amount;
    else netted.push({ ...flow });
  }
  return netted.filter((flow) => flow.amount !== 0);
}

/**
 * The sum Σ sign·e^(logSize − x·years − scale) and its derivative in x; `scale` keeps it finite.
 * Its sign is the sign of the net present value at r = eˣ − 1.
 */
function scaledValue(terms: readonly Term[], x: number, scale: number): { value: number; slope: number } {
  let value = 0;
  let slope = 0;
  for (const term of terms) {
    const part = term.sign * exp(term.logSize - x * term.years - scale);
    value += part;
    slope -= term.years * part;
  }
  return { value, slope };
}

/** The largest exponent at x, the scale that keeps scaledValue's terms at most 1. */
function scaleAt(terms: readonly Term[], x: number): number {
  return terms.reduce((largest, term) => Math.max(largest, term.logSize - x * term.years), -Infinity);
}

const signAt = (terms: readonly Term[], x: number) => Math.sign(scaledValue(terms, x, scaleAt(terms, x)).value);

/** Scan points between fresh evaluations; in between, each term is multiplied by its step factor. */
const ANCHOR_EVERY = 50;

/**
 * The sign of the present value at x = xMin + k·step for k = 0 … count. Every ANCHOR_EVERY points
 * the terms are evaluated afresh (scaled at that point); between, each is multiplied by
 * e^(−step·years), which moves the terms' sizes apart by at most e^(50·step·years) before the
 * next fresh start, so no term that matters underflows.
 */
function scanSigns(terms: readonly Term[], xMin: number, step: number, count: number): number[] {
  const factors = terms.map((term) => exp(-step * term.years));
  const signs: number[] = [];
  let values: number[] = [];
  for (let k = 0; k <= count; k += 1) {
    if (k % ANCHOR_EVERY === 0) {
      const x = xMin + k * step;
      const scale = scaleAt(terms, x);
      values = terms.map((term) => term.sign * exp(term.logSize - x * term.years - scale));
    } else {
      values = values.map((value, index) => value * (factors[index] ?? 1));
    }
    signs.push(Math.sign(values.reduce((sum, value) => sum + value, 0)));
  }
  return signs;
}

/** A root of the scaled sum inside [low, high], where its sign changes: Newton steps kept in the bracket, else bisection. */
function refine(terms: readonly Term[], lowStart: number, highStart: number): number {
  const scale = scaleAt(terms, (lowStart + highStart) / 2);
  let low = lowStart;
  let high = highStart;
  const lowSign = Math.sign(scaledValue(terms, low, scale).value);
  let x = (low + high) / 2;
  for (let step = 0; step < 200; step += 1) {
    const { value, slope } = scaledValue(terms, x, scale);
    if (value === 0) return x;
    if (Math.sign(value) === lowSign) low = x;
    else high = x;
    if (high - low <= 4 * Number.EPSILON * Math.max(1, Math.abs(x))) break;
    const newton = slope !== 0 ? x - value / slope : Number.NaN;
    x = newton > low && newton < high ? newton : (low + high) / 2;
  }
  return x;
}

/** The scan's spacing in x = ln(1 + r): about 3,700 points. */
const SCAN_STEP = 0.005;

/**
 * The annualised return of dated cash flows (Actual/365). Throws a RangeError for a date that is
 * not a real day or an amount that is not a finite number within ±₹1 lakh crore.
 * @example calculateXirr([{ date: '2025-01-01', amount: -10000 }, { date: '2026-01-01', amount: 11000 }]).ratePct // 10
 */
export function calculateXirr(flows: readonly CashFlow[]): XirrResult {
  for (const flow of flows) assertInRange('amount', flow.amount, -MAX_AMOUNT, MAX_AMOUNT);
  const netted = netByDate(flows);
  const invested = flows.reduce((sum, flow) => sum + Math.max(0, -flow.amount), 0);
  const received = flows.reduce((sum, flow) => sum + Math.max(0, flow.amount), 0);
  const dates = flows.map((flow) => flow.date).sort(compareDates);
  const firstDate = dates[0] ?? null;
  const lastDate = dates[dates.length - 1] ?? null;
  const summary = {
    invested,
    received,
    net: received - invested,
    firstDate,
    lastDate,
    days: firstDate && lastDate ? daysBetween(firstDate, lastDate) : 0,
  };
  let signChanges = 0;
  for (let i = 1; i < netted.length; i += 1)
    if (Math.sign(netted[i]?.amount ?? 0) !== Math.sign(netted[i - 1]?.amount ?? 0)) signChanges += 1;
  const base = { ratePct: null, ratesPct: [], signChanges, mayHaveSeveral: signChanges > 1, beyond: null, ...summary };
  if (flows.length < 2) return { ...base, status: 'too-few' };
  if (summary.days === 0) return { ...base, status: 'one-date' };
  if (signChanges === 0) return { ...base, status: 'one-sign' };

  const first = netted[0];
  if (!first) return { ...base, status: 'one-sign' };
  const terms: Term[] = netted.map((flow) => ({
    years: daysBetween(first.date, flow.date) / XIRR_DAYS_PER_YEAR,
    logSize: log(Math.abs(flow.amount)),
    sign: Math.sign(flow.amount),
  }));
  const xMin = log1p(XIRR_MIN_RATE_PCT / 100);
  const xMax = log1p(XIRR_MAX_RATE_PCT / 100);
  const count = Math.ceil((xMax - xMin) / SCAN_STEP);
  const step = (xMax - xMin) / count;
  const signs = scanSigns(terms, xMin, step, count);
  const roots: number[] = [];
  for (let k = 0; k <= count; k += 1) {
    const sign = signs[k] ?? 0;
    const previous = k > 0 ? (signs[k - 1] ?? 0) : 0;
    if (sign === 0) roots.push(xMin + k * step);
    else if (previous !== 0 && sign !== previous) roots.push(refine(terms, xMin + (k - 1) * step, xMin + k * step));
  }
  const ratesPct = roots.map((x) => expm1(x) * 100);
  if (ratesPct.length === 1) return { ...base, status: 'found', ratePct: ratesPct[0] ?? null, ratesPct };
  if (ratesPct.length > 1) return { ...base, status: 'several', ratesPct };
  // No rate in range. With one change of sign, the earliest flow decides the sign at very high
  // rates and the latest at rates near −100%; the end of the range that still has the earliest
  // flow's sign is the side the rate is not on.
  const beyond = signAt(terms, xMax) === Math.sign(first.amount) ? 'below' : 'above';
  return { ...base, status: 'out-of-range', beyond: signChanges === 1 ? beyond : null };
}

/**
 * The net present value of flows at a yearly rate, discounted to the earliest flow's date (Actual/365).
 * @example xirrPresentValue([{ date: '2025-01-01', amount: -10000 }, { date: '2026-01-01', amount: 11000 }], 10) // ≈ 0
 */
export function xirrPresentValue(flows: readonly CashFlow[], ratePct: number): number {
  assertInRange('ratePct', ratePct, XIRR_MIN_RATE_PCT, XIRR_MAX_RATE_PCT);
  const dates = flows.map((flow) => flow.date).sort(compareDates);
  const start = dates[0];
  if (!start) return 0;
  return flows.reduce(
    (sum, flow) => sum + flow.amount / pow(1 + ratePct / 100, daysBetween(start, flow.date) / XIRR_DAYS_PER_YEAR),
    0,
  );
}
