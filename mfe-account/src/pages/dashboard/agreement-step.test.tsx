// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as PortalKit from '@meridian/portal-kit';
import { QUARTER_ENDING, renderInSite, SAMPLE_TERMS } from '@meridian/shared/testing';
import { AGREEMENT_TEMPLATE } from '@meridian/shared/compliance';
import { renderAgreement, type AgreementAnswer, type AgreementRequest } from '@meridian/shared/onboarding';
import type { MyOnboarding } from '../../data/agreement';
import { AgreementSteps } from './agreement-step';

const data = vi.hoisted(() => ({
  readMyOnboarding: vi.fn<(uid: string) => Promise<MyOnboarding>>(),
  callAgreement: vi.fn<(request: AgreementRequest) => Promise<AgreementAnswer>>(),
}));
vi.mock('../../data/agreement', () => data);
const kit = vi.hoisted(() => ({ downloadSignedAgreement: vi.fn<(uid: string) => Promise<void>>() }));
vi.mock('@meridian/portal-kit', async (original) => ({
  ...(await original<typeof PortalKit>()),
  downloadSignedAgreement: kit.downloadSignedAgreement,
}));

const AT = Date.parse('2026-11-29T06:00:00Z');
const HASH = 'c'.repeat(64);
const terms = SAMPLE_TERMS;
const rendered = renderAgreement(
  {
    clientName: 'Asha Verma',
    clientEmail: 'asha@example.com',
    pan: '••••••234F',
    declaredOn: '29 November 2026',
    riskProfile: { id: 'v1', category: 'Balanced', acceptedOn: '29 November 2026' },
    suitability: { id: 's1', service: 'Financial planning and investment advice', recordedOn: '29 November 2026' },
  },
  terms,
);
const suitability = {
  id: 's1',
  profileVersion: 'v1',
  service: 'Financial planning and investment advice',
  reason: 'Saving for a home in seven years with a steady salary: planning and fund advice fit a balanced profile.',
  at: AT,
};
const offered: MyOnboarding = { suitability, agreement: { state: 'offered', rendered, hash: HASH, terms } };

/** The signed agreement, ended as the shared example (QUARTER_ENDING) with `change`. */
const endedWith = (change: Partial<typeof QUARTER_ENDING>): MyOnboarding => ({
  suitability,
  agreement: {
    state: 'signed',
    rendered,
    hash: HASH,
    method: 'email-code',
    at: AT,
    ended: { ...QUARTER_ENDING, ...change, at: AT },
  },
});

async function show() {
  renderInSite(<AgreementSteps uid="u1" />, { url: '/dashboard' });
  await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
}

describe('AgreementSteps', () => {
  beforeEach(() => {
    data.readMyOnboarding.mockReset();
    data.callAgreement.mockReset();
    kit.downloadSignedAgreement.mockReset();
  });
  afterEach(cleanup);

  it('says what comes before the agreement while nothing is recorded', async () => {
    data.readMyOnboarding.mockResolvedValue({ suitability: null, agreement: { state: 'none' } });
    await show();
    expect(screen.getByText(/your adviser talks it through with you and records here/)).toBeTruthy();
    expect(screen.getByText(/No advice is given and no fee is charged before you sign/)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Sign the agreement' })).toBeNull();
  });

  it('shows the adviser’s reason and the profile version it rests on, and the agreement in full with every MITC clause', async () => {
    data.readMyOnboarding.mockResolvedValue(offered);
    await show();
    expect(screen.getByText(suitability.reason)).toBeTruthy();
    expect(screen.getByText('v1')).toBeTruthy();
    const document = screen.getByRole('article', { name: /Investment advisory agreement, to read before signing/ });
    for (const clause of AGREEMENT_TEMPLATE.mitc.clauses) expect(document.textContent).toContain(clause);
    expect(document.textContent).toContain('a fixed fee of ₹60,000 a year');
  });

  it('emails a code for the text shown, and says where it went', async () => {
    data.readMyOnboarding.mockResolvedValue(offered);
    data.callAgreement.mockResolvedValue({ ok: true, sentTo: 'a•••@example.com', validMinutes: 10 });
    await show();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Email me a code' }));
    });
    expect(data.callAgreement).toHaveBeenCalledWith({ action: 'send-code', shownHash: HASH });
    expect(screen.getByText('We sent a code to a•••@example.com. It works for 10 minutes.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeTruthy();
  });

  it('refuses a malformed code beside the field without asking the server, then a wrong one in the server’s words, keeping it', async () => {
    data.readMyOnboarding.mockResolvedValue(offered);
    data.callAgreement.mockResolvedValue({
      ok: false,
      reason: 'code',
      message: 'That is not the code we sent for this agreement. 4 tries left.',
    });
    await show();
    fireEvent.change(screen.getByLabelText('The code from the email'), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign the agreement' }));
    expect(screen.getByText('The code is 6 digits, as in the email.')).toBeTruthy();
    expect(data.callAgreement).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('The code from the email'), { target: { value: '654321' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign the agreement' }));
    });
    expect(data.callAgreement).toHaveBeenCalledWith({ action: 'sign', shownHash: HASH, code: '654321' });
    expect(screen.getByText('That is not the code we sent for this agreement. 4 tries left.')).toBeTruthy();
    expect((screen.getByLabelText('The code from the email') as HTMLInputElement).value).toBe('654321');
    expect(document.activeElement?.id).toBe('agreement-code');
  });

  it('says so above the form when the agreement changed as it was read', async () => {
    data.readMyOnboarding.mockResolvedValue(offered);
    data.callAgreement.mockResolvedValue({
      ok: false,
      reason: 'changed',
      message: 'The agreement has changed since you opened it.',
    });
    await show();
    fireEvent.change(screen.getByLabelText('The code from the email'), { target: { value: '123456' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign the agreement' }));
    });
    expect(screen.getByRole('alert').textContent).toContain('The agreement has changed since you opened it.');
  });

  it('signs, then shows it signed with its fingerprint and the PDF to download', async () => {
    data.readMyOnboarding.mockResolvedValueOnce(offered).mockResolvedValue({
      suitability,
      agreement: { state: 'signed', rendered, hash: HASH, method: 'email-code', at: AT, ended: null },
    });
    data.callAgreement.mockResolvedValue({ ok: true, signed: { hash: HASH, at: AT } });
    kit.downloadSignedAgreement.mockResolvedValue();
    await show();
    fireEvent.change(screen.getByLabelText('The code from the email'), { target: { value: '123 456' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign the agreement' }));
    });
    await waitFor(() => expect(document.querySelector('[data-signed]')).toBeTruthy());
    expect(screen.getByText(HASH)).toBeTruthy();
    expect(screen.getByText(/You are now our advisory client/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Download the signed PDF' }));
    expect(kit.downloadSignedAgreement).toHaveBeenCalledWith('u1');
  });

  it('shows an ended agreement with its refund in words, and no longer calls the person a client', async () => {
    data.readMyOnboarding.mockResolvedValue(endedWith({ note: 'Moving abroad; thank you.' }));
    await show();
    const ended = document.querySelector('[data-agreement-ended]');
    expect(ended?.textContent).toContain('It ended on 30 November 2026, as you asked.');
    expect(ended?.textContent).toContain(
      'You had paid ₹15,000 for 1 October 2026 to 31 December 2026. The part not yet served is ₹5,054; less a breakage fee of ₹5,000 (SEBI allows at most one quarter’s fee), we refund ₹54.',
    );
    expect(screen.queryByText(/You are now our advisory client/)).toBeNull();
    expect(screen.getByText('Moving abroad; thank you.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download the signed PDF' })).toBeTruthy();
  });

  it.each([
    [
      'nothing to refund',
      { unexpired: 0, breakage: 0, refund: 0 },
      'That period had all been served, so nothing is refunded.',
    ],
    [
      'no breakage fee kept',
      { breakage: 0, refund: 5_054 },
      'The part not yet served is ₹5,054, which we refund in full: ₹5,054.',
    ],
  ])('says the refund plainly when there is %s', async (_label, figures, words) => {
    data.readMyOnboarding.mockResolvedValue(endedWith(figures));
    await show();
    expect(document.querySelector('[data-agreement-ended]')?.textContent).toContain(words);
    expect(document.querySelector('[data-agreement-ended]')?.textContent).not.toContain('₹0');
  });
});
