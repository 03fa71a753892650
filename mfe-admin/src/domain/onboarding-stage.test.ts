import { describe, expect, it } from 'vitest';
import type { BookingStatus } from '@meridian/shared/booking';
import {
  prospectsFrom,
  prospectStage,
  stageOf,
  type CallFact,
  type OnboardingStage,
  type StageFacts,
} from './onboarding-stage';

const none: StageFacts = { acceptedProfile: null, suitabilityOn: null, agreement: null };

describe('stageOf: where a client stands, from their records', () => {
  it.each<[string, StageFacts, OnboardingStage]>([
    ['declared only', none, 'declared'],
    ['answered but not accepted', none, 'declared'],
    ['a profile accepted', { ...none, acceptedProfile: 'v1' }, 'profile-accepted'],
    ['suitability on that profile', { ...none, acceptedProfile: 'v1', suitabilityOn: 'v1' }, 'suitability-recorded'],
    ['suitability on an earlier profile', { ...none, acceptedProfile: 'v2', suitabilityOn: 'v1' }, 'profile-accepted'],
    [
      'an offer on that profile',
      { acceptedProfile: 'v1', suitabilityOn: 'v1', agreement: { state: 'offered', riskProfileId: 'v1' } },
      'agreement-offered',
    ],
    [
      'an offer on an earlier profile, suitability recorded again',
      { acceptedProfile: 'v2', suitabilityOn: 'v2', agreement: { state: 'offered', riskProfileId: 'v1' } },
      'suitability-recorded',
    ],
    [
      'a signed agreement',
      { acceptedProfile: 'v1', suitabilityOn: 'v1', agreement: { state: 'signed', riskProfileId: 'v1' } },
      'agreement-signed',
    ],
    [
      'a signed agreement, a newer profile accepted since',
      { acceptedProfile: 'v2', suitabilityOn: 'v1', agreement: { state: 'signed', riskProfileId: 'v1' } },
      'agreement-signed',
    ],
    [
      'an ended agreement',
      { acceptedProfile: 'v1', suitabilityOn: 'v1', agreement: { state: 'ended', riskProfileId: 'v1' } },
      'agreement-ended',
    ],
  ])('%s', (_label, facts, stage) => {
    expect(stageOf(facts)).toBe(stage);
  });
});

describe('prospectStage: a first call, by the email it was booked with', () => {
  it.each<[string, BookingStatus[], 'booked' | 'met' | null]>([
    ['one call booked', ['booked'], 'booked'],
    ['one held', ['held'], 'met'],
    ['one missed, one held', ['missed', 'held'], 'met'],
    ['one missed: to book again', ['missed'], 'booked'],
    ['one cancelled, one booked', ['cancelled', 'booked'], 'booked'],
    ['every call cancelled', ['cancelled', 'cancelled'], null],
    ['none', [], null],
  ])('%s', (_label, calls, stage) => {
    expect(prospectStage(calls)).toBe(stage);
  });
});

describe('prospectsFrom: the pipeline’s prospects among the newest calls', () => {
  const call = (email: string, start: number, status: CallFact['status'], name = 'Kavya Nair'): CallFact => ({
    name,
    email,
    start,
    status,
  });

  it('gives one row per email whatever its case, named and dated by the latest call, staged by all', () => {
    expect(
      prospectsFrom(
        [
          call('Kavya.Nair@Example.in', 3, 'booked', 'Kavya N.'),
          call('kavya.nair@example.in', 2, 'held'),
          call('rohan@example.in', 1, 'booked', 'Rohan Das'),
        ],
        [],
      ),
    ).toEqual([
      { name: 'Kavya N.', email: 'Kavya.Nair@Example.in', since: 3, stage: 'met' },
      { name: 'Rohan Das', email: 'rohan@example.in', since: 1, stage: 'booked' },
    ]);
  });

  it('leaves out a client who has declared (whatever the case) and one whose calls were all cancelled', () => {
    expect(
      prospectsFrom(
        [call('Asha@Example.in', 3, 'held', 'Asha'), call('gone@example.in', 2, 'cancelled'), call(' ', 1, 'booked')],
        ['asha@example.in'],
      ),
    ).toEqual([]);
  });
});
