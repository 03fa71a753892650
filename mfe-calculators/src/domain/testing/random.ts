/**
 * Tiny seeded pseudo-random generator for property tests (fast-check is not installed).
 */

/**
 * mulberry32: a 32-bit seeded generator returning floats in [0, 1).
 * @example const next = mulberry32(42); next() // 0.6011037519201636
 */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Helpers over a seeded generator.
 * @example const rnd = createRandom(7); rnd.float(0, 30); rnd.int(1, 40); rnd.pick([0, 1e12])
 */
export interface Random {
  /** Float in [min, max). */
  float(min: number, max: number): number;
  /** Integer in [min, max]. */
  int(min: number, max: number): number;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** With probability `extremeShare` one of `extremes`, otherwise float(min, max). */
  floatOrExtreme(min: number, max: number, extremes: readonly number[], extremeShare?: number): number;
}

/**
 * Creates the helpers from a seed.
 * @example createRandom(1).int(1, 6) // a die roll, the same every run
 */
export function createRandom(seed: number): Random {
  const next = mulberry32(seed);
  const float = (min: number, max: number): number => min + (max - min) * next();
  const int = (min: number, max: number): number => Math.min(max, Math.floor(float(min, max + 1)));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[int(0, items.length - 1)];
    if (item === undefined) throw new Error('pick needs a non-empty list');
    return item;
  };
  return {
    float,
    int,
    pick,
    floatOrExtreme: (min, max, extremes, extremeShare = 0.2) =>
      next() < extremeShare ? pick(extremes) : float(min, max),
  };
}

/**
 * Number of random cases each property test runs.
 * @example for (let i = 0; i < PROPERTY_RUNS; i += 1) { … }
 */
export const PROPERTY_RUNS = 3000;
