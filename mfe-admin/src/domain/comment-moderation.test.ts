import { describe, expect, it } from 'vitest';
import { moderationMoves } from './comment-moderation';

describe('moderationMoves', () => {
  it.each([
    ['pending', false, ['approved', 'rejected', 'spam']],
    ['approved', false, ['rejected', 'spam']],
    ['rejected', false, []],
    ['spam', false, []],
    ['pending', true, []],
    ['approved', true, []],
  ] as const)('a %s comment (own: %s) can go to %j', (status, own, expected) => {
    expect(moderationMoves(status, own).map((move) => move.to)).toEqual(expected);
  });
});
