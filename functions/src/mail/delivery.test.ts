import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { afterFailure, isDue, refusalOf } from './delivery';
import { MAX_ATTEMPTS, nextAttemptAt, RETRY_DELAYS_MS } from './retry';

const NOW = Date.parse('2026-11-28T10:00:00Z');
const MINUTE = 60_000;

describe('the back-off of a failed send', () => {
  it.each([
    [1, NOW + 1 * MINUTE],
    [2, NOW + 5 * MINUTE],
    [3, NOW + 30 * MINUTE],
    [4, NOW + 120 * MINUTE],
    [5, NOW + 480 * MINUTE],
    [6, null],
    [7, null],
  ])('after try %i the next is at %s', (attempts, next) => {
    expect(nextAttemptAt(attempts, NOW)).toBe(next);
  });

  it('waits longer each time, six tries in all', () => {
    expect(MAX_ATTEMPTS).toBe(6);
    RETRY_DELAYS_MS.slice(1).forEach((delay, index) => expect(delay).toBeGreaterThan(RETRY_DELAYS_MS[index] ?? 0));
  });

  it('leaves a message to retry until the last try, then failed with its error', () => {
    expect(afterFailure(1, NOW, 'Connection refused')).toEqual({
      state: 'retry',
      nextAttemptAt: NOW + MINUTE,
      lastError: 'Connection refused',
    });
    expect(afterFailure(MAX_ATTEMPTS, NOW, 'Connection refused')).toEqual({
      state: 'failed',
      nextAttemptAt: null,
      lastError: 'Connection refused',
    });
    expect(afterFailure(1, NOW, 'x'.repeat(900)).lastError).toHaveLength(500);
  });
});

describe('whether a message is due', () => {
  it.each([
    ['a queued message, at once', { state: 'pending', nextAttemptAt: Timestamp.fromMillis(NOW + MINUTE) }, true],
    ['a retry at its time', { state: 'retry', nextAttemptAt: Timestamp.fromMillis(NOW) }, true],
    ['a retry before its time', { state: 'retry', nextAttemptAt: Timestamp.fromMillis(NOW + 1) }, false],
    ['a try under way, in its lease', { state: 'sending', nextAttemptAt: Timestamp.fromMillis(NOW + MINUTE) }, false],
    ['a try whose lease ran out', { state: 'sending', nextAttemptAt: Timestamp.fromMillis(NOW - 1) }, true],
    ['a sent message', { state: 'sent' }, false],
    ['a failed message', { state: 'failed' }, false],
    ['a retry without a time', { state: 'retry' }, false],
    ['no delivery', undefined, false],
  ])('%s: %s', (_, delivery, due) => {
    expect(isDue(delivery, NOW)).toBe(due);
  });
});

describe('the address a message goes to', () => {
  it.each([
    ['the address given with the record', 'asha@example.com', 'asha@example.com', null],
    ['the same address in other capitals', 'Asha@Example.com', 'asha@example.com', null],
    [
      'another address',
      'someone@example.com',
      'asha@example.com',
      'The address is not the one given with the record the message is about.',
    ],
    [
      'a record with no address',
      'asha@example.com',
      '',
      'The address is not the one given with the record the message is about.',
    ],
    ['a record that does not exist', 'asha@example.com', undefined, 'The record the message is about does not exist.'],
    ['no address', '', 'asha@example.com', 'The message has no address.'],
  ])('%s', (_, to, recordEmail, refusal) => {
    expect(refusalOf(to, recordEmail)).toBe(refusal);
  });
});
