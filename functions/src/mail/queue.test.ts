import { describe, expect, it } from 'vitest';
import type { ToStore } from '../submit/handler';
import { readMailConfig } from './config';
import { acknowledgementOf } from './queue';

const lead = {
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.com',
  phone: '',
  message: 'Hello',
  page: '/contact',
  status: 'new' as const,
  noticeVersion: '1.0',
  noticeLanguage: 'en' as const,
};

describe('the acknowledgement a stored submission queues', () => {
  it('answers a contact message at the address typed into it, about its lead', () => {
    expect(acknowledgementOf({ kind: 'lead', lead }, { id: 'L1' })).toMatchObject({
      to: 'asha@example.com',
      template: { name: 'contact-received', data: { name: 'Asha' } },
      about: { collection: 'leads', id: 'L1' },
      uid: null,
      delivery: { state: 'pending', attempts: 0, sentAt: null },
    });
  });

  it('answers a consultation request with the day and part of the day asked for', () => {
    const consultation: ToStore = {
      kind: 'lead',
      lead: { ...lead, type: 'consultation', preferredDate: '2026-12-02', preferredSlot: 'morning' },
    };
    expect(acknowledgementOf(consultation, { id: 'L2' })?.template).toEqual({
      name: 'consultation-received',
      data: { name: 'Asha', preferredDate: '2026-12-02', preferredSlot: 'Morning (9:30 am to 12:30 pm)' },
    });
  });

  it('answers a complaint with its ticket and 21-day date, against the signed-in person too', () => {
    const complaint = { name: 'Asha Rao', email: 'asha@example.com', uid: 'u1' } as Extract<
      ToStore,
      { kind: 'complaint' }
    >['complaint'];
    expect(
      acknowledgementOf({ kind: 'complaint', complaint }, { id: 'MWA-2026-000042', dueBy: '2026-12-19' }),
    ).toMatchObject({
      to: 'asha@example.com',
      template: {
        name: 'complaint-received',
        data: { name: 'Asha Rao', ticket: 'MWA-2026-000042', dueBy: '2026-12-19' },
      },
      about: { collection: 'complaints', id: 'MWA-2026-000042' },
      uid: 'u1',
    });
  });

  it('answers a complaint lodged on the Hindi form in Hindi', () => {
    const complaint = { name: 'आशा', email: 'asha@example.com', uid: null, language: 'hi' } as Extract<
      ToStore,
      { kind: 'complaint' }
    >['complaint'];
    expect(
      acknowledgementOf({ kind: 'complaint', complaint }, { id: 'MWA-2026-000043', dueBy: '2026-12-19' })?.template
        .name,
    ).toBe('complaint-received-hi');
  });

  it('answers a grievance at its sign-in email, and sends nothing when there was none', () => {
    const grievance = { uid: 'u1', email: 'asha@example.com', subject: 'My data', dueBy: '2027-01-10' } as Extract<
      ToStore,
      { kind: 'grievance' }
    >['grievance'];
    expect(acknowledgementOf({ kind: 'grievance', grievance }, { id: 'G1' })).toMatchObject({
      to: 'asha@example.com',
      template: { name: 'grievance-received', data: { subject: 'My data', dueBy: '2027-01-10' } },
      about: { collection: 'grievances', id: 'G1' },
      uid: 'u1',
    });
    expect(acknowledgementOf({ kind: 'grievance', grievance: { ...grievance, email: '' } }, { id: 'G1' })).toBeNull();
  });

  it('sends nothing for a newsletter subscription (its address was given for the newsletter alone)', () => {
    const subscription = {
      email: 'asha@example.com',
      page: '/',
      status: 'active' as const,
      noticeVersion: '1.0',
      noticeLanguage: 'en' as const,
    };
    expect(acknowledgementOf({ kind: 'subscription', subscription }, { id: 'S1' })).toBeNull();
  });
});

describe('the mail server settings', () => {
  const base = { SMTP_HOST: 'smtp.example.com', MAIL_FROM: 'Meridian <hello@example.com>' };

  it('reads the host, port, TLS, login and sender', () => {
    expect(readMailConfig({ ...base, SMTP_PORT: '465', SMTP_SECURE: 'true', SMTP_USER: 'u', SMTP_PASS: 'p' })).toEqual({
      host: 'smtp.example.com',
      port: 465,
      secure: true,
      auth: { user: 'u', pass: 'p' },
      from: 'Meridian <hello@example.com>',
    });
    expect(readMailConfig(base)).toMatchObject({ port: 587, secure: false, auth: null });
  });

  it.each([
    [{ MAIL_FROM: base.MAIL_FROM }, 'SMTP_HOST is not set'],
    [{ ...base, SMTP_PORT: '70000' }, 'SMTP_PORT must be a port number'],
    [{ ...base, SMTP_USER: 'u' }, 'SMTP_USER and SMTP_PASS are set together'],
    [{ SMTP_HOST: 'smtp.example.com', MAIL_FROM: 'Meridian' }, 'MAIL_FROM must be'],
  ])('refuses %j', (env, message) => {
    expect(() => readMailConfig(env)).toThrow(message);
  });
});
