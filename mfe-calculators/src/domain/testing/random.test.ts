import { describe, expect, it } from 'vitest';
import { createRandom, mulberry32 } from './random';

describe('seeded random', () => {
  it('is deterministic per seed and in [0, 1)', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const values = Array.from({ length: 1000 }, () => a());
    expect(values).toEqual(Array.from({ length: 1000 }, () => b()));
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
    expect(new Set(values).size).toBeGreaterThan(990);
    expect(mulberry32(1)()).not.toBe(mulberry32(2)());
  });

  it('int covers both ends and stays in range', () => {
    const rnd = createRandom(5);
    const seen = new Set(Array.from({ length: 2000 }, () => rnd.int(1, 6)));
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
