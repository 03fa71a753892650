// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoUsers, QUARTER_ENDING, renderInSite, SAMPLE_TERMS } from '@meridian/shared/testing';
import { AGREEMENT_TEMPLATE } from '@meridian/shared/compliance';
import { RISK_QUESTIONNAIRE } from '@meridian/shared/onboarding';
import type { BookingNoteRow, BookingRow } from '../../data/bookings';
import type { ClientFile as File } from '../../data/onboarding';
import { ClientFile } from './client-file';

const data = vi.hoisted(() => ({
  readClientFile: vi.fn<(uid: string) => Promise<File>>(),
  recordSuitability: vi.fn<(adviser: string, uid: string, record: object) => Promise<void>>(),
  offerAgreement: vi.fn<(actor: object, uid: string, offer: object, previous: object | null) => Promise<void>>(),
  endAgreement: vi.fn<(actor: object, uid: string, terms: object, ending: object) => Promise<void>>(),
}));
vi.mock('../../data/onboarding', () => data);
const calls = vi.hoisted(() => ({
  listCallsOf: vi.fn<(email: string) => Promise<BookingRow[]>>(),
  listBookingNotes: vi.fn<(id: string) => Promise<BookingNoteRow[]>>(),
  addBookingNote: vi.fn<(uid: string, id: string, text: string) => Promise<void>>(),
}));
vi.mock('../../data/bookings', () => calls);

const AT = Date.parse('2026-11-29T06:00:00Z');
const ANSWERS = Object.fromEntries(RISK_QUESTIONNAIRE.questions.map((question) => [question.id, '2']));
const REASON = 'Saving for a home in seven years with a steady salary: planning and fund advice fit this profile.';
const TERMS = SAMPLE_TERMS;
const accepted: File = {
  uid: 'c1',
  email: 'c1@example.com',
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

/** The file once the client has signed the offered agreement. */
const signed: File = {
  ...suitable,
  agreement: {
    state: 'signed',
    terms: TERMS,
    templateVersion: AGREEMENT_TEMPLATE.version,
    riskProfileId: 'v1',
    suitabilityId: 's1',
    preparedAt: AT,
    signed: { hash: 'f'.repeat(64), method: 'email-code', signerEmail: 'c1@example.com', at: AT },
    ended: null,
  },
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
    calls.listCallsOf.mockReset().mockResolvedValue([]);
    calls.listBookingNotes.mockReset().mockResolvedValue([]);
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

  it('says an offer made on an earlier template cannot be signed, and offers it again', async () => {
    await show({
      ...suitable,
      agreement: { ...signed.agreement!, state: 'offered', signed: null, templateVersion: '2025-01-01' },
    });
    expect(document.querySelector('[data-offered]')?.textContent).toContain(
      `The agreement's words have changed since (template ${AGREEMENT_TEMPLATE.version}): the client cannot sign this offer.`,
    );
    expect(screen.getByRole('form', { name: 'Offer the agreement' })).toBeTruthy();
    await show({
      ...suitable,
      agreement: { ...signed.agreement!, state: 'offered', signed: null, templateVersion: AGREEMENT_TEMPLATE.version },
    });
    expect(document.querySelectorAll('[data-offered]')[1]?.textContent).toContain('Waiting for the client to sign.');
  });

  it('shows a signed agreement with its hash, and offers no change', async () => {
    await show(signed);
    expect(screen.getByText('f'.repeat(64))).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download the signed PDF' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Offer the agreement' })).toBeNull();
  });

  describe('ending a signed agreement', () => {
    // Today, in IST, is 30 November 2026.
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.parse('2026-11-30T06:00:00Z'));
      data.endAgreement.mockReset().mockResolvedValue();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    const type = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });

    it('is a button away, shows the refund as it will be recorded, and refuses a breakage fee above a quarter’s fee beside it', async () => {
      await show(signed);
      expect(screen.queryByRole('form', { name: 'End the agreement' })).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'End the agreement…' }));
      expect(document.activeElement?.id).toBe('ending-reason');
      fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
      expect(document.activeElement?.textContent).toBe('End the agreement…');
      fireEvent.click(screen.getByRole('button', { name: 'End the agreement…' }));
      type('Paid for the current period (₹)', '15,000');
      type('Its first day', '2026-10-01');
      type('Its last day', '2026-12-31');
      type('Breakage fee kept (₹)', '20,000');
      expect(document.querySelector('[data-refund-preview]')?.textContent).toMatch(/^The refund shows here once/);
      fireEvent.click(screen.getByRole('button', { name: 'End the agreement' }));
      expect(screen.getByText('SEBI caps the breakage fee at one quarter’s fee: ₹15,000.')).toBeTruthy();
      expect(screen.getByLabelText('Breakage fee kept (₹)').getAttribute('aria-invalid')).toBe('true');
      expect(data.endAgreement).not.toHaveBeenCalled();
      type('Breakage fee kept (₹)', '5,000');
      expect(document.querySelector('[data-refund-preview]')?.textContent).toBe(
        '₹5,054 unexpired (31 of 92 days), less ₹5,000 breakage: ₹54 to refund.',
      );
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'End the agreement' }));
      });
      expect(data.endAgreement).toHaveBeenCalledWith(
        { uid: demoUsers.admin.uid, email: demoUsers.admin.email },
        'c1',
        TERMS,
        {
          reason: 'client',
          paid: 15_000,
          periodFrom: '2026-10-01',
          periodTo: '2026-12-31',
          endedOn: '2026-11-30',
          breakageAsked: 5_000,
          note: '',
        },
      );
    });

    it('keeps what was typed when the ending is refused, and says why', async () => {
      data.endAgreement.mockRejectedValue(Object.assign(new Error('denied'), { code: 'permission-denied' }));
      await show(signed);
      fireEvent.click(screen.getByRole('button', { name: 'End the agreement…' }));
      type('Paid for the current period (₹)', '15,000');
      type('Its first day', '2026-10-01');
      type('Its last day', '2026-12-31');
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'End the agreement' }));
      });
      expect(screen.getByText(/The agreement was not ended\./)).toBeTruthy();
      expect((screen.getByLabelText('Paid for the current period (₹)') as HTMLInputElement).value).toBe('15,000');
    });

    it('shows an ended agreement with its refund, final: nothing to end or offer', async () => {
      await show({
        ...signed,
        agreement: signed.agreement && {
          ...signed.agreement,
          state: 'ended',
          ended: { ...QUARTER_ENDING, note: 'Moving abroad.', at: AT },
        },
      });
      expect(document.querySelector('[data-ended]')?.textContent).toContain(
        'Paid ₹15,000 for 1 October 2026 to 31 December 2026; ₹5,054 of it unexpired, less a breakage fee of ₹5,000: ₹54 to refund.',
      );
      expect(screen.getByText('Moving abroad.')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'End the agreement…' })).toBeNull();
      expect(screen.queryByRole('form')).toBeNull();
    });

    it('is not offered to a reviewer', async () => {
      await show(signed, false);
      expect(screen.queryByRole('button', { name: 'End the agreement…' })).toBeNull();
    });
  });

  it('lists the first calls booked with the client’s email, with their notes', async () => {
    calls.listCallsOf.mockResolvedValue([
      {
        id: 'b1',
        slot: '2026-11-20T10:30',
        name: 'C One',
        email: 'c1@example.com',
        phone: '+91 98200 12345',
        topic: 'retirement',
        adviser: 'a1',
        adviserName: 'Arjun Admin',
        status: 'held',
      },
    ]);
    calls.listBookingNotes.mockResolvedValue([{ id: 'n1', text: 'Wants to retire at 55.', by: 'a1', at: AT }]);
    await show(accepted);
    expect(calls.listCallsOf).toHaveBeenCalledWith('c1@example.com');
    const call = document.querySelector('[data-client-call="b1"]');
    expect(call?.textContent).toContain('20 November 2026 at 10:30 IST with Arjun Admin: Held');
    expect(call?.textContent).toContain('Wants to retire at 55.');
    expect(call?.textContent).toContain('Arjun Admin');
  });

  it('says when no first call was booked', async () => {
    await show(accepted);
    expect(screen.getByText('No first call was booked with c1@example.com.')).toBeTruthy();
  });

  it('lets a reviewer read it all and change nothing', async () => {
    await show(suitable, false);
    expect(screen.getByText(REASON)).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });
});
