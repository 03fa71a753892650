import { describe, expect, it } from 'vitest';
import { AGREEMENT_TEMPLATE, compliancePlaceholders, PAYMENTS } from '../compliance';
import {
  agreementText,
  feeWords,
  readAgreementTerms,
  renderAgreement,
  termsProblems,
  type AgreementParties,
  type AgreementTerms,
} from './agreement';
import { SAMPLE_TERMS } from '../testing/agreement-cases';
import { DECLARATION_TEXT } from './declaration';

const terms = SAMPLE_TERMS;

const parties: AgreementParties = {
  clientName: 'Asha Verma',
  clientEmail: 'asha@example.com',
  pan: '••••••234F',
  declaredOn: '29 November 2026',
  riskProfile: { id: 'v1', category: 'Balanced', acceptedOn: '29 November 2026' },
  suitability: { id: 's1', service: 'Financial planning and investment advice', recordedOn: '29 November 2026' },
};

describe('the terms staff offer, against SEBI’s fee rules', () => {
  it.each<[string, Partial<AgreementTerms>, Record<string, string>]>([
    ['a fixed fee within the cap', {}, {}],
    ['the cap itself', { feeAmount: 151_000 }, {}],
    [
      'a rupee above the cap',
      { feeAmount: 151_001 },
      { feeAmount: 'SEBI caps a fixed fee at ₹1,51,000 a year per family.' },
    ],
    ['no fee', { feeAmount: 0 }, { feeAmount: 'Enter the fee: more than nothing.' }],
    ['paise in a fixed fee', { feeAmount: 60_000.5 }, { feeAmount: 'Enter the fixed fee in whole rupees.' }],
    ['a year in advance, agreed', { quartersBilled: 4 }, {}],
    ['five quarters', { quartersBilled: 5 }, { quartersBilled: 'Bill one to four quarters at a time.' }],
    [
      'in advance without agreement',
      { quartersBilled: 2, advanceAgreed: false },
      { quartersBilled: 'Billing in advance needs the client’s agreement.' },
    ],
    ['2.5 % of assets', { feeKind: 'assets', feeAmount: 2.5, assetsUnderAdvice: 50_00_000 }, {}],
    [
      '2.6 % of assets',
      { feeKind: 'assets', feeAmount: 2.6, assetsUnderAdvice: 50_00_000 },
      { feeAmount: 'SEBI caps a fee on assets at 2.5 % a year of the assets under advice.' },
    ],
    [
      'a percentage of no assets',
      { feeKind: 'assets', feeAmount: 1, assetsUnderAdvice: 0 },
      { assetsUnderAdvice: 'Enter the assets under advice, in rupees: the fee is a percentage of them.' },
    ],
  ])('%s', (_name, change, expected) => {
    expect(termsProblems({ ...terms, ...change })).toEqual(expected);
  });
});

describe('the agreement as rendered', () => {
  it('states the fee in rupees, how it is billed and GST', () => {
    expect(feeWords(terms)).toBe(
      'The client pays a fixed fee of ₹60,000 a year for the client’s family, billed each quarter at its start, in advance, as the client agrees, plus GST at the rate in force.',
    );
    expect(
      feeWords({ ...terms, feeKind: 'assets', feeAmount: 1, assetsUnderAdvice: 75_00_000, quartersBilled: 2 }),
    ).toBe(
      'The client pays 1 % a year of the assets under advice (₹75,00,000 when this agreement is signed, so ₹75,000 a year), billed 2 quarters at a time, in advance, as the client agrees, plus GST at the rate in force.',
    );
  });

  it('holds every MITC clause, the declarations and the records it rests on', () => {
    const text = agreementText(renderAgreement(parties, terms));
    for (const clause of AGREEMENT_TEMPLATE.mitc.clauses) expect(text).toContain(clause);
    for (const line of [...AGREEMENT_TEMPLATE.consent, ...AGREEMENT_TEMPLATE.firmDeclarations])
      expect(text).toContain(line);
    expect(text).toContain(DECLARATION_TEXT);
    expect(text).toContain('version v1');
    expect(text).toContain('record s1');
    expect(text.startsWith(`Investment advisory agreement (template ${AGREEMENT_TEMPLATE.version})`)).toBe(true);
  });

  it('says where to pay, never in cash, and to check the account with SEBI Check, right after the fee', () => {
    const sections = renderAgreement(parties, terms).sections.map((section) => section.heading);
    expect(sections.indexOf('Paying the Investment Adviser')).toBe(sections.indexOf('The fee') + 1);
    const text = agreementText(renderAgreement(parties, terms));
    for (const item of PAYMENTS.upi) expect(text).toContain(`validated UPI ID ${item.id.value} (${item.bank})`);
    expect(text).toContain(`IFSC ${PAYMENTS.bankAccount.ifsc.value}`);
    expect(text).toContain('Never in cash');
    expect(text).toContain(`SEBI Check (${PAYMENTS.sebiCheck.href})`);
  });

  it('is a different text when any term or party changes, the same when nothing does', () => {
    const base = agreementText(renderAgreement(parties, terms));
    expect(agreementText(renderAgreement({ ...parties }, { ...terms }))).toBe(base);
    expect(agreementText(renderAgreement(parties, { ...terms, feeAmount: 60_001 }))).not.toBe(base);
    expect(agreementText(renderAgreement({ ...parties, clientName: 'Asha V' }, terms))).not.toBe(base);
    expect(
      agreementText(renderAgreement({ ...parties, riskProfile: { ...parties.riskProfile, id: 'v2' } }, terms)),
    ).not.toBe(base);
  });

  it('makes a production build refuse the MITC until its words are the circular’s own', () => {
    expect(compliancePlaceholders().map((found) => found.path)).toContain('agreement.mitc');
  });
});

describe('stored terms as read', () => {
  it('keeps terms of the shape, and reads anything else as nothing', () => {
    expect(readAgreementTerms({ ...terms })).toEqual(terms);
    expect(
      readAgreementTerms({ clientKind: 'company', feeKind: 'free', feeAmount: '60000', advanceAgreed: 'yes' }),
    ).toEqual({
      clientKind: 'individual',
      feeKind: 'fixed',
      feeAmount: 0,
      assetsUnderAdvice: 0,
      quartersBilled: 0,
      advanceAgreed: false,
    });
    expect(readAgreementTerms(null).feeAmount).toBe(0);
  });
});
