import { describe, expect, it } from 'vitest';
import { nearestPoint, pointAfterKey } from './chart-points';

describe('nearestPoint', () => {
  it.each([
    [0, 11, 0],
    [0.04, 11, 0],
    [0.06, 11, 1],
    [0.49, 11, 5],
    [1, 11, 10],
    [-0.3, 11, 0],
    [1.7, 11, 10],
    [0.5, 1, 0],
    [0.5, 0, 0],
    [Number.NaN, 11, 0],
  ])('at %d of the width, of %d points: point %d', (fraction, count, index) => {
    expect(nearestPoint(fraction, count)).toBe(index);
  });
});

describe('pointAfterKey', () => {
  it.each([
    ['ArrowRight', 3, 10, 4],
    ['ArrowUp', 3, 10, 4],
    ['ArrowLeft', 3, 10, 2],
    ['ArrowDown', 3, 10, 2],
    ['ArrowRight', 9, 10, 9],
    ['ArrowLeft', 0, 10, 0],
    ['Home', 7, 10, 0],
    ['End', 2, 10, 9],
    ['Enter', 3, 10, null],
    ['a', 3, 10, null],
  ])('%s from point %d of %d: %s', (key, from, count, next) => {
    expect(pointAfterKey(key, from, count)).toBe(next);
  });
});
