// @vitest-environment node
// Build-time code runs in Node, so its tests do too.
import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_COUNT, readCommonPasswords } from './common-passwords';

describe('the common-password list', () => {
  const list = readCommonPasswords();

  it(`has the ${COMMON_PASSWORD_COUNT.toLocaleString('en-IN')} most used, lower case, each once`, () => {
    expect(list).toHaveLength(COMMON_PASSWORD_COUNT);
    expect(new Set(list).size).toBe(list.length);
    expect(list.every((password) => password === password.toLowerCase())).toBe(true);
  });

  it('starts with the passwords everyone knows', () => {
    expect(list.slice(0, 4)).toEqual(['123456', 'password', '12345678', 'qwerty']);
    expect(list).toContain('iloveyou');
  });
});
