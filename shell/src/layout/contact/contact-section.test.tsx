// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SubmitOutcome } from '@meridian/shared/submissions';
import { renderInSite } from '@meridian/shared/testing';
import type { LeadInput } from '../../data/submit-lead';
import { ContactSection } from './contact-section';

const submitLead = vi.hoisted(() => vi.fn<(input: LeadInput) => Promise<SubmitOutcome>>());
vi.mock('../../data/submit-lead', () => ({ submitLead }));

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const valueOf = (label: RegExp) => (screen.getByLabelText(label) as HTMLInputElement).value;
function fill() {
  type(/^First name/, 'Asha');
  type(/^Last name/, 'Rao');
  type(/^Email/, 'asha@example.com');
  type(/^Message/, 'Please call me about my SIPs.');
  fireEvent.click(screen.getByRole('checkbox', { name: /I agree/ }));
}
async function send() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('the contact section', () => {
  beforeEach(() => window.sessionStorage.clear());
  afterEach(() => {
    cleanup();
    submitLead.mockReset();
  });

  it('names each missing field beside it, asks for the consent box, and sends nothing', async () => {
    renderInSite(<ContactSection />);
    await send();
    expect(screen.getByText('Please enter your first name.')).toBeTruthy();
    expect(screen.getByLabelText(/^First name/).getAttribute('aria-describedby')).toBe('contact-firstName-error');
    expect(screen.getByText('Please tick the box to agree, so that we may use these details.')).toBeTruthy();
    expect(document.activeElement?.id).toBe('contact-firstName');
    expect(submitLead).not.toHaveBeenCalled();
  });

  it('sends the lead with the honeypot and the page, thanks the visitor by name and empties the form', async () => {
    submitLead.mockResolvedValue({ kind: 'sent', answer: { ok: true } });
    renderInSite(<ContactSection />, { url: '/services' });
    fill();
    await send();
    expect(submitLead.mock.calls[0]?.[0]).toMatchObject({
      fields: { firstName: 'Asha', lastName: 'Rao', email: 'asha@example.com', phone: '' },
      consent: true,
      page: '/services',
      honeypot: '',
    });
    expect(screen.getByRole('status').textContent).toMatch(/^Thank you, Asha\. Your message has reached us/);
    expect(valueOf(/^First name/)).toBe('');
    expect((screen.getByRole('checkbox', { name: /I agree/ }) as HTMLInputElement).checked).toBe(false);
  });

  it("keeps everything typed when the server limits the sender, with the server's words", async () => {
    submitLead.mockResolvedValue({ kind: 'limited', message: 'Too many messages from here.', retryAfterSeconds: 60 });
    renderInSite(<ContactSection />);
    fill();
    await send();
    expect(screen.getByRole('alert').textContent).toBe(
      'Your message was not sent. Too many messages from here. Everything you typed is still here.',
    );
    expect(valueOf(/^Message/)).toBe('Please call me about my SIPs.');
    expect((screen.getByRole('checkbox', { name: /I agree/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('keeps everything typed when the server cannot be reached', async () => {
    submitLead.mockResolvedValue({ kind: 'failed', message: 'We could not reach our server.' });
    renderInSite(<ContactSection />);
    fill();
    await send();
    expect(screen.getByRole('alert').textContent).toContain('We could not reach our server.');
    expect(valueOf(/^Email/)).toBe('asha@example.com');
    expect((screen.getByRole('button', { name: 'Send Message' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("puts the server's words beside the field it refused and focuses it", async () => {
    submitLead.mockResolvedValue({
      kind: 'refused',
      message: 'Please check the fields marked.',
      errors: { email: 'Please enter a valid email address, like name@example.com.' },
    });
    renderInSite(<ContactSection />);
    fill();
    await send();
    expect(document.getElementById('contact-email-error')?.textContent).toBe(
      'Please enter a valid email address, like name@example.com.',
    );
    expect(document.activeElement?.id).toBe('contact-email');
    expect(valueOf(/^Email/)).toBe('asha@example.com');
  });
});

describe('the contact section on the account’s pages, the dashboard and the admin area', () => {
  beforeEach(() => window.sessionStorage.clear());
  afterEach(cleanup);

  it.each(['/signin', '/dashboard/privacy', '/admin/users'])(
    '%s: one line, how to call and email the firm, and a button that opens the form, focused',
    async (url) => {
      renderInSite(<ContactSection />, { url });
      const section = screen.getByRole('region', { name: 'Questions?' });
      expect(section.textContent).toMatch(/Call \+91 .*, email .*@.*, or Write to us/);
      expect(screen.getByRole('link', { name: /^\+91/ }).getAttribute('href')).toMatch(/^tel:/);
      expect(screen.getByRole('link', { name: /@/ }).getAttribute('href')).toMatch(/^mailto:/);
      expect(screen.queryByRole('button', { name: 'Send Message' })).toBeNull();

      fireEvent.click(screen.getByRole('button', { name: 'Write to us' }));
      expect(screen.getByRole('region', { name: 'Get in touch' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Send Message' })).toBeTruthy();
      await waitFor(() => expect(document.activeElement?.id).toBe('contact-firstName'));
      // Once: typing elsewhere in the form keeps the focus there.
      const email = screen.getByLabelText(/^Email/);
      email.focus();
      type(/^Email/, 'asha@example.com');
      expect(document.activeElement).toBe(email);
    },
  );

  it('is open from the start there when something typed elsewhere is waiting in it', async () => {
    window.sessionStorage.setItem('contact-draft', JSON.stringify({ firstName: 'Asha' }));
    renderInSite(<ContactSection />, { url: '/dashboard' });
    expect(await screen.findByRole('button', { name: 'Send Message' })).toBeTruthy();
    expect(valueOf(/^First name/)).toBe('Asha');
  });

  it('opens at a link to #contact (the contact page’s “Send us a message”)', async () => {
    renderInSite(<ContactSection />, { url: '/contact#contact' });
    expect(await screen.findByRole('button', { name: 'Send Message' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.id).toBe('contact-firstName'));
  });

  it('is the whole section everywhere else', () => {
    renderInSite(<ContactSection />, { url: '/calculators/sip' });
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Write to us' })).toBeNull();
  });
});
