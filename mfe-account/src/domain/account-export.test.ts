import { describe, expect, it } from 'vitest';
import { buildAccountExport, exportFileName, toPlainJson } from './account-export';

const at = (millis: number) => ({ toMillis: () => millis });

describe('toPlainJson', () => {
  it('writes timestamps as ISO dates, at any depth, and keeps everything else', () => {
    expect(
      toPlainJson({ a: at(0), list: [{ b: at(86_400_000) }], n: 1, s: 'x', t: true, nothing: null, map: { c: 2 } }),
    ).toEqual({
      a: '1970-01-01T00:00:00.000Z',
      list: [{ b: '1970-01-02T00:00:00.000Z' }],
      n: 1,
      s: 'x',
      t: true,
      nothing: null,
      map: { c: 2 },
    });
  });
});

describe('buildAccountExport', () => {
  it('holds every part of the account, dated', () => {
    const exportedAt = new Date(Date.UTC(2026, 10, 23, 10, 0, 0));
    const result = buildAccountExport(
      {
        profile: { uid: 'u1', createdAt: at(0) },
        preferences: { emailNotifications: true, defaultCalculator: 'sip' },
        activities: [{ type: 'login', timestamp: at(1000) }],
        calculations: [{ calculator: 'sip' }],
        consents: [{ noticeVersion: '2026-11' }],
        complaints: [{ ticket: 'MWA-2026-000001' }],
        grievances: [{ status: 'open', receivedAt: at(0) }],
        nominee: { name: 'Meera Rao', updatedAt: at(0) },
        comments: [{ id: 'c1', postId: 'p1', text: 'Useful, thanks.', status: 'pending', createdAt: at(0) }],
        mail: [{ id: 'm1', to: 'uma@example.in', delivery: { state: 'sent', sentAt: at(2000) } }],
        declaration: { pan: 'ABCPE1234F', choice: 'advisory', at: at(3000) },
        riskProfiles: [{ id: 'v1', answers: { age: '3' }, createdAt: at(4000), acceptedAt: null }],
        suitability: [{ id: 's1', profileVersion: 'v1', at: at(5000) }],
        agreement: { state: 'signed', signed: { hash: 'abc', at: at(6000) } },
      },
      exportedAt,
      'Meridian Wealth Advisors',
    );
    expect(result).toEqual({
      about: 'Everything Meridian Wealth Advisors keeps about your account, as of 2026-11-23T10:00:00.000Z.',
      exportedAt: '2026-11-23T10:00:00.000Z',
      profile: { uid: 'u1', createdAt: '1970-01-01T00:00:00.000Z' },
      preferences: { emailNotifications: true, defaultCalculator: 'sip' },
      activities: [{ type: 'login', timestamp: '1970-01-01T00:00:01.000Z' }],
      savedCalculations: [{ calculator: 'sip' }],
      consents: [{ noticeVersion: '2026-11' }],
      complaints: [{ ticket: 'MWA-2026-000001' }],
      dataProtectionGrievances: [{ status: 'open', receivedAt: '1970-01-01T00:00:00.000Z' }],
      nominee: { name: 'Meera Rao', updatedAt: '1970-01-01T00:00:00.000Z' },
      blogComments: [
        { id: 'c1', postId: 'p1', text: 'Useful, thanks.', status: 'pending', createdAt: '1970-01-01T00:00:00.000Z' },
      ],
      emailsSent: [{ id: 'm1', to: 'uma@example.in', delivery: { state: 'sent', sentAt: '1970-01-01T00:00:02.000Z' } }],
      advisoryDeclaration: { pan: 'ABCPE1234F', choice: 'advisory', at: '1970-01-01T00:00:03.000Z' },
      riskProfiles: [{ id: 'v1', answers: { age: '3' }, createdAt: '1970-01-01T00:00:04.000Z', acceptedAt: null }],
      suitability: [{ id: 's1', profileVersion: 'v1', at: '1970-01-01T00:00:05.000Z' }],
      advisoryAgreement: { state: 'signed', signed: { hash: 'abc', at: '1970-01-01T00:00:06.000Z' } },
    });
    expect(exportFileName(exportedAt)).toBe('meridian-account-data-2026-11-23.json');
  });
});
