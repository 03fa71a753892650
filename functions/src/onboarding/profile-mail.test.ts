import { describe, expect, it } from 'vitest';
import { RISK_QUESTIONNAIRE } from '@meridian/shared/onboarding';
import { aboutPath } from '../mail/delivery';
import { isAcceptance, profileAcceptedMail, profileMailId } from './profile-mail';

const ANSWERS = Object.fromEntries(RISK_QUESTIONNAIRE.questions.map((question) => [question.id, '3']));
const ACCEPTED = Date.UTC(2026, 10, 29, 6, 0);
const version = {
  id: 'v1',
  data: { questionnaireVersion: RISK_QUESTIONNAIRE.version, answers: ANSWERS },
  createdAt: ACCEPTED - 60_000,
  acceptedAt: ACCEPTED,
};
const account = { uid: 'u1', email: 'asha@example.com', emailVerified: true, name: 'Asha' };

describe('the accepted risk profile’s email', () => {
  it('goes when acceptedAt is first set, and only then', () => {
    expect(isAcceptance({ acceptedAt: null }, { acceptedAt: 1 })).toBe(true);
    expect(isAcceptance({ acceptedAt: 1 }, { acceptedAt: 1 })).toBe(false);
    expect(isAcceptance({ acceptedAt: null }, { acceptedAt: null })).toBe(false);
  });

  it('carries the profile in words, its version, and the review a year on, to the registered address', () => {
    const mail = profileAcceptedMail(account, version);
    expect(mail).toMatchObject({
      to: 'asha@example.com',
      uid: 'u1',
      about: { collection: 'riskProfiles', id: 'u1/v1' },
      template: {
        name: 'risk-profile-accepted',
        data: {
          acceptedOn: '29 November 2026',
          reviewBy: '29 November 2027',
          questionnaireVersion: RISK_QUESTIONNAIRE.version,
        },
      },
    });
    expect(mail?.template.data.explanation).toMatch(/^Your risk profile is /);
    expect(profileMailId('u1', 'v1')).toBe('risk-profile-u1-v1');
  });

  it('is not sent to an address never verified, nor for answers that make no profile', () => {
    expect(profileAcceptedMail({ ...account, emailVerified: false }, version)).toBeNull();
    expect(profileAcceptedMail({ ...account, email: undefined }, version)).toBeNull();
    expect(profileAcceptedMail(account, { ...version, data: { ...version.data, answers: {} } })).toBeNull();
  });

  it('is checked, as it is sent, against the account’s own email', () => {
    expect(aboutPath({ collection: 'riskProfiles', id: 'u1/v1' }, 'u1')).toBe('users/u1');
    expect(aboutPath({ collection: 'agreements', id: 'u1' }, 'u1')).toBe('users/u1');
    expect(aboutPath({ collection: 'agreements', id: 'u1' }, null)).toBeNull();
    expect(aboutPath({ collection: 'bookings', id: 'b1' }, null)).toBe('bookings/b1');
  });
});
