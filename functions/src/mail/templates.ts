/**
 * Writes a queued message (mail/{id}: a template's name and its data) as the email it becomes:
 * subject, plain text and HTML, each ending with the firm's name, its registration line, where to
 * write, and SEBI's standard texts, all from '@meridian/shared/disclosures' (the one place those
 * facts live). The words themselves are content (content.ts). Pure.
 */
import { mailFooterFacts, STANDARD_TEXTS, type MailFooterFacts } from '@meridian/shared/disclosures';
import { MAIL_CONTENT, MAIL_TEMPLATE_NAMES, type MailTemplateName } from './content';
import { longDateInHindi, MONTH_NAMES } from '@meridian/shared/complaints';
import { calendarFile } from './ics';

export interface WrittenMail {
  subject: string;
  text: string;
  html: string;
  /** MAIL_CONTENT.version: which words were sent. */
  contentVersion: string;
  /** A booking's calendar file, for a template that has one. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** '2026-12-19' → '19 December 2026' (in Hindi '19 दिसंबर 2026'); anything else as it is. */
export function readableDate(value: string, language: MailLanguage = 'en'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const month = match ? MONTH_NAMES[Number(match[2]) - 1] : undefined;
  if (!match || !month) return value;
  if (language === 'hi') return longDateInHindi(value);
  return `${Number(match[3])} ${month} ${match[1]}`;
}

/** Above the English a translated message carries. */
const ENGLISH_HEADING = 'In English (the authoritative text):';

/** The languages an email is written in. */
export type MailLanguage = keyof typeof MAIL_CONTENT.closings;

export function isTemplateName(value: unknown): value is MailTemplateName {
  return typeof value === 'string' && (MAIL_TEMPLATE_NAMES as string[]).includes(value);
}

/** The `{key}`s a text asks for. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
}

function fill(text: string, values: Readonly<Record<string, string>>, language: MailLanguage = 'en'): string {
  return text.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`The email's text needs {${key}}, which its data does not give.`);
    return readableDate(value, language);
  });
}

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The closing lines every message carries, as plain text (one line each). */
export function footerLines(facts: MailFooterFacts = mailFooterFacts()): string[] {
  return [
    facts.registrationLine,
    `${facts.firmName}, ${facts.address}. ${facts.email}`,
    `Complaints: ${facts.grievanceEmail}`,
    ...STANDARD_TEXTS.texts.map((standard) => standard.text),
  ];
}

/**
 * The email a template's data makes. Throws when the name is not a template, or when the data
 * lacks a value the text asks for (nothing half-filled is ever sent).
 */
export function writeMail(
  name: string,
  data: Readonly<Record<string, string>>,
  facts: MailFooterFacts = mailFooterFacts(),
): WrittenMail {
  if (!isTemplateName(name)) throw new Error(`There is no email template "${name}".`);
  const template = MAIL_CONTENT.templates[name];
  const language: MailLanguage = 'language' in template ? template.language : 'en';
  const closing = MAIL_CONTENT.closings[language];
  const values = { ...data, firmName: facts.firmName };
  const paragraphs = template.paragraphs.map((paragraph) => fill(paragraph, values, language));
  const signOff = closing.signOff.map((line) => fill(line, values, language));
  const footer = footerLines(facts);
  const subject = `${fill(template.subject, values, language)} · ${facts.firmName}`;
  // A translation carries the English it translates, which prevails.
  const english =
    'english' in template ? MAIL_CONTENT.templates[template.english].paragraphs.map((line) => fill(line, values)) : [];
  const text =
    [
      ...paragraphs,
      signOff.join('\n'),
      ...(english.length > 0 ? [ENGLISH_HEADING, ...english] : []),
      '--',
      closing.reason,
      ...footer,
    ].join('\n\n') + '\n';
  const small = 'font-size:12px;color:#555;margin:0 0 8px';
  // The firm's facts and SEBI's texts are in English whatever the message's language.
  const inEnglish = language === 'en' ? '' : ' lang="en"';
  const html = [
    '<!doctype html>',
    `<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;line-height:1.5;max-width:600px">',
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p>${signOff.map(escapeHtml).join('<br>')}</p>`,
    ...(english.length > 0
      ? [
          `<div lang="en"><p><strong>${ENGLISH_HEADING}</strong></p>`,
          ...english.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
          '</div>',
        ]
      : []),
    '<hr>',
    `<p style="${small}">${escapeHtml(closing.reason)}</p>`,
    ...footer.map((line) => `<p style="${small}"${inEnglish}>${escapeHtml(line)}</p>`),
    '</body></html>',
  ].join('\n');
  const calendar = 'calendar' in template ? template.calendar : null;
  if (!calendar) return { subject, text, html, contentVersion: MAIL_CONTENT.version };
  return {
    subject,
    text,
    html,
    contentVersion: MAIL_CONTENT.version,
    attachments: [calendarOf(calendar, data, facts)],
  };
}

/**
 * A booking email's calendar file (ics.ts), from the message's data (its booking, slot, sequence
 * and stamp, which bookingMailOf gives) and the firm's facts. Throws when they are missing.
 */
function calendarOf(
  method: 'publish' | 'cancel',
  data: Readonly<Record<string, string>>,
  facts: MailFooterFacts,
): MailAttachment {
  const domain = facts.email.split('@')[1] ?? 'localhost';
  const content = calendarFile({
    booking: data.booking ?? '',
    domain,
    slot: data.slot ?? '',
    sequence: Number(data.sequence ?? '0'),
    stamp: data.stamp ?? '',
    summary: `First conversation with ${facts.firmName}`,
    description: [
      'A free introductory call of up to 30 minutes: not advice and not a trial of our service.',
      data.link ? `To choose another time or cancel: ${data.link}` : '',
    ]
      .filter(Boolean)
      .join('\n'),
    method,
  });
  return {
    filename: 'first-conversation.ics',
    contentType: `text/calendar; charset=utf-8; method=${method === 'cancel' ? 'CANCEL' : 'PUBLISH'}`,
    content,
  };
}
