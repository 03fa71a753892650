import { describe, expect, it } from 'vitest';
import { emailBreakParts } from './email-breaks';

describe('emailBreakParts', () => {
  it.each<[string, string[]]>([
    ['priya.k@meridian.example', ['priya.', 'k@', 'meridian.', 'example']],
    ['admin@demo.meridian.test', ['admin@', 'demo.', 'meridian.', 'test']],
    ['e2e-users-m3x9-4242-1@example.test', ['e2e-users-m3x9-4242-1@', 'example.', 'test']],
    ['a..b@c', ['a.', '.', 'b@', 'c']],
    ['.dot@start.', ['.', 'dot@', 'start.']],
    ['nobody', ['nobody']],
    ['', []],
  ])('%s → %j', (email, parts) => {
    expect(emailBreakParts(email)).toEqual(parts);
    expect(emailBreakParts(email).join('')).toBe(email);
  });
});
