import { describe, expect, it } from 'vitest';
import { QUARTER_ENDING, SAMPLE_TERMS } from '../testing/agreement-cases';
import { readAgreementTerms } from './agreement';
import {
  readStoredAgreement,
  readStoredDeclaration,
  readStoredRiskVersion,
  readStoredSuitability,
  storedAnswers,
  type StoredAgreement,
  type StoredDeclaration,
  type StoredRiskVersion,
  type StoredSuitability,
} from './records';

/** A stored time as both SDKs give it: anything with toMillis(). */
const at = (millis: number) => ({ toMillis: () => millis });

/** Terms that are not of the shape, as readAgreementTerms reads them (agreement.test.ts has its table). */
const NOTHING_OFFERED = readAgreementTerms(null);

describe('storedAnswers: a version’s answers as stored', () => {
  it.each<[string, unknown, Record<string, string>]>([
    ['every answer text', { age: '2', horizon: '4' }, { age: '2', horizon: '4' }],
    [
      'answers that are not text (left out)',
      { age: '2', horizon: 4, loss: null, fall: ['1'], range: { value: '3' }, income: true },
      { age: '2' },
    ],
    ['no answers', {}, {}],
    ['a list, not a map', ['2', '4'], {}],
    ['text', 'age=2', {}],
    ['null', null, {}],
    ['missing', undefined, {}],
  ])('%s', (_, value, expected) => {
    expect(storedAnswers(value)).toEqual(expected);
  });
});

describe('readStoredDeclaration: declarations/{uid} as read', () => {
  const stored = {
    uid: 'u1',
    pan: 'ABCPE1234F',
    choice: 'advisory',
    version: '2026-11-29',
    at: at(1_764_000_000_000),
  };
  it.each<[string, unknown, StoredDeclaration | null]>([
    ['as made', stored, { pan: 'ABCPE1234F', at: 1_764_000_000_000 }],
    ['a pending server time', { ...stored, at: null }, { pan: 'ABCPE1234F', at: null }],
    [
      'a time that is a number (not a stored time)',
      { ...stored, at: 1_764_000_000_000 },
      { pan: 'ABCPE1234F', at: null },
    ],
    ['a PAN that is not text', { ...stored, pan: 1234 }, { pan: '', at: 1_764_000_000_000 }],
    ['nothing', {}, { pan: '', at: null }],
    ['no document', undefined, null],
    ['an array', [stored], null],
  ])('%s', (_, data, expected) => {
    expect(readStoredDeclaration(data)).toEqual(expected);
  });
});

describe('readStoredRiskVersion: riskProfiles/{uid}/versions/{id} as read', () => {
  const stored = {
    questionnaireVersion: '2026-11-29',
    answers: { age: '2', horizon: '4' },
    createdAt: at(1_764_000_000_000),
    acceptedAt: at(1_764_000_600_000),
  };
  const read: StoredRiskVersion = {
    id: 'v1',
    questionnaireVersion: '2026-11-29',
    answers: { age: '2', horizon: '4' },
    createdAt: 1_764_000_000_000,
    acceptedAt: 1_764_000_600_000,
  };
  it.each<[string, unknown, StoredRiskVersion | null]>([
    ['an accepted version', stored, read],
    ['one not yet accepted', { ...stored, acceptedAt: null }, { ...read, acceptedAt: null }],
    ['a time that is text', { ...stored, createdAt: '2026-11-24' }, { ...read, createdAt: null }],
    [
      'answers that are not all text',
      { ...stored, answers: { age: '2', horizon: 4 } },
      { ...read, answers: { age: '2' } },
    ],
    ['answers that are not a map', { ...stored, answers: ['2', '4'] }, { ...read, answers: {} }],
    [
      'a questionnaire version that is not text',
      { ...stored, questionnaireVersion: 20261129 },
      { ...read, questionnaireVersion: '' },
    ],
    ['nothing', {}, { id: 'v1', questionnaireVersion: '', answers: {}, createdAt: null, acceptedAt: null }],
    ['no document', undefined, null],
    ['null', null, null],
  ])('%s', (_, data, expected) => {
    expect(readStoredRiskVersion(data, 'v1')).toEqual(expected);
  });
});

describe('readStoredSuitability: suitability/{uid}/records/{id} as read', () => {
  const stored = {
    profileVersion: 'v1',
    service: 'Financial planning and investment advice',
    reason: 'Their horizon and reserve suit a plan reviewed each year.',
    by: 'adviser1',
    at: at(1_764_001_000_000),
  };
  const read: StoredSuitability = { id: 's1', ...stored, at: 1_764_001_000_000 };
  it.each<[string, unknown, StoredSuitability | null]>([
    ['as recorded', stored, read],
    ['a pending server time', { ...stored, at: null }, { ...read, at: null }],
    ['a time that is a Date (not a stored time)', { ...stored, at: new Date(0) }, { ...read, at: null }],
    ['a service that is not text', { ...stored, service: ['advice'] }, { ...read, service: '' }],
    ['no adviser', { ...stored, by: undefined }, { ...read, by: '' }],
    ['nothing', {}, { id: 's1', profileVersion: '', service: '', reason: '', by: '', at: null }],
    ['no document', undefined, null],
    ['text', 'v1', null],
  ])('%s', (_, data, expected) => {
    expect(readStoredSuitability(data, 's1')).toEqual(expected);
  });
});

describe('readStoredAgreement: agreements/{uid} as read', () => {
  const offered = {
    state: 'offered',
    templateVersion: '2026-11-29',
    terms: { ...SAMPLE_TERMS },
    riskProfileId: 'v1',
    suitabilityId: 's1',
    preparedBy: 'adviser1',
    preparedAt: at(1_764_002_000_000),
    signed: null,
  };
  const signature = {
    hash: 'a'.repeat(64),
    method: 'email-code',
    signerUid: 'u1',
    signerEmail: 'u1@example.com',
    signerName: 'Asha',
    at: at(1_764_003_000_000),
  };
  const read: StoredAgreement = {
    state: 'offered',
    terms: SAMPLE_TERMS,
    templateVersion: '2026-11-29',
    riskProfileId: 'v1',
    suitabilityId: 's1',
    preparedAt: 1_764_002_000_000,
    signed: null,
    ended: null,
  };
  const signedRead = {
    hash: 'a'.repeat(64),
    method: 'email-code',
    signerEmail: 'u1@example.com',
    at: 1_764_003_000_000,
  };
  it.each<[string, unknown, StoredAgreement | null]>([
    ['an offer', offered, read],
    [
      'a signed agreement',
      { ...offered, state: 'signed', signed: signature },
      { ...read, state: 'signed', signed: signedRead },
    ],
    [
      'an ended one, with its refund',
      { ...offered, state: 'ended', signed: signature, ended: { ...QUARTER_ENDING, at: at(1_764_004_000_000) } },
      { ...read, state: 'ended', signed: signedRead, ended: { ...QUARTER_ENDING, at: 1_764_004_000_000 } },
    ],
    [
      'an ending on an agreement not ended (not read)',
      { ...offered, state: 'signed', signed: signature, ended: { ...QUARTER_ENDING } },
      { ...read, state: 'signed', signed: signedRead },
    ],
    ['an ended one without its ending', { ...offered, state: 'ended' }, { ...read, state: 'ended' }],
    ['a state this release does not know', { ...offered, state: 'drafted' }, read],
    [
      'a signature on an offer (read, the state says offered)',
      { ...offered, signed: signature },
      { ...read, signed: signedRead },
    ],
    [
      'a signature whose fields are mistyped',
      { ...offered, state: 'signed', signed: { hash: 64, method: null, at: 1_764_003_000_000 } },
      { ...read, state: 'signed', signed: { hash: '', method: '', signerEmail: '', at: null } },
    ],
    ['a signature that is not a map', { ...offered, signed: 'signed' }, read],
    ['a pending server time', { ...offered, preparedAt: null }, { ...read, preparedAt: null }],
    ['terms that are not a map', { ...offered, terms: 'fixed' }, { ...read, terms: NOTHING_OFFERED }],
    [
      'ids that are not text',
      { ...offered, riskProfileId: 1, suitabilityId: null, templateVersion: undefined },
      { ...read, riskProfileId: '', suitabilityId: '', templateVersion: '' },
    ],
    [
      'nothing',
      {},
      {
        state: 'offered',
        terms: NOTHING_OFFERED,
        templateVersion: '',
        riskProfileId: '',
        suitabilityId: '',
        preparedAt: null,
        signed: null,
        ended: null,
      },
    ],
    ['no document (none offered)', undefined, null],
    ['an array', [offered], null],
  ])('%s', (_, data, expected) => {
    expect(readStoredAgreement(data)).toEqual(expected);
  });
});
