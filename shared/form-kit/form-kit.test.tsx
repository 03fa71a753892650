// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button, Input, SIGNED_OUT, SiteProviders, TextArea } from '@meridian/shared';
import { CONSENT_REQUIRED, CONTACT_NOTICE } from '@meridian/shared/privacy';
import { HONEYPOT_FIELD } from '../submissions/form-basics';
import type { NoticeLanguage } from '../src/contracts/documents';
import type { SenderSignals } from '../submissions/send';
import { ConsentLine } from '../privacy/consent-line';
import { ChoiceGroup } from './choice-group';
import { FormField } from './form-field';
import { HoneypotField } from '../privacy/honeypot';
import { SubmissionAlert, usePublicForm, type FormOutcome } from './submission';

// The site's providers (theme, router, a signed-out session), as renderInSite gives a section's tests.
const renderInSite = (ui: ReactElement) =>
  render(
    <SiteProviders url="/contact" session={SIGNED_OUT}>
      {ui}
    </SiteProviders>,
  );

type Fields = { name: string; message: string };
const EMPTY: Fields = { name: '', message: '' };
const validate = (fields: Fields) => ({
  ...(fields.name.trim() ? {} : { name: 'Please enter your name.' }),
  ...(fields.message.trim() ? {} : { message: 'Please write a message.' }),
});

/** A public form built of the kit alone, as the site's forms are. */
function KitForm({
  send,
}: {
  send: (fields: Fields, signals: SenderSignals, language: NoticeLanguage) => Promise<FormOutcome<string>>;
}) {
  const form = usePublicForm<Fields, string>({
    form: 'kit',
    empty: EMPTY,
    order: ['name', 'message'],
    validate,
    consent: true,
    send,
  });
  const { fields, errors, submission } = form;
  return (
    <form noValidate onSubmit={(event) => void form.submit(event)}>
      <SubmissionAlert
        submission={submission}
        failed={(message) => `Not sent. ${message} Everything you typed is still here.`}
        limited={(seconds) => `Too many messages: try again in ${seconds} seconds.`}
      />
      {submission.kind === 'sent' ? <p role="status">Thank you, {submission.sent}.</p> : null}
      <FormField id="kit-name" label="Name" mark="required" error={errors.name}>
        {(control) => <Input {...control} name="name" value={fields.name} onChange={form.change} />}
      </FormField>
      <FormField
        id="kit-message"
        label="Message"
        mark="optional"
        hint="Plain text."
        describedBy={['kit-count']}
        after={<p id="kit-count">{fields.message.length} characters</p>}
        error={errors.message}
      >
        {(control) => <TextArea {...control} name="message" value={fields.message} onChange={form.change} />}
      </FormField>
      <HoneypotField id={`kit-${HONEYPOT_FIELD}`} inputRef={form.honeypot} />
      <ConsentLine form="kit" notice={CONTACT_NOTICE} consent={form.consent} />
      <Button type="submit" disabled={submission.kind === 'sending'}>
        {submission.kind === 'sending' ? 'Sending...' : 'Send'}
      </Button>
    </form>
  );
}

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const fill = () => {
  type(/^Name/, 'Asha');
  type('Message (optional)', 'Hello');
  fireEvent.click(screen.getByRole('checkbox'));
};
const send = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: /Send/ }));
    await Promise.resolve();
  });
};
const valueOf = (label: string | RegExp) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('the form kit', () => {
  afterEach(cleanup);

  it('labels a field with its mark, and wires its hint, the element after it and its message to the control', async () => {
    renderInSite(<KitForm send={vi.fn()} />);
    const name = screen.getByLabelText(/^Name/);
    expect(screen.getByText('*').getAttribute('aria-hidden')).toBe('true');
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(name.getAttribute('aria-describedby')).toBeNull();
    expect(screen.getByLabelText('Message (optional)').getAttribute('aria-describedby')).toBe(
      'kit-message-hint kit-count',
    );
    await send();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toBe('kit-name-error');
    expect(document.getElementById('kit-name-error')?.textContent).toBe('Please enter your name.');
    expect(screen.getByLabelText('Message (optional)').getAttribute('aria-describedby')).toBe(
      'kit-message-hint kit-count kit-message-error',
    );
    expect(document.activeElement).toBe(name);
    // Typing answers the field's message.
    type(/^Name/, 'A');
    expect(screen.queryByText('Please enter your name.')).toBeNull();
  });

  it('asks for the consent box, described by its notice, and sends nothing until it is ticked', async () => {
    const sent = vi.fn(() => Promise.resolve<FormOutcome<string>>({ kind: 'sent', sent: 'Asha' }));
    renderInSite(<KitForm send={sent} />);
    const box = screen.getByRole('checkbox', { name: /I agree/ });
    expect((box as HTMLInputElement).checked).toBe(false);
    expect(box.getAttribute('aria-describedby')).toBe('kit-notice');
    expect(document.getElementById('kit-notice')?.textContent).toContain('Full privacy notice');
    type(/^Name/, 'Asha');
    type('Message (optional)', 'Hello');
    await send();
    expect(screen.getByText(CONSENT_REQUIRED)).toBeTruthy();
    expect(box.getAttribute('aria-describedby')).toBe('kit-consent-error kit-notice');
    expect(document.activeElement).toBe(box);
    expect(sent).not.toHaveBeenCalled();
    fireEvent.click(box);
    expect(screen.queryByText(CONSENT_REQUIRED)).toBeNull();
  });

  it('sends the language its notice was read in: English unless the person opened it in Hindi', async () => {
    const sent = vi.fn((_fields: Fields, _signals: SenderSignals, _language: NoticeLanguage) =>
      Promise.resolve<FormOutcome<string>>({ kind: 'failed', message: 'Try again' }),
    );
    renderInSite(<KitForm send={sent} />);
    fill();
    await send();
    fireEvent.click(screen.getByRole('link', { name: 'यह सूचना हिन्दी में' }));
    await send();
    expect(sent.mock.calls.map((call) => call[2])).toEqual(['en', 'hi']);
  });

  it('keeps the honeypot from people and screen readers, and sends what it holds with the time since the form appeared', async () => {
    const sent = vi.fn((_fields: Fields, _signals: SenderSignals) =>
      Promise.resolve<FormOutcome<string>>({ kind: 'sent', sent: 'Asha' }),
    );
    const { container } = renderInSite(<KitForm send={sent} />);
    const trap = container.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_FIELD}"]`);
    expect(trap?.tabIndex).toBe(-1);
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
    fireEvent.change(trap as HTMLInputElement, { target: { value: 'https://spam.example' } });
    fill();
    await send();
    const [fields, signals] = sent.mock.calls[0] ?? [];
    expect(fields).toEqual({ name: 'Asha', message: 'Hello' });
    expect(signals?.honeypot).toBe('https://spam.example');
    expect(signals?.elapsedMs).toBeGreaterThanOrEqual(0);
  });

  it('after a refusal for looking automated, keeps what was typed and sends again with the hidden field emptied', async () => {
    const sent = vi.fn((_fields: Fields, _signals: SenderSignals) =>
      Promise.resolve<FormOutcome<string>>({ kind: 'failed', message: 'A field people never see was filled in.' }),
    );
    const { container } = renderInSite(<KitForm send={sent} />);
    const trap = container.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_FIELD}"]`);
    fireEvent.change(trap as HTMLInputElement, { target: { value: 'Asha Rao' } });
    fill();
    await send();
    expect(screen.getByRole('alert').textContent).toBe(
      'Not sent. A field people never see was filled in. Everything you typed is still here.',
    );
    expect(valueOf(/^Name/)).toBe('Asha');
    await send();
    expect(sent.mock.calls.map(([, signals]) => signals.honeypot)).toEqual(['Asha Rao', '']);
  });

  it('shows that it is sending, then thanks, empties the fields and unticks the box', async () => {
    let answer: (outcome: FormOutcome<string>) => void = () => undefined;
    renderInSite(<KitForm send={() => new Promise((resolve) => (answer = resolve))} />);
    fill();
    await send();
    const button = screen.getByRole('button', { name: 'Sending...' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await act(async () => answer({ kind: 'sent', sent: 'Asha' }));
    expect(screen.getByRole('status').textContent).toBe('Thank you, Asha.');
    expect(valueOf(/^Name/)).toBe('');
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says when a rate-limited sender may try again, and keeps what was typed', async () => {
    renderInSite(
      <KitForm send={() => Promise.resolve({ kind: 'limited', message: 'Too many.', retryAfterSeconds: 90 })} />,
    );
    fill();
    await send();
    expect(screen.getByRole('alert').textContent).toBe('Too many messages: try again in 90 seconds.');
    expect(valueOf(/^Name/)).toBe('Asha');
    expect(valueOf('Message (optional)')).toBe('Hello');
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
  });

  it('says the server could not be reached and keeps everything typed', async () => {
    renderInSite(
      <KitForm send={() => Promise.resolve({ kind: 'failed', message: 'We could not reach our server.' })} />,
    );
    fill();
    await send();
    expect(screen.getByRole('alert').textContent).toBe(
      'Not sent. We could not reach our server. Everything you typed is still here.',
    );
    expect(valueOf(/^Name/)).toBe('Asha');
    expect(valueOf('Message (optional)')).toBe('Hello');
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
  });

  it("puts the server's words beside the fields it refused, focuses the first, and keeps what was typed", async () => {
    renderInSite(
      <KitForm
        send={() =>
          Promise.resolve({
            kind: 'refused',
            message: 'Please check the fields marked.',
            errors: { message: 'Too long.', consent: 'The notice has changed.' },
          })
        }
      />,
    );
    fill();
    await send();
    expect(screen.getAllByRole('alert')[0]?.textContent).toBe(
      'Not sent. Please check the fields marked. Everything you typed is still here.',
    );
    expect(document.getElementById('kit-message-error')?.textContent).toBe('Too long.');
    expect(document.getElementById('kit-consent-error')?.textContent).toBe('The notice has changed.');
    expect(document.activeElement?.id).toBe('kit-message');
    expect(valueOf('Message (optional)')).toBe('Hello');
  });
});

type Choice = { slot: string };
function ChoiceForm() {
  const form = usePublicForm<Choice, true>({
    form: 'pick',
    empty: { slot: '' },
    order: ['slot'],
    focusTarget: () => 'pick-slot-morning',
    validate: (fields) => (fields.slot ? {} : { slot: 'Please choose a time of day.' }),
    consent: false,
    send: () => Promise.resolve({ kind: 'sent', sent: true }),
  });
  return (
    <form noValidate onSubmit={(event) => void form.submit(event)}>
      <ChoiceGroup
        form={form}
        name="slot"
        legend="Time of day"
        choices={[
          { value: 'morning', label: 'Morning' },
          { value: 'evening', label: 'Evening' },
        ]}
        radiogroup
      />
      <Button type="submit">Send</Button>
    </form>
  );
}

describe("the form kit's choice of one", () => {
  afterEach(cleanup);

  it('names the group with its mark, describes it by its message, and focuses its first choice', async () => {
    renderInSite(<ChoiceForm />);
    const group = screen.getByRole('radiogroup');
    expect(group.textContent).toContain('Time of day *');
    expect(group.getAttribute('aria-required')).toBe('true');
    expect(group.getAttribute('aria-describedby')).toBeNull();
    await send();
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(group.getAttribute('aria-describedby')).toBe('pick-slot-error');
    expect(document.getElementById('pick-slot-error')?.textContent).toBe('Please choose a time of day.');
    expect(document.activeElement?.id).toBe('pick-slot-morning');
    fireEvent.click(screen.getByLabelText('Evening'));
    expect((screen.getByLabelText('Evening') as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByText('Please choose a time of day.')).toBeNull();
  });
});
