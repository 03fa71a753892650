// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConsentPurpose } from '@meridian/shared';
import { deviceMemory } from '@meridian/shared/device-memory';
import { demoUsers, renderInSite } from '@meridian/shared/testing';
import { consentRows, type ConsentRecord } from '../../domain/consent-rows';
import { dataSummary, type SummaryInput } from '../../domain/data-summary';
import type { MyGrievance } from '../../domain/my-grievances';
import type { StoredNominee } from '../../domain/nominee-form';
import PrivacyTab from './privacy-tab';

type Consents = { records: ConsentRecord[]; withdrawn: ConsentPurpose[] };

const data = vi.hoisted(() => ({
  readConsents: vi.fn<(uid: string) => Promise<Consents>>(),
  withdrawConsent: vi.fn<(uid: string, purpose: string, before: readonly string[]) => Promise<void>>(),
  giveConsentAgain: vi.fn<(uid: string, purpose: string, before: readonly string[]) => Promise<void>>(),
  readMyData: vi.fn<(uid: string) => Promise<SummaryInput & { comments: [] }>>(),
  listMyGrievances: vi.fn<(uid: string) => Promise<MyGrievance[]>>(),
  readNominee: vi.fn<(uid: string) => Promise<StoredNominee | null>>(),
  removeNominee: vi.fn<(uid: string) => Promise<void>>(),
}));
vi.mock('../../data/consents', () => ({
  readConsents: data.readConsents,
  withdrawConsent: data.withdrawConsent,
  giveConsentAgain: data.giveConsentAgain,
}));
vi.mock('../../data/my-account', () => ({
  readMyDataAfterFirstReads: data.readMyData,
  exportMyData: vi.fn(),
  deleteMyAccount: vi.fn(),
  SUPERADMIN_CANNOT_DELETE: 'A superadmin’s account can’t be deleted.',
}));
vi.mock('../../data/grievances', () => ({ listMyGrievances: data.listMyGrievances, sendGrievance: vi.fn() }));
vi.mock('../../data/nominee', () => ({
  readNominee: data.readNominee,
  saveNominee: vi.fn(),
  removeNominee: data.removeNominee,
}));

const user = demoUsers.user;
const at = Date.parse('2026-11-24T05:00:00Z');
const record = (purposes: ConsentPurpose[], withdrawn = false, when = at): ConsentRecord => ({
  id: `c${when}`,
  noticeVersion: '2026-11-01',
  purposes,
  withdrawn,
  at: when,
});
const allGiven: Consents = { records: [record(['account', 'saved-calculations', 'service-emails'])], withdrawn: [] };
const emailsWithdrawn: Consents = {
  records: [...allGiven.records, record(['service-emails'], true, at + 60_000)],
  withdrawn: ['service-emails'],
};
/** The consents as the tab shows (and keeps) them. */
const shown = ({ records, withdrawn }: Consents) => ({ rows: consentRows(records, withdrawn), withdrawn });

const input = (consents: Consents, nominee: SummaryInput['nominee'] = null): SummaryInput & { comments: [] } => ({
  profile: { displayName: 'Uma User', email: 'uma@example.com' },
  preferences: null,
  consents: consents.records.map((item) => ({ ...item })),
  withdrawn: consents.withdrawn,
  activities: [],
  calculations: [],
  complaints: [],
  grievances: [],
  nominee,
  comments: [],
});
const meera: StoredNominee = {
  name: 'Meera Rao',
  relationship: 'Sister',
  email: 'meera@example.in',
  phone: '',
  updatedAt: at,
};

/** A read that answers when the test says. */
function pending<T>(): { promise: Promise<T>; answer: (value: T) => void } {
  let answer: (value: T) => void = () => undefined;
  const promise = new Promise<T>((resolve) => (answer = resolve));
  return { promise, answer };
}

const region = (name: string) => screen.getByRole('region', { name });
const consentStates = (within: Element) =>
  [...within.querySelectorAll('li[data-consent]')].map(
    (item) => `${item.getAttribute('data-consent')}:${item.getAttribute('data-active')}`,
  );

describe('the Privacy tab, kept on the device', () => {
  let memory: ReturnType<typeof deviceMemory>;
  beforeEach(() => {
    localStorage.clear();
    memory = deviceMemory(localStorage);
    memory.keepSession(user.uid, { uid: user.uid });
    data.listMyGrievances.mockResolvedValue([]);
    data.readNominee.mockResolvedValue(null);
    data.readMyData.mockResolvedValue(input(allGiven));
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('shows the consents kept from the last visit at once, inert, then the read’s answer in their place', async () => {
    memory.keep(user.uid, 'consents', shown(emailsWithdrawn));
    const read = pending<Consents>();
    data.readConsents.mockReturnValue(read.promise);
    renderInSite(<PrivacyTab user={user} />, { url: '/dashboard/privacy' });

    const card = region('Your consents');
    const kept = card.querySelector('[data-kept]');
    expect(kept?.hasAttribute('inert')).toBe(true);
    expect(kept?.getAttribute('aria-busy')).toBe('true');
    expect(consentStates(kept ?? card)).toEqual(['account:true', 'saved-calculations:true', 'service-emails:false']);
    expect(within(card).getByRole('button', { name: 'Give again: email updates' }).closest('[data-kept]')).toBe(kept);

    read.answer(allGiven);
    await waitFor(() => expect(card.querySelector('[data-kept]')).toBeNull());
    expect(consentStates(card)).toEqual(['account:true', 'saved-calculations:true', 'service-emails:true']);
    expect(within(card).getByRole('button', { name: 'Withdraw: email updates' }).closest('[inert]')).toBeNull();
    // Kept for the next visit: the rows shown, not the records they were made from.
    expect(memory.recall(user.uid, 'consents')).toEqual(shown(allGiven));
  });

  it('never shows the consents kept from the last visit in place of the answer after withdrawing one', async () => {
    // Kept last time: email updates given. Read now: the same. Then withdrawn here.
    memory.keep(user.uid, 'consents', shown(allGiven));
    memory.keep(user.uid, 'summary', dataSummary(input(allGiven)));
    data.readConsents.mockResolvedValueOnce(allGiven);
    data.withdrawConsent.mockResolvedValue(undefined);
    renderInSite(<PrivacyTab user={user} />, { url: '/dashboard/privacy' });
    const card = region('Your consents');
    const summary = region('What we hold about you');
    await waitFor(() => expect(card.querySelector('[data-kept]')).toBeNull());
    await waitFor(() => expect(summary.querySelector('[data-kept]')).toBeNull());

    const reread = pending<Consents>();
    data.readConsents.mockReturnValueOnce(reread.promise);
    const summaryReread = pending<SummaryInput & { comments: [] }>();
    data.readMyData.mockReturnValueOnce(summaryReread.promise);
    fireEvent.click(within(card).getByRole('button', { name: 'Withdraw: email updates' }));
    await waitFor(() => expect(data.readConsents).toHaveBeenCalledTimes(2));

    // Read again: loading, not the consents kept from the last visit (email updates given).
    expect(card.querySelector('[data-kept]')).toBeNull();
    expect(card.querySelector('[data-loading]')).not.toBeNull();
    expect(consentStates(card)).toEqual([]);
    await waitFor(() => expect(data.readMyData).toHaveBeenCalledTimes(2));
    expect(summary.querySelector('[data-kept]')).toBeNull();
    expect(summary.querySelector('[data-summary]')).toBeNull();

    reread.answer(emailsWithdrawn);
    await waitFor(() =>
      expect(consentStates(card)).toEqual(['account:true', 'saved-calculations:true', 'service-emails:false']),
    );
    expect(within(card).getByText(/Withdrawn on/)).toBeTruthy();
    summaryReread.answer(input(emailsWithdrawn));
    await waitFor(() => expect(summary.querySelector('[data-summary="consents"]')?.textContent).toMatch(/withdrawn/i));
    expect(memory.recall(user.uid, 'consents')).toEqual(shown(emailsWithdrawn));

    // Given again: once more, loading until the answer, never an older value.
    const again = pending<Consents>();
    data.readConsents.mockReturnValueOnce(again.promise);
    data.giveConsentAgain.mockResolvedValue(undefined);
    fireEvent.click(within(card).getByRole('button', { name: 'Give again: email updates' }));
    await waitFor(() => expect(data.readConsents).toHaveBeenCalledTimes(3));
    expect(card.querySelector('[data-kept]')).toBeNull();
    expect(consentStates(card)).toEqual([]);
    again.answer(allGiven);
    await waitFor(() =>
      expect(consentStates(card)).toEqual(['account:true', 'saved-calculations:true', 'service-emails:true']),
    );
  });

  it('shows the nominee and the grievances kept from the last visit, then the answers', async () => {
    const grievance: MyGrievance = {
      id: 'g1',
      status: 'open',
      statusLabel: 'Open',
      category: '',
      subject: 'My export',
      receivedAt: at,
      receivedOn: '24 November 2026',
      dueBy: '24 December 2026',
      answeredOn: null,
      answer: '',
    };
    memory.keep(user.uid, 'nominee', { nominee: meera });
    memory.keep(user.uid, 'grievances', [grievance]);
    data.readConsents.mockReturnValue(new Promise(() => undefined));
    const nominee = pending<StoredNominee | null>();
    data.readNominee.mockReturnValue(nominee.promise);
    const grievances = pending<MyGrievance[]>();
    data.listMyGrievances.mockReturnValue(grievances.promise);
    renderInSite(<PrivacyTab user={user} />, { url: '/dashboard/privacy' });

    const nomineeCard = region('Your nominee');
    expect(within(nomineeCard).getByText('Meera Rao').closest('[data-kept]')?.hasAttribute('inert')).toBe(true);
    const grievanceCard = region('A grievance to our data protection contact');
    expect(grievanceCard.querySelector('[data-kept] li[data-grievance="g1"]')).not.toBeNull();

    nominee.answer(null);
    grievances.answer([]);
    await waitFor(() => expect(within(nomineeCard).getByText('You have not named a nominee.')).toBeTruthy());
    expect(nomineeCard.querySelector('[data-kept]')).toBeNull();
    await waitFor(() => expect(grievanceCard.querySelector('[data-kept]')).toBeNull());
    expect(grievanceCard.querySelector('li[data-grievance]')).toBeNull();
    expect(memory.recall(user.uid, 'nominee')).toEqual({ nominee: null });
    expect(memory.recall(user.uid, 'grievances')).toEqual([]);
  });

  it('never shows the nominee kept from the last visit after removing them', async () => {
    memory.keep(user.uid, 'nominee', { nominee: meera });
    data.readConsents.mockReturnValue(new Promise(() => undefined));
    data.readNominee.mockResolvedValueOnce(meera);
    data.removeNominee.mockResolvedValue(undefined);
    renderInSite(<PrivacyTab user={user} />, { url: '/dashboard/privacy' });
    const card = region('Your nominee');
    await waitFor(() => expect(card.querySelector('[data-kept]')).toBeNull());
    const remove = within(card).getByRole('button', { name: 'Remove nominee' });

    const reread = pending<StoredNominee | null>();
    data.readNominee.mockReturnValueOnce(reread.promise);
    fireEvent.click(remove);
    await waitFor(() => expect(data.readNominee).toHaveBeenCalledTimes(2));
    expect(card.querySelector('[data-kept]')).toBeNull();
    expect(within(card).queryByText('Meera Rao')).toBeNull();
    // The notice is for this visit only: the page as kept leaves it out.
    expect(within(card).getByText('Your nominee is removed.').closest('[data-keep-omit]')).not.toBeNull();

    reread.answer(null);
    await waitFor(() => expect(within(card).getByText('You have not named a nominee.')).toBeTruthy());
    expect(memory.recall(user.uid, 'nominee')).toEqual({ nominee: null });
  });

  it('shows nothing early of consents this release does not read', () => {
    memory.keep(user.uid, 'consents', allGiven);
    data.readConsents.mockReturnValue(new Promise(() => undefined));
    renderInSite(<PrivacyTab user={user} />, { url: '/dashboard/privacy' });
    const card = region('Your consents');
    expect(card.querySelector('[data-kept]')).toBeNull();
    expect(card.querySelector('li[data-consent]')).toBeNull();
  });
});

describe('the Privacy tab, for an account opened before consents were recorded', () => {
  beforeEach(() => {
    localStorage.clear();
    data.listMyGrievances.mockResolvedValue([]);
    data.readNominee.mockResolvedValue(null);
    data.readMyData.mockResolvedValue(input({ records: [], withdrawn: [] }));
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('says each purpose is in use with no record, and asks once: give it, or withdraw it', async () => {
    data.readConsents.mockResolvedValueOnce({ records: [], withdrawn: [] });
    data.readConsents.mockResolvedValue({ records: [record(['saved-calculations'])], withdrawn: [] });
    data.giveConsentAgain.mockResolvedValue(undefined);
    renderInSite(<PrivacyTab user={user} />, { url: '/dashboard/privacy' });
    const card = region('Your consents');
    await waitFor(() => expect(card.querySelectorAll('li[data-consent]')).toHaveLength(3));
    expect(within(card).queryByText('Not given.')).toBeNull();
    expect(within(card).getAllByText(/In use, with no record of your consent/)).toHaveLength(3);
    // The account's own consent is given here; withdrawing it is deleting the account, below.
    expect(within(card).getByRole('button', { name: 'Give: your account' })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Withdraw: your account' })).toBeNull();
    expect(within(card).getByRole('button', { name: 'Withdraw: saved calculations' })).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: 'Give: saved calculations' }));
    await waitFor(() => expect(data.giveConsentAgain).toHaveBeenCalledWith(user.uid, 'saved-calculations', []));
    await waitFor(() =>
      expect(card.querySelector('li[data-consent="saved-calculations"]')?.getAttribute('data-active')).toBe('true'),
    );
  });
});
