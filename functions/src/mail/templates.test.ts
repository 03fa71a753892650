import { mailFooterFacts, STANDARD_TEXTS } from '@meridian/shared/disclosures';
import { describe, expect, it } from 'vitest';
import { MAIL_CONTENT, MAIL_TEMPLATE_NAMES } from './content';
import { placeholdersOf, readableDate, writeMail } from './templates';

const facts = mailFooterFacts();

/** Data for every `{key}` a template's texts ask for, each value naming its key. */
const dataFor = (name: (typeof MAIL_TEMPLATE_NAMES)[number]): Record<string, string> => {
  const template = MAIL_CONTENT.templates[name];
  const keys = [template.subject, ...template.paragraphs].flatMap(placeholdersOf).filter((key) => key !== 'firmName');
  // A booking's calendar file needs a real slot, stamp and sequence (the texts never show them).
  const calendar: Record<string, string> =
    'calendar' in template
      ? { booking: 'b1', slot: '2026-12-01T10:30', sequence: '0', stamp: '2026-11-29T10:00:00Z' }
      : {};
  return { ...Object.fromEntries(keys.map((key) => [key, `<${key}-value>`])), ...calendar };
};

describe('the email templates', () => {
  it('are the four acknowledgements (a complaint’s in English and in Hindi), the three emails of a booking and the three of the onboarding', () => {
    expect(MAIL_TEMPLATE_NAMES).toEqual([
      'contact-received',
      'consultation-received',
      'booking-confirmed',
      'booking-moved',
      'booking-cancelled',
      'complaint-received',
      'complaint-received-hi',
      'grievance-received',
      'risk-profile-accepted',
      'agreement-code',
      'agreement-signed',
    ]);
  });

  it.each(MAIL_TEMPLATE_NAMES)(
    '%s has a subject, a text part and an HTML part, each with the registration line and the standard texts',
    (name) => {
      const mail = writeMail(name, dataFor(name));
      expect(mail.subject).toContain(facts.firmName);
      expect(facts.registrationLine).toContain('Reg. No. INA');
      for (const part of [mail.text, mail.html]) {
        expect(part).toContain(facts.registrationLine);
        expect(part).toContain(facts.grievanceEmail);
        for (const standard of STANDARD_TEXTS.texts) expect(part).toContain(standard.text);
      }
      expect(mail.html).toMatch(/^<!doctype html>/);
      expect(mail.text).not.toMatch(/<\/?(p|br|hr|html|body)\b/);
      expect(mail.contentVersion).toBe(MAIL_CONTENT.version);
    },
  );

  it.each(MAIL_TEMPLATE_NAMES)(
    '%s leaves no placeholder unfilled, and escapes what the person typed in the HTML',
    (name) => {
      const mail = writeMail(name, dataFor(name));
      expect(`${mail.subject}${mail.text}${mail.html}`).not.toMatch(/\{\w+\}/);
      const typed = Object.entries(dataFor(name)).filter(([key, value]) => value === `<${key}-value>`);
      for (const [key] of typed) {
        expect(mail.html).toContain(`&lt;${key}-value&gt;`);
        expect(mail.html).not.toContain(`<${key}-value>`);
      }
    },
  );

  it('writes a complaint\u2019s reference and its 21-day date', () => {
    const mail = writeMail('complaint-received', { name: 'Asha', ticket: 'MWA-2026-000042', dueBy: '2026-12-19' });
    expect(mail.subject).toContain('MWA-2026-000042');
    expect(mail.text).toContain('Dear Asha,');
    expect(mail.text).toContain('Its reference is MWA-2026-000042');
    expect(mail.text).toContain('by 19 December 2026, within 21 days');
  });

  it('writes a complaint lodged in Hindi in Hindi, marked so, its date in Hindi, the firm’s facts and SEBI’s texts in English', () => {
    const mail = writeMail('complaint-received-hi', { name: 'आशा', ticket: 'MWA-2026-000042', dueBy: '2026-12-19' });
    expect(mail.subject).toContain('शिकायत MWA-2026-000042 प्राप्त हुई');
    expect(mail.text).toContain('प्रिय आशा,');
    expect(mail.text).toContain('19 दिसंबर 2026 तक');
    expect(mail.text).toContain('सादर,');
    expect(mail.text).toContain('अंग्रेज़ी पाठ मान्य होगा');
    expect(mail.html).toContain('<html lang="hi">');
    // The English it translates, under the sign-off, marked English.
    expect(mail.text).toContain('In English (the authoritative text):\n\nDear आशा,');
    expect(mail.text).toContain('by 19 December 2026, within 21 days');
    expect(mail.html).toMatch(/<div lang="en">[\s\S]*Its reference is MWA-2026-000042[\s\S]*<\/div>/);
    expect(mail.html).toContain(`lang="en">${facts.registrationLine}</p>`);
    expect(writeMail('complaint-received', { name: 'Asha', ticket: 'T', dueBy: '2026-12-19' }).html).toContain(
      '<html lang="en">',
    );
  });

  it('attaches a booking\u2019s calendar file: added when confirmed or moved, taken out when cancelled', () => {
    const data = {
      name: 'Asha',
      when: 'Tuesday 1 December 2026, 10:30 to 11:00 IST',
      topic: 'Retirement',
      adviserName: 'Meera Iyer',
      booking: 'b1',
      slot: '2026-12-01T10:30',
      sequence: '0',
      stamp: '2026-11-29T10:00:00Z',
      link: 'https://meridian.example/contact/booking#b=b1&s=2026-12-01T10%3A30&k=0123',
    };
    const confirmed = writeMail('booking-confirmed', data);
    expect(confirmed.text).toContain('is booked for Tuesday 1 December 2026, 10:30 to 11:00 IST');
    expect(confirmed.text).toContain('not advice and not a trial');
    expect(confirmed.text).toContain(data.link);
    expect(confirmed.attachments).toHaveLength(1);
    expect(confirmed.attachments?.[0]?.contentType).toContain('method=PUBLISH');
    expect(confirmed.attachments?.[0]?.content).toContain('DTSTART:20261201T050000Z');
    const cancelled = writeMail('booking-cancelled', { ...data, sequence: '1' });
    expect(cancelled.attachments?.[0]?.content).toContain('METHOD:CANCEL');
    expect(cancelled.attachments?.[0]?.content).toContain('SEQUENCE:1');
    expect(writeMail('contact-received', { name: 'Asha' }).attachments).toBeUndefined();
    expect(() => writeMail('booking-confirmed', { ...data, slot: 'soon' })).toThrow('needs a slot');
  });

  it('refuses an unknown template, and data that lacks a value the text asks for', () => {
    expect(() => writeMail('newsletter', {})).toThrow('There is no email template "newsletter".');
    expect(() => writeMail('complaint-received', { name: 'Asha', ticket: 'MWA-2026-000042' })).toThrow('{dueBy}');
  });

  it.each([
    ['2026-12-19', '19 December 2026'],
    ['2027-01-01', '1 January 2027'],
    ['2026-13-01', '2026-13-01'],
    ['Morning (9:30 am to 12:30 pm)', 'Morning (9:30 am to 12:30 pm)'],
  ])('shows %s as %s', (value, shownAs) => {
    expect(readableDate(value)).toBe(shownAs);
  });

  it.each([
    ['2026-12-19', '19 दिसंबर 2026'],
    ['2027-01-01', '1 जनवरी 2027'],
    ['2026-13-01', '2026-13-01'],
  ])('shows %s in Hindi as %s', (value, shownAs) => {
    expect(readableDate(value, 'hi')).toBe(shownAs);
  });
});
