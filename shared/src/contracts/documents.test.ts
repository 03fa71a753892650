import { describe, expect, it } from 'vitest';
import {
  inviteExpired,
  readStoredInvite,
  readStoredProfile,
  readStoredRateSettings,
  readStoredSchemeRate,
  type StoredInvite,
  type StoredProfile,
  type StoredSchemeRate,
} from './documents';

const at = (millis: number) => ({ toMillis: () => millis });

describe('readStoredProfile: users/{uid} as read', () => {
  const stored = {
    uid: 'u1',
    email: 'asha@example.com',
    displayName: 'Asha',
    photoURL: null,
    role: 'reviewer',
    dateOfBirth: '1990-05-01',
    createdAt: at(1_700_000_000_000),
    lastLoginAt: at(1_764_000_000_000),
    signInMethods: ['password', 'google.com'],
    status: 'active',
  };
  const read: StoredProfile = {
    email: 'asha@example.com',
    displayName: 'Asha',
    photoURL: '',
    role: 'reviewer',
    dateOfBirth: '1990-05-01',
    createdAt: 1_700_000_000_000,
    lastLoginAt: 1_764_000_000_000,
    signInMethods: ['password', 'google.com'],
    sessionsValidAfter: null,
    status: 'active',
    auditId: '',
  };
  it.each<[string, unknown, StoredProfile | null]>([
    ['a profile', stored, read],
    ['no role', { ...stored, role: undefined }, { ...read, role: 'user' }],
    ['an unknown role', { ...stored, role: 'owner' }, { ...read, role: 'user' }],
    [
      'a disabled account',
      { ...stored, status: 'disabled', auditId: 'a1' },
      { ...read, status: 'disabled', auditId: 'a1' },
    ],
    ['an unknown status', { ...stored, status: 'paused' }, { ...read, status: 'active' }],
    ['sessions ended', { ...stored, sessionsValidAfter: at(5) }, { ...read, sessionsValidAfter: 5 }],
    [
      'no name, no email (an account being made)',
      { ...stored, displayName: null, email: null },
      { ...read, displayName: '', email: '' },
    ],
    [
      'sign-in methods not all text',
      { ...stored, signInMethods: ['password', 7] },
      { ...read, signInMethods: ['password'] },
    ],
    ['a creation time that is text', { ...stored, createdAt: '2026-11-24' }, { ...read, createdAt: null }],
    ['no document', undefined, null],
    ['an array', [stored], null],
  ])('%s', (_, data, expected) => {
    expect(readStoredProfile(data)).toEqual(expected);
  });
});

describe('readStoredInvite: invites/{email} as read', () => {
  const stored = {
    email: 'ravi@example.com',
    role: 'editor',
    status: 'pending',
    invitedBy: 'u1',
    createdAt: at(1_764_000_000_000),
    expiresAt: at(1_765_209_600_000),
    auditId: 'a1',
  };
  const read: StoredInvite = {
    email: 'ravi@example.com',
    role: 'editor',
    status: 'pending',
    invitedBy: 'u1',
    createdAt: 1_764_000_000_000,
    expiresAt: 1_765_209_600_000,
    auditId: 'a1',
  };
  it.each<[string, unknown, StoredInvite | null]>([
    ['a pending invite', stored, read],
    ['a revoked one', { ...stored, status: 'revoked' }, { ...read, status: 'revoked' }],
    ['an unknown status', { ...stored, status: 'sent' }, { ...read, status: null }],
    ['a role that is no role (kept as stored)', { ...stored, role: 'owner' }, { ...read, role: 'owner' }],
    ['one made before invitations expired', { ...stored, expiresAt: undefined }, { ...read, expiresAt: null }],
    ['no document', null, null],
  ])('%s', (_, data, expected) => {
    expect(readStoredInvite(data)).toEqual(expected);
  });

  it('is expired once its expiresAt has come, or when it has none', () => {
    expect(inviteExpired(read, new Date(1_765_209_599_999))).toBe(false);
    expect(inviteExpired(read, new Date(1_765_209_600_000))).toBe(true);
    expect(inviteExpired({ expiresAt: null }, new Date(0))).toBe(true);
  });
});

describe('readStoredSchemeRate: one scheme of settings/rates as read', () => {
  it.each<[string, unknown, StoredSchemeRate]>([
    ['a rate and its period', { ratePct: 7.1, asOf: 'Q3 FY 2026-27' }, { ratePct: 7.1, asOf: 'Q3 FY 2026-27' }],
    ['the lowest', { ratePct: 0, asOf: 'FY 2025-26' }, { ratePct: 0, asOf: 'FY 2025-26' }],
    ['the highest', { ratePct: 20, asOf: '' }, { ratePct: 20, asOf: '' }],
    ['beyond the highest (written by hand)', { ratePct: 20.01, asOf: 'x' }, { ratePct: null, asOf: 'x' }],
    ['below the lowest', { ratePct: -1 }, { ratePct: null, asOf: '' }],
    ['NaN', { ratePct: Number.NaN }, { ratePct: null, asOf: '' }],
    ['a rate as text', { ratePct: '7.1', asOf: 3 }, { ratePct: null, asOf: '' }],
    ['no entry', undefined, { ratePct: null, asOf: '' }],
  ])('%s', (_, entry, expected) => {
    expect(readStoredSchemeRate(entry)).toEqual(expected);
  });
});

describe('readStoredRateSettings: settings/rates as read', () => {
  it('reads every scheme, stored or not, and when it was saved', () => {
    const read = readStoredRateSettings({
      rates: { ppf: { ratePct: 7.1, asOf: 'Q3' } },
      updatedAt: at(9),
      auditId: 'a',
    });
    expect(read.rates.ppf).toEqual({ ratePct: 7.1, asOf: 'Q3' });
    expect(read.rates.sb).toEqual({ ratePct: null, asOf: '' });
    expect(Object.keys(read.rates)).toEqual(['ppf', 'epf', 'ssy', 'nsc', 'scss', 'kvp', 'sb']);
    expect([read.updatedAt, read.auditId]).toEqual([9, 'a']);
  });

  it.each<[string, unknown]>([
    ['rates that are not a map', { rates: [1, 2] }],
    ['no rates', {}],
  ])('reads %s as no rate for any scheme', (_, data) => {
    const read = readStoredRateSettings(data);
    expect(Object.values(read?.rates ?? {}).every((entry) => entry.ratePct === null)).toBe(true);
    expect(read?.updatedAt).toBeNull();
  });

  it('is null for no document', () => {
    expect(readStoredRateSettings(null)).toBeNull();
  });
});
