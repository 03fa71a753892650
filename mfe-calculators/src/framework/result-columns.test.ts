import { describe, expect, it } from 'vitest';
import { resultColumns } from './result-columns';

describe('resultColumns', () => {
  it.each([
    [0, 1],
    [1, 1],
    [2, 2],
    [3, 3],
    [4, 2],
    [5, 3],
    [6, 3],
    [7, 4],
    [8, 3],
    [9, 3],
    [10, 4],
  ])('%i cards → %i columns', (count, columns) => {
    expect(resultColumns(count)).toBe(columns);
  });

  it('never leaves one card alone on the last row (2 to 12 cards)', () => {
    for (let count = 2; count <= 12; count += 1) {
      const columns = resultColumns(count);
      expect(count % columns, `${count} cards in ${columns} columns`).not.toBe(1);
      expect(columns).toBeLessThanOrEqual(4);
    }
  });
});
