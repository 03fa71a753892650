import { describe, expect, it } from 'vitest';
import { SESSION_CONFIRMED_EVENT as DRAWING_WAITS_FOR } from '../../device-memory/kept-page';
import { SESSION_CHECKED_EVENT as START_WAITS_FOR } from '../../page-contract';
import { SESSION_CHECKED_EVENT, SESSION_CONFIRMED_EVENT } from './session-check';

describe('the session’s first check', () => {
  it('says a session is confirmed as the kept page’s drawing listens for it', () => {
    expect(SESSION_CONFIRMED_EVENT).toBe(DRAWING_WAITS_FOR);
  });

  it('says Auth has answered as the page’s start script waits for it', () => {
    expect(SESSION_CHECKED_EVENT).toBe(START_WAITS_FOR);
  });
});
