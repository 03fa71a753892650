import { mailFooterFacts, STANDARD_TEXTS } from '@meridian/shared/disclosures';
import { describe, expect, it } from 'vitest';
import { MAIL_CONTENT, MAIL_TEMPLATE_NAMES } from './content';
import { placeholdersOf, readableDate, writeMail } from './templates';

const facts = mailFooterFacts();

/** Data for every `{key}` a template's texts ask for, each value naming its key. */
const dataFor = (name: (typeof MAIL_TEMPLATE_NAMES)[number]) => {
  const template = MAIL_CONTENT.templates[name];
  const keys = [template.subject, ...template.paragraphs].flatMap(placeholdersOf).filter((key) => key !== 'firmName');
  return Object.fromEntries(keys.map((key) => [key, `<${key}-value>`]));
};

describe('the email templates', () => {
  it('are the four acknowledgements sent today', () => {
    expect(MAIL_TEMPLATE_NAMES).toEqual([
      'contact-received',
      'consultation-received',
      'complaint-received',
      'grievance-received',
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
      for (const key of Object.keys(dataFor(name))) {
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
});
