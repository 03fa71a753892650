import { describe, expect, it } from 'vitest';
import { emulatorGoogleId, emulatorGoogleToken } from './emulator-google';

describe('emulatorGoogleToken', () => {
  it('carries the account as verified claims, its id stable for the email', () => {
    const token = JSON.parse(emulatorGoogleToken({ email: ' Asha@Example.in ', name: ' Asha Rao ' })) as Record<
      string,
      unknown
    >;
    expect(token).toEqual({
      sub: emulatorGoogleId('asha@example.in'),
      email: 'asha@example.in',
      email_verified: true,
      name: 'Asha Rao',
    });
    expect(emulatorGoogleId('ASHA@example.in')).toBe(emulatorGoogleId('asha@example.in'));
    expect(emulatorGoogleId('ravi@example.in')).not.toBe(emulatorGoogleId('asha@example.in'));
  });
});
