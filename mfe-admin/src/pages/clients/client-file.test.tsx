// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoUsers, renderInSite } from '@meridian/shared/testing';
import { RISK_QUESTIONNAIRE, type AgreementTerms } from '@meridian/shared/onboarding';
import type { ClientFile as File } from '../../data/onboarding';
import { ClientFile } from './client-file';

const data = vi.hoisted(() => ({
  readClientFile: vi.fn<(uid: string) => Promise<File>>(),
  recordSuitability: vi.fn<(adviser: string, uid: string, record: object) => Promise<void>>(),
  offerAgreement: vi.fn<(actor: object, uid: string, offer: object, previous: object | null) => Promise<void>>(),
}));
vi.mock('../../data/onboarding', () => data);

const AT = Date.parse('2026-11-29T06:00:00Z');
const ANSWERS = Object.fromEntries(RISK_QUESTIONNAIRE.questions.map((question) => [question.id, '2']));
const REASON = 'Saving for a home in seven years with a steady salary: planning and fund advice fit this profile.';
const TERMS: AgreementTerms = {
  clientKind: 'individual',
  feeKind: 'fixed',
  feeAmount: 60_000,
  assetsUnderAdvice: 0,
  quartersBilled: 1,
  advanceAgreed: true,
};
const accepted: File = {
  uid: 'c1',
  pan: '••••••234F',
  versions: [
    { id: 'v1', questionnaireVersion: RISK_QUESTIONNAIRE.version, answers: ANSWERS, createdAt: AT, acceptedAt: AT },
  ],
  suitability: [],
  agreement: null,
};
const suitable: File = {
  ...accepted,
  suitability: [
    {
      id: 's1',
      profileVersion: 'v1',
      service: 'Financial planning and investment advice',
      reason: REASON,
      by: 'a',
      at: AT,
    },
  ],
};

async function show(file: File, manage = true) {
  data.readClientFile.mockResolvedValue(file);
  renderInSite(
    <ClientFile uid="c1" user={demoUsers[manage ? 'admin' : 'reviewer']} manage={manage} changed={() => {}} />,
    {
      url: '/admin/clients?view=onboarding&client=c1',
      path: '/admin/*',
    },
  );
  await act(async () => {});
}

describe('a client’s onboarding file', () => {
  beforeEach(() => {
    data.recordSuitability.mockReset().mockResolvedValue();
    data.offerAgreement.mockReset().mockResolvedValue();
  });
  afterEach(cleanup);

  it('shows the accepted profile explained, and asks for suitability on it; a short reason is refused beside the field', async () => {
    await show(accepted);
    expect(document.querySelector('[data-file-profile]')).toBeTruthy();
    expect(screen.getByText(/Your risk profile is/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Why it suits the accepted profile'), { target: { value: 'Suits them.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record suitability' }));
    expect(screen.getByText(/Say why in at least 40 characters/)).toBeTruthy();
    expect(data.recordSuitability).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Why it suits the accepted profile'), { target: { value: REASON } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Record suitability' }));
    });
    expect(data.recordSuitability).toHaveBeenCalledWith(demoUsers.admin.uid, 'c1', {
      profileVersion: 'v1',
      service: 'Financial planning and investment advice',
      reason: REASON,
    });
  });

  it('offers the agreement within SEBI’s caps: a fee above them is refused beside its field, nothing written', async () => {
    await show(suitable);
    expect(screen.queryByRole('form', { name: 'Record suitability' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Fee a year (₹)'), { target: { value: '1,60,000' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /The client agrees to pay each bill/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Offer the agreement' }));
    expect(screen.getByText('SEBI caps a fixed fee at ₹1,51,000 a year per family.')).toBeTruthy();
    expect(document.activeElement?.id).toBe('offer-feeAmount');
    expect(data.offerAgreement).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Fee a year (₹)'), { target: { value: '60,000' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Offer the agreement' }));
    });
    expect(data.offerAgreement).toHaveBeenCalledWith(
      { uid: demoUsers.admin.uid, email: demoUsers.admin.email },
      'c1',
      { terms: TERMS, riskProfileId: 'v1', suitabilityId: 's1' },
      null,
    );
  });

  it('keeps what was typed when the offer is refused, and says why', async () => {
    data.offerAgreement.mockRejectedValue(Object.assign(new Error('denied'), { code: 'permission-denied' }));
    await show(suitable);
    fireEvent.change(screen.getByLabelText('Fee a year (₹)'), { target: { value: '60,000' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /The client agrees to pay each bill/ }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Offer the agreement' }));
    });
    expect(screen.getByText(/The agreement was not offered\./)).toBeTruthy();
    expect((screen.getByLabelText('Fee a year (₹)') as HTMLInputElement).value).toBe('60,000');
  });

  it('shows a signed agreement with its hash, and offers no change', async () => {
    await show({
      ...suitable,
      agreement: {
        state: 'signed',
        terms: TERMS,
        templateVersion: '2026-11-29',
        riskProfileId: 'v1',
        suitabilityId: 's1',
        preparedAt: AT,
        signed: { hash: 'f'.repeat(64), method: 'email-code', signerEmail: 'c1@example.com', at: AT },
      },
    });
    expect(screen.getByText('f'.repeat(64))).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download the signed PDF' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Offer the agreement' })).toBeNull();
  });

  it('lets a reviewer read it all and change nothing', async () => {
    await show(suitable, false);
    expect(screen.getByText(REASON)).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });
});
