import { describe, expect, it } from 'vitest';
import { COMPLAINT_CATEGORIES, longDateInHindi } from '@meridian/shared/complaints';
import { EMPTY_COMPLAINT, type ComplaintFields, type FieldProblem } from '@meridian/shared/submissions';
import { complaintDesk, type ComplaintFormWords } from './complaints';
import { complaintDeskHi, retryWhenHi } from './complaints.hi';

// The complaint desk in Hindi kept in step with the English: the same steps and links, every text
// in Devanagari, a Hindi message for every problem the shared checks find.

const DEVANAGARI = /[\u0900-\u097F]/;
const PROBLEMS: readonly FieldProblem[] = ['missing', 'too-long', 'line-break', 'invalid'];
const FIELDS = Object.keys(EMPTY_COMPLAINT) as (keyof ComplaintFields)[];

/** Every text of a form's words, its functions called with sample values. */
function formTexts(form: ComplaintFormWords): string[] {
  return [
    ...Object.values(form.labels),
    ...form.clientChoices.map((choice) => choice.label),
    form.categoryPlaceholder,
    ...Object.values(form.categories),
    form.descriptionHint,
    form.counter(12, 5000),
    form.optional,
    form.submit,
    form.sending,
    form.signedIn('asha@example.in'),
    form.failed('x'),
    form.limited(90),
    form.unreachable,
    ...FIELDS.flatMap((field) => PROBLEMS.map((problem) => form.problems(field, problem))),
    ...(form.server ? [form.server.refused, form.server.failed] : []),
    ...Object.values(form.receipt),
  ];
}

describe('the complaint desk in Hindi', () => {
  const { page, form } = complaintDeskHi;

  it('is Hindi, with a status the page shows until compliance reviews it', () => {
    expect(complaintDeskHi.language).toBe('hi');
    expect(complaintDeskHi.status).toBeDefined();
    expect(complaintDesk.status).toBeUndefined();
  });

  it('asks a different thing of a field the server alone refuses than of one left empty', () => {
    // The choices are only ever missing, and an optional phone never is.
    for (const field of FIELDS.filter((name) => !['client', 'category', 'phone'].includes(name)))
      expect(form.problems(field, 'invalid')).not.toBe(form.problems(field, 'missing'));
  });

  it('has the English escalation path: the same steps, in order, with the same links', () => {
    expect(page.escalation.map((step) => step.link?.href)).toEqual(
      complaintDesk.page.escalation.map((step) => step.link?.href),
    );
    expect(page.escalation.map((step) => step.paragraphs.length)).toEqual(
      complaintDesk.page.escalation.map((step) => step.paragraphs.length),
    );
    expect(page.how).toHaveLength(complaintDesk.page.how.length);
    expect(page.dataLink.to).toBe(complaintDesk.page.dataLink.to);
  });

  it('has every text of its page and form written in Devanagari', () => {
    const texts = [
      page.meta.title,
      page.meta.description,
      page.banner.title,
      page.banner.subtitle,
      page.howHeading,
      ...page.how,
      page.escalationHeading,
      ...page.escalation.flatMap((step) => [step.heading, ...step.paragraphs]),
      page.postHeading,
      page.post,
      page.dataLink.label,
      page.formHeading,
      page.formIntro,
      ...formTexts(form),
    ];
    expect(texts.filter((text) => !DEVANAGARI.test(text))).toEqual([]);
  });

  it('names every category of the desk', () => {
    expect(Object.keys(form.categories).sort()).toEqual([...COMPLAINT_CATEGORIES].sort());
  });

  it('words the endpoint’s refusals and failures itself, as the endpoint answers in English', () => {
    expect(form.server).toBeDefined();
    expect(complaintDesk.form.server).toBeUndefined();
  });

  it.each([
    [0.2, '1 सेकंड बाद'],
    [40, '40 सेकंड बाद'],
    [61, '2 मिनट बाद'],
    [3599, 'लगभग 1 घंटे बाद'],
    [7200, 'लगभग 2 घंटे बाद'],
    [86_400, 'कल'],
  ])('says when to try again after %s seconds: %s', (seconds, when) => {
    expect(retryWhenHi(seconds)).toBe(when);
  });

  it.each([
    ['2026-11-24', '24 नवंबर 2026'],
    ['2027-01-01', '1 जनवरी 2027'],
    ['not a date', 'not a date'],
    ['2026-13-01', '2026-13-01'],
  ])('writes %s as %s', (iso, shown) => {
    expect(longDateInHindi(iso)).toBe(shown);
  });
});
