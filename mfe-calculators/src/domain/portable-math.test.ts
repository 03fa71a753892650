import { describe, expect, it } from 'vitest';
import { decimalExponent, exp, expm1, log, log1p, pow, powerOfTen } from './portable-math';

/** Within a few units in the last place of Math's answer (Math's own is not exact either). */
function close(actual: number, expected: number, ulps = 4) {
  if (expected === 0) return expect(Math.abs(actual)).toBeLessThan(1e-300);
  const relative = Math.abs(actual - expected) / Math.abs(expected);
  expect(relative, `${actual} vs ${expected}`).toBeLessThanOrEqual(ulps * Number.EPSILON);
}

const SMALL_RATES = [1e-12, 1e-6, 0.0001, 0.005, 0.0079741404289038, 0.01, 0.012, 0.1, 0.12, 0.3, 0.39];
const LARGE = [0.4, 0.5, 1, 2, 3.5, 10, 99, 1234.5, 1e6, 1e12];

describe('log1p', () => {
  it.each([...SMALL_RATES, ...SMALL_RATES.map((x) => -x), ...LARGE, -0.4, -0.9, -0.999])(
    'log1p(%s) matches Math',
    (x) => close(log1p(x), Math.log1p(x)),
  );
  it.each([
    [0, 0],
    [-1, -Infinity],
    [-2, Number.NaN],
    [Infinity, Infinity],
    [Number.NaN, Number.NaN],
  ])('log1p(%s) is %s', (x, expected) => expect(log1p(x)).toBe(expected));
});

describe('log', () => {
  it.each([1e-300, 1e-10, 0.5, 0.7071, 1, 1.4142, 2, Math.E, 10, 1e10, 1e300])('log(%s) matches Math', (x) =>
    x === 1 ? expect(log(x)).toBe(0) : close(log(x), Math.log(x)),
  );
  it.each([
    [0, -Infinity],
    [-1, Number.NaN],
    [Infinity, Infinity],
  ])('log(%s) is %s', (x, expected) => expect(log(x)).toBe(expected));
});

describe('expm1 and exp', () => {
  const xs = [1e-15, 1e-8, 0.001, 0.0095, 0.3, 0.34, 0.35, 0.7, 1, 2.5, 10, 50, 300, 700];
  it.each([...xs, ...xs.map((x) => -x)])('expm1(%s) matches Math', (x) => close(expm1(x), Math.expm1(x)));
  it.each([...xs, ...xs.map((x) => -x)])('exp(%s) matches Math', (x) => close(exp(x), Math.exp(x)));
  it.each([
    [0, 0],
    [800, Infinity],
    [-100, -1],
    [Number.NaN, Number.NaN],
  ])('expm1(%s) is %s', (x, expected) => expect(expm1(x)).toBe(expected));
  it.each([
    [0, 1],
    [800, Infinity],
    [-800, 0],
  ])('exp(%s) is %s', (x, expected) => expect(exp(x)).toBe(expected));
});

describe('pow', () => {
  it.each([
    [1.01, 120],
    [1.12, 10],
    [1.085 / 1, 1 / 12],
    [1.1, 1 / 12],
    [0.5, 3],
    [7, 0.5],
    [1.0000001, 360],
  ])('pow(%s, %s) matches Math', (base, exponent) => close(pow(base, exponent), base ** exponent, 64));
  it.each([
    [5, 0, 1],
    [0, 2, 0],
    [0, -1, Infinity],
  ])('pow(%s, %s) is %s', (base, exponent, expected) => expect(pow(base, exponent)).toBe(expected));
});

describe('powers of ten', () => {
  it.each([
    [0, 1],
    [1, 10],
    [5, 100000],
    [-1, 0.1],
    [-2, 0.01],
    [-7, 1e-7],
  ])('powerOfTen(%s) is %s exactly', (n, expected) => expect(powerOfTen(n)).toBe(expected));
  it.each([
    [1, 0],
    [9.999, 0],
    [10, 1],
    [999, 2],
    [1000, 3],
    [0.1, -1],
    [0.099, -2],
    [25_00_000, 6],
  ])('decimalExponent(%s) is %s', (x, expected) => expect(decimalExponent(x)).toBe(expected));
});
