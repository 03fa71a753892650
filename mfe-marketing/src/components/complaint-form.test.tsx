// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CollectionNoticeText, COMPLAINT_NOTICE } from '@meridian/shared/privacy';
import { CollectionNoticeInHindi } from '@meridian/shared/privacy-hi';
import { demoUsers, renderInSite } from '@meridian/shared/testing';
import { complaintDesk, type ComplaintDeskWords } from '../content/complaints';
import { complaintDeskHi } from '../content/complaints.hi';
import type { ComplaintOutcome } from '../domain/complaints';
import { ComplaintForm } from './complaint-form';

const submitComplaint = vi.hoisted(() => vi.fn<(...args: unknown[]) => Promise<ComplaintOutcome>>());
vi.mock('../data/submit-complaint', () => ({ submitComplaint }));

const RECEIPT = { ticket: 'MWA-2026-000123', receivedOn: '2026-11-24', dueBy: '2026-12-15' };

/** A label's text as the field's accessible name has it: the words, then the required mark if any. */
const named = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);

/** The form in the words of `desk`, with its notice, and how to fill it in and send it. */
function setupIn(
  desk: ComplaintDeskWords,
  notice: ReactNode,
  { url, user = null, description }: { url: string; user?: DemoUser | null; description: string },
) {
  const view = renderInSite(
    <div lang={desk.language}>
      <ComplaintForm desk={desk} notice={notice} />
    </div>,
    { url, user },
  );
  const { labels, clientChoices, submit } = desk.form;
  const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
  const send = () => act(async () => fireEvent.click(screen.getByRole('button', { name: submit })));
  const fillValid = () => {
    fireEvent.change(field(named(labels.name)), { target: { value: desk.language === 'hi' ? 'आशा राव' : 'Asha Rao' } });
    fireEvent.change(field(named(labels.email)), { target: { value: 'asha@example.in' } });
    fireEvent.click(field(clientChoices.find((choice) => choice.value === 'no')?.label ?? ''));
    fireEvent.change(field(named(labels.category)), { target: { value: 'fees' } });
    fireEvent.change(field(named(labels.description)), { target: { value: description } });
  };
  return { view, field, send, fillValid };
}

type DemoUser = (typeof demoUsers)[keyof typeof demoUsers];

const setup = (user: DemoUser | null = null) =>
  setupIn(complaintDesk, <CollectionNoticeText notice={COMPLAINT_NOTICE} id="complaint-notice" heading />, {
    url: '/complaints',
    user,
    description: 'I was billed twice in October.',
  });

/** The message an element's aria-describedby points at that reads `text`. */
function describedBy(element: HTMLElement, text: string): boolean {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(' ');
  return ids.some((id) => document.getElementById(id)?.textContent === text);
}

describe('ComplaintForm', () => {
  beforeEach(() => {
    submitComplaint.mockReset();
  });
  afterEach(cleanup);

  it('names each missing field beside it, focuses the first, and sends nothing', async () => {
    const { field, send } = setup();
    await send();
    expect(describedBy(field(/^Your name/), 'Please enter your name.')).toBe(true);
    expect(describedBy(field(/^Email/), 'Please enter your email address.')).toBe(true);
    expect(describedBy(screen.getByRole('radiogroup'), 'Please say whether you are a client of ours.')).toBe(true);
    expect(describedBy(field(/^What is your complaint about/), 'Please choose what your complaint is about.')).toBe(
      true,
    );
    expect(describedBy(field(/^Your complaint/), 'Please describe your complaint.')).toBe(true);
    expect(field(/^Phone/).getAttribute('aria-invalid')).toBeNull();
    expect(field(/^Your name/).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field(/^Your name/));
    expect(submitComplaint).not.toHaveBeenCalled();
  });

  it('counts the description’s characters and refuses one over 5,000, keeping it', async () => {
    const { field, send, fillValid } = setup();
    fillValid();
    expect(screen.getByText('30 of 5,000 characters')).toBeTruthy();
    const long = 'x'.repeat(5001);
    fireEvent.change(field(/^Your complaint/), { target: { value: long } });
    expect(screen.getByText('5,001 of 5,000 characters')).toBeTruthy();
    await send();
    expect(describedBy(field(/^Your complaint/), 'Please keep your description to 5,000 characters or fewer.')).toBe(
      true,
    );
    expect(field(/^Your complaint/).value).toBe(long);
    expect(submitComplaint).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal beside the field it names and keeps everything typed', async () => {
    submitComplaint.mockResolvedValue({
      kind: 'refused',
      message: 'Please correct the fields marked and send it again.',
      errors: { email: 'Please enter a valid email address, like name@example.com.' },
    });
    const { field, send, fillValid } = setup();
    fillValid();
    await send();
    expect(screen.getByRole('alert').textContent).toBe(
      'Your complaint was not sent. Please correct the fields marked and send it again. Everything you typed is still here.',
    );
    expect(describedBy(field(/^Email/), 'Please enter a valid email address, like name@example.com.')).toBe(true);
    expect(document.activeElement).toBe(field(/^Email/));
    expect(field(/^Your name/).value).toBe('Asha Rao');
    expect(field(/^Email/).value).toBe('asha@example.in');
    expect(field('No').checked).toBe(true);
    expect(field(/^What is your complaint about/).value).toBe('fees');
    expect(field(/^Your complaint/).value).toBe('I was billed twice in October.');
  });

  it('says when to try again when limited, keeping what was typed', async () => {
    submitComplaint.mockResolvedValue({ kind: 'limited', message: 'Too many.', retryAfterSeconds: 100 });
    const { field, send, fillValid } = setup();
    fillValid();
    await send();
    expect(screen.getByRole('alert').textContent).toBe(
      'We have received several messages from you in a short time. Please try again in 2 minutes. Everything you typed is still here.',
    );
    expect(field(/^Your complaint/).value).toBe('I was billed twice in October.');
    expect((screen.getByRole('button', { name: 'Send complaint' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('sends the fields, the page and the time taken, and shows the ticket and the date of the answer', async () => {
    submitComplaint.mockResolvedValue({ kind: 'received', receipt: RECEIPT });
    const { view, send, fillValid } = setup();
    fillValid();
    await send();
    expect(submitComplaint).toHaveBeenCalledTimes(1);
    const [input] = submitComplaint.mock.calls[0] ?? [];
    expect(input).toMatchObject({
      fields: {
        name: 'Asha Rao',
        email: 'asha@example.in',
        phone: '',
        client: 'no',
        category: 'fees',
        description: 'I was billed twice in October.',
      },
      language: 'en',
      page: '/complaints',
      honeypot: '',
      signedIn: false,
    });
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Your ticket numberMWA-2026-000123');
    expect(status.textContent).toContain('Received on24 November 2026');
    expect(status.textContent).toContain('We will answer by15 December 2026');
    expect(document.activeElement?.textContent).toBe('Your complaint has reached us');
    // Nothing typed goes into the address.
    expect(view.location().pathname).toBe('/complaints');
    expect(view.location().search).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'Lodge another complaint' }));
    expect((screen.getByLabelText(/^Your name/) as HTMLInputElement).value).toBe('');
  });

  it('tells a signed-in person the complaint will be in their dashboard, and sends it as theirs', async () => {
    submitComplaint.mockResolvedValue({ kind: 'received', receipt: RECEIPT });
    const { send, fillValid } = setup(demoUsers.user);
    expect(screen.getByText(/this complaint will also be listed, with its status, in your dashboard/)).toBeTruthy();
    fillValid();
    await send();
    expect(submitComplaint.mock.calls[0]?.[0]).toMatchObject({ signedIn: true });
  });

  it('says what is stored and why, with a link to the privacy policy', () => {
    setup();
    expect(screen.getByRole('heading', { name: 'What we store and why' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Full privacy notice' }).getAttribute('href')).toBe('/privacy');
    expect(screen.getByText(/Data Protection Board of India/)).toBeTruthy();
  });
});

describe('ComplaintForm in Hindi', () => {
  beforeEach(() => {
    submitComplaint.mockReset();
  });
  afterEach(cleanup);

  const setupHi = () =>
    setupIn(complaintDeskHi, <CollectionNoticeInHindi point="complaint" id="complaint-notice" />, {
      url: '/hi/complaints',
      description: 'अक्टूबर में मुझसे दो बार शुल्क लिया गया।',
    });

  it('names each missing field beside it in Hindi, and sends nothing', async () => {
    const { field, send } = setupHi();
    await send();
    expect(describedBy(field(/^आपका नाम/), 'कृपया अपना नाम लिखें।')).toBe(true);
    expect(describedBy(field(/^ईमेल/), 'कृपया अपना ईमेल पता लिखें।')).toBe(true);
    expect(describedBy(screen.getByRole('radiogroup'), 'कृपया बताएँ कि क्या आप हमारे क्लाइंट हैं।')).toBe(true);
    expect(document.activeElement).toBe(field(/^आपका नाम/));
    expect(submitComplaint).not.toHaveBeenCalled();
  });

  it('offers the desk’s categories by their Hindi names, and its notice in Hindi', () => {
    const { field } = setupHi();
    const options = [...field(/^आपकी शिकायत किस बारे में है/).querySelectorAll('option')].map((option) => option.text);
    expect(options).toContain('शुल्क और बिलिंग');
    expect(options.filter((text) => /[A-Za-z]/.test(text))).toEqual([]);
    expect(screen.getByRole('heading', { name: 'हम क्या संग्रहीत करते हैं और क्यों' })).toBeTruthy();
  });

  it('words the endpoint’s English refusal in Hindi, beside the field it names, keeping what was typed', async () => {
    submitComplaint.mockResolvedValue({
      kind: 'refused',
      message: 'Please correct the fields marked and send it again.',
      errors: { email: 'Please enter a valid email address, like name@example.com.' },
    });
    const { field, send, fillValid } = setupHi();
    fillValid();
    await send();
    expect(screen.getByRole('alert').textContent).toBe(
      'आपकी शिकायत नहीं भेजी गई। कृपया चिह्नित फ़ील्ड ठीक करें और इसे फिर से भेजें। आपने जो कुछ लिखा है, वह यहीं है।',
    );
    expect(describedBy(field(/^ईमेल/), 'कृपया एक मान्य ईमेल पता लिखें, जैसे name@example.com।')).toBe(true);
    expect(field(/^आपका नाम/).value).toBe('आशा राव');
  });

  it('says in Hindi when to try again when limited', async () => {
    submitComplaint.mockResolvedValue({ kind: 'limited', message: 'Too many.', retryAfterSeconds: 100 });
    const { send, fillValid } = setupHi();
    fillValid();
    await send();
    expect(screen.getByRole('alert').textContent).toContain('कृपया 2 मिनट बाद फिर से प्रयास करें।');
  });

  it('sends the form’s language, Hindi, and gives the receipt in Hindi', async () => {
    submitComplaint.mockResolvedValue({ kind: 'received', receipt: RECEIPT });
    const { send, fillValid } = setupHi();
    fillValid();
    await send();
    expect(submitComplaint.mock.calls[0]?.[0]).toMatchObject({ language: 'hi', page: '/hi/complaints' });
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('आपका टिकट नंबरMWA-2026-000123');
    expect(status.textContent).toContain('प्राप्ति की तारीख24 नवंबर 2026');
    expect(status.textContent).toContain('हम इस तारीख तक उत्तर देंगे15 दिसंबर 2026');
  });
});
