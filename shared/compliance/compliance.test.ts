import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  ACCESSIBILITY_AUDITS,
  AGREEMENT_TEMPLATE,
  auditProblems,
  cite,
  complianceProblems,
  complianceRefusal,
  isIsoDate,
  isValidatedUpiId,
  longDate,
  PAYMENTS,
  paymentProblems,
  payingClauses,
  source,
  SOURCE_IDS,
  sourceLines,
  sourceProblems,
  SOURCES,
  upiPayUri,
  type AccessibilityAudits,
  type Payments,
} from '.';

describe('validated UPI IDs (name.ia@valid<bank>)', () => {
  it.each<[string, boolean]>([
    ['meridianwealth.ia@validhdfc', true],
    ['meridian.wealth.ia@validicici', true],
    ['m-w_2.ia@validsbi', true],
    ['meridianwealth@validhdfc', false], // no .ia
    ['meridianwealth.brk@validhdfc', false], // a broker's suffix
    ['meridianwealth.ia@hdfc', false], // not @valid
    ['meridianwealth.ia@okhdfcbank', false],
    ['meridianwealth.ia@valid', false], // no bank
    ['Meridianwealth.ia@validhdfc', false], // UPI IDs are written in small letters
    ['meridianwealth.ia@validhdfc ', false],
    ['.ia@validhdfc', false],
    ['', false],
  ])('%j → %s', (value, valid) => {
    expect(isValidatedUpiId(value)).toBe(valid);
  });

  it.each(PAYMENTS.upi.map((item) => [item.id.value] as const))(
    'the configured ID %s is in the validated form',
    (id) => {
      expect(isValidatedUpiId(id)).toBe(true);
    },
  );

  it('the configured payment details are well formed', () => {
    expect(paymentProblems(PAYMENTS)).toEqual([]);
  });

  it('a QR code carries the ID and the payee, escaped', () => {
    expect(upiPayUri('meridianwealth.ia@validhdfc', 'Meridian & Co')).toBe(
      'upi://pay?pa=meridianwealth.ia%40validhdfc&pn=Meridian%20%26%20Co&cu=INR',
    );
  });

  const broken = (change: (payments: Payments) => Payments) => paymentProblems(change(PAYMENTS));
  it.each<[string, (payments: Payments) => Payments, string]>([
    [
      'an ID without .ia',
      (p) => ({ ...p, upi: [{ id: { value: 'meridian@validhdfc' }, bank: 'HDFC Bank' }] }),
      'payments.upi[0].id: "meridian@validhdfc" is not a validated UPI ID (name.ia@valid<bank>)',
    ],
    ['no ID at all', (p) => ({ ...p, upi: [] }), 'payments.upi: no UPI ID (list at least one, or stop offering UPI)'],
    [
      'an IFSC in small letters',
      (p) => ({ ...p, bankAccount: { ...p.bankAccount, ifsc: { value: 'hdfc0001234' } } }),
      'payments.bankAccount.ifsc: "hdfc0001234" is not an IFSC (e.g. HDFC0001234)',
    ],
    [
      'an account number with spaces',
      (p) => ({ ...p, bankAccount: { ...p.bankAccount, accountNumber: { value: '5010 0000 1234' } } }),
      'payments.bankAccount.accountNumber: "5010 0000 1234" is not 9 to 18 digits',
    ],
    [
      'SEBI Check over http',
      (p) => ({ ...p, sebiCheck: { ...p.sebiCheck, href: 'http://example.org' } }),
      'payments.sebiCheck.href: "http://example.org" is not an https address',
    ],
  ])('%s fails, naming the field', (_what, change, message) => {
    expect(broken(change)).toEqual([message]);
  });
});

describe('the accessibility audits’ dates', () => {
  it('are well formed', () => {
    expect(auditProblems(ACCESSIBILITY_AUDITS)).toEqual([]);
  });

  it.each<[string, boolean]>([
    ['2027-04-30', true],
    ['2027-02-29', false],
    ['30-04-2027', false],
    ['2027-4-30', false],
    ['', false],
  ])('%j is a date: %s', (value, date) => {
    expect(isIsoDate(value)).toBe(date);
  });

  const audits = (change: Partial<AccessibilityAudits>): AccessibilityAudits => ({
    ...ACCESSIBILITY_AUDITS,
    ...change,
  });
  it.each<[string, AccessibilityAudits, string[]]>([
    [
      'a date written the Indian way',
      audits({ nextAuditDue: { value: '30-04-2027' } }),
      ['audits.nextAuditDue: "30-04-2027" is not a date (YYYY-MM-DD)'],
    ],
    [
      'the next audit before the last',
      audits({ nextAuditDue: { value: '2026-01-01' } }),
      ['audits.nextAuditDue: 2026-01-01 is not after the last audit'],
    ],
    [
      'a report before its audit',
      audits({ remediationReport: { date: { value: '2026-01-01' } } }),
      ['audits.remediationReport.date: 2026-01-01 is before the audit it answers'],
    ],
  ])('%s fails, naming the field', (_what, value, expected) => {
    expect(auditProblems(value)).toEqual(expected);
  });
});

describe('the sources', () => {
  it('are well formed', () => {
    expect(sourceProblems(SOURCES)).toEqual([]);
  });

  it('the IA Master Circular of 27 June 2025 is superseded by that of 6 February 2026', () => {
    expect(SOURCES['ia-master-circular-2025'].supersededBy).toBe('ia-master-circular-2026');
    expect(() => source('ia-master-circular-2025')).toThrow(/superseded by ia-master-circular-2026/);
    expect(cite('ia-master-circular-2026')).toBe('SEBI Master Circular for Investment Advisers of 6 February 2026');
  });

  it('cites a circular with its number once confirmed', () => {
    expect(cite('fees-advance-2025-04')).toBe('SEBI circular SEBI/HO/MIRSD/MIRSD-PoD/P/CIR/2025/48 of 2 April 2025');
    expect(cite('odr-2023')).toBe('SEBI circular of 31 July 2023');
  });

  it('lists a source line for each id asked, and refuses a superseded one', () => {
    const ids = SOURCE_IDS.filter((id) => !SOURCES[id].supersededBy);
    expect(sourceLines(ids).map((line) => line.id)).toEqual(ids);
    expect(() => sourceLines(['ia-master-circular-2025'])).toThrow();
  });

  it.each<[string, string]>([
    ['2025-04-02', '2 April 2025'],
    ['2026-02-06', '6 February 2026'],
  ])('%s is written %s', (iso, shown) => {
    expect(longDate(iso)).toBe(shown);
  });

  it('a superseding instrument must exist and be later', () => {
    const old = { ...SOURCES['odr-2023'], supersededBy: 'odr-2023' as const };
    expect(sourceProblems({ 'odr-2023': old })).toEqual([
      'sources.odr-2023.supersededBy: "odr-2023" is not later than 2023-07-31',
    ]);
    const bad = { ...SOURCES['odr-2023'], date: '2023-02-30' };
    expect(sourceProblems({ 'odr-2023': bad })).toEqual([
      'sources.odr-2023.date: "2023-02-30" is not a day of the calendar',
    ]);
  });
});

describe('the build’s refusal', () => {
  it('lets the demo build through with placeholders, and refuses them in production, naming each', () => {
    expect(complianceProblems()).toEqual([]);
    expect(complianceRefusal('demo-meridian')).toBeUndefined();
    const refusal = complianceRefusal('meridian-prod') ?? '';
    expect(refusal).toContain('payments.upi[0].id: meridianwealth.ia@validhdfc');
    expect(refusal).toContain('audits.lastAudit.date: 2026-04-28');
    expect(complianceRefusal('meridian-prod', [], [])).toBeUndefined();
  });

  it('fails every build on a malformed value, naming the field', () => {
    const problem = 'payments.upi[0].id: "x@y" is not a validated UPI ID (name.ia@valid<bank>)';
    expect(complianceRefusal('demo-meridian', [problem], [])).toContain(problem);
    expect(complianceRefusal(undefined, [problem], [])).toContain(problem);
  });
});

describe('the agreement’s payment words', () => {
  // payingClauses() is written from payments.ts: a new UPI ID or account changes the text of every
  // agreement offered after it, so the template's version must change with it. This pins the two
  // together: when it fails, bump AGREEMENT_TEMPLATE.version (and the rules' copy) and the digest.
  it('change only with the template’s version', () => {
    const digest = createHash('sha256').update(payingClauses().join('\n')).digest('hex');
    expect({ version: AGREEMENT_TEMPLATE.version, digest }).toEqual({
      version: '2026-11-29.2',
      digest: 'c5c09d2c0c157ddc35a87b6fd51359a26dd112fe3b015d43912effd95019e699',
    });
  });
});
