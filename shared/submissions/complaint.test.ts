import { describe, expect, it } from 'vitest';
import { COMPLAINT_CATEGORIES, COMPLAINT_LIMITS } from '../complaints';
import {
  complaintProblems,
  complaintToStore,
  EMPTY_COMPLAINT,
  HONEYPOT_FIELD,
  looksAutomated,
  readSubmission,
  validateComplaint,
  type ComplaintFields,
  type FieldProblem,
} from './index';

// The complaint form (mfe-marketing's /complaints) and the endpoint (functions/src/submit) check a
// complaint with these same functions: what one refuses, the other refuses in the same words.

const valid: ComplaintFields = {
  name: 'Asha Rao',
  email: 'asha.rao@example.in',
  phone: '',
  client: 'yes',
  category: 'fees',
  description: 'I was billed twice for the quarter ending September.',
};

describe('validateComplaint', () => {
  it('accepts a complete complaint without a phone number', () => {
    expect(validateComplaint(valid)).toEqual({});
  });

  it('names every missing field, the phone aside', () => {
    expect(Object.keys(validateComplaint(EMPTY_COMPLAINT)).sort()).toEqual(
      ['category', 'client', 'description', 'email', 'name'].sort(),
    );
  });

  it.each<[string, Partial<ComplaintFields> | Record<string, string>, keyof ComplaintFields, RegExp]>([
    ['an empty name', { name: '' }, 'name', /^Please enter your name\.$/],
    ['a name of spaces', { name: ' \u00a0 ' }, 'name', /^Please enter your name\.$/],
    ['a name over 100 characters', { name: 'x'.repeat(COMPLAINT_LIMITS.name + 1) }, 'name', /under 100 characters/],
    ['a name over two lines', { name: 'Asha\nRao' }, 'name', /tabs or line breaks/],
    ['no email', { email: '' }, 'email', /^Please enter your email address\.$/],
    ['an email without a domain', { email: 'asha@' }, 'email', /valid email address/],
    ['an email with a control character', { email: 'asha\u0001@example.in' }, 'email', /valid email address/],
    ['a phone of words', { phone: 'call me' }, 'phone', /valid phone number/],
    ['a phone over 20 characters', { phone: `+(${'9'.repeat(20)}` }, 'phone', /20 characters or fewer/],
    ['no answer to "are you a client"', { client: '' }, 'client', /whether you are a client/],
    ['an answer that is not yes or no', { client: 'maybe' }, 'client', /whether you are a client/],
    ['no category', { category: '' }, 'category', /what your complaint is about/],
    ['an unknown category', { category: 'refund' }, 'category', /what your complaint is about/],
    ['a category in another case', { category: 'Fees' }, 'category', /what your complaint is about/],
    ['an empty description', { description: '' }, 'description', /^Please describe your complaint\.$/],
    ['a description of line breaks', { description: '\n\n' }, 'description', /^Please describe your complaint\.$/],
    [
      'a description over 5,000 characters',
      { description: 'x'.repeat(COMPLAINT_LIMITS.description + 1) },
      'description',
      /5,000 characters or fewer/,
    ],
  ])('refuses %s, on that field alone', (_what, change, field, message) => {
    const errors = validateComplaint({ ...valid, ...change } as ComplaintFields);
    expect(Object.keys(errors)).toEqual([field]);
    expect(errors[field]).toMatch(message);
  });

  it.each<[string, Partial<ComplaintFields>]>([
    ['a phone number', { phone: '+91 98765 43210' }],
    ['not a client', { client: 'no' }],
    [
      'a description of exactly 5,000 characters over many lines',
      { description: `${'x'.repeat(4990)}\n\n${'y'.repeat(8)}` },
    ],
    ['a name of exactly 100 characters', { name: 'n'.repeat(COMPLAINT_LIMITS.name) }],
    ...COMPLAINT_CATEGORIES.map((category): [string, Partial<ComplaintFields>] => [
      `category ${category}`,
      { category },
    ]),
  ])('accepts %s', (_what, change) => {
    expect(validateComplaint({ ...valid, ...change })).toEqual({});
  });
});

describe('complaintProblems (what a form in any language words)', () => {
  it.each<[string, Partial<ComplaintFields> | Record<string, string>, keyof ComplaintFields, FieldProblem]>([
    ['an empty name', { name: ' ' }, 'name', 'missing'],
    ['a name over 100 characters', { name: 'x'.repeat(COMPLAINT_LIMITS.name + 1) }, 'name', 'too-long'],
    ['a name over two lines', { name: 'Asha\nRao' }, 'name', 'line-break'],
    ['no email', { email: '' }, 'email', 'missing'],
    ['an email without a domain', { email: 'asha@' }, 'email', 'invalid'],
    ['a phone of words', { phone: 'call me' }, 'phone', 'invalid'],
    ['a phone over 20 characters', { phone: `+(${'9'.repeat(20)}` }, 'phone', 'too-long'],
    ['no answer to "are you a client"', { client: '' }, 'client', 'missing'],
    ['no category', { category: '' }, 'category', 'missing'],
    ['an unknown category', { category: 'refund' }, 'category', 'invalid'],
    ['an empty description', { description: '\n' }, 'description', 'missing'],
    [
      'a description over 5,000',
      { description: 'x'.repeat(COMPLAINT_LIMITS.description + 1) },
      'description',
      'too-long',
    ],
  ])('finds %s: %s is %s', (_what, change, field, problem) => {
    expect(complaintProblems({ ...valid, ...change } as ComplaintFields)).toEqual({ [field]: problem });
  });

  it('gives validateComplaint’s messages in the words it is handed, field by field', () => {
    const words = (field: keyof ComplaintFields, problem: FieldProblem) => `${field}:${problem}`;
    expect(validateComplaint({ ...EMPTY_COMPLAINT, email: 'asha@' }, words)).toEqual({
      name: 'name:missing',
      email: 'email:invalid',
      client: 'client:missing',
      category: 'category:missing',
      description: 'description:missing',
    });
  });
});

describe('complaintToStore', () => {
  it('trims, cleans the phone, and reads the answers', () => {
    expect(
      complaintToStore({
        name: ' Asha Rao ',
        email: ' asha@example.in ',
        phone: ' 98765\t43210 ',
        client: 'no',
        category: 'impersonation',
        description: '  Someone called from a number claiming to be you.\n',
      }),
    ).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.in',
      phone: '98765 43210',
      isClient: false,
      category: 'impersonation',
      impersonation: true,
      description: 'Someone called from a number claiming to be you.',
    });
  });

  it('marks only the impersonation category as impersonation', () => {
    for (const category of COMPLAINT_CATEGORIES)
      expect(complaintToStore({ ...valid, category }).impersonation).toBe(category === 'impersonation');
  });
});

const body = (change: Record<string, unknown> = {}): Record<string, unknown> => ({
  kind: 'complaint',
  fields: { ...valid },
  page: '/complaints',
  [HONEYPOT_FIELD]: '',
  elapsedMs: 20_000,
  ...change,
});

describe('readSubmission of a complaint', () => {
  it('reads a complete complaint, in English when its page names no language (an earlier release)', () => {
    expect(readSubmission(body())).toEqual({ submission: { ...body(), language: 'en' } });
  });

  it('reads the language of its form and notice', () => {
    expect(readSubmission(body({ language: 'hi' }))).toEqual({ submission: body({ language: 'hi' }) });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a field that is a number', body({ fields: { ...valid, name: 42 } }), 'name'],
    ['a category that is a list', body({ fields: { ...valid, category: ['fees'] } }), 'category'],
    ['"are you a client" as true', body({ fields: { ...valid, client: true } }), 'client'],
    ['an unknown category', body({ fields: { ...valid, category: 'refund' } }), 'category'],
    ['a description that is too long', body({ fields: { ...valid, description: 'x'.repeat(5001) } }), 'description'],
    ['no time', body({ elapsedMs: undefined }), 'form'],
    ['no page', body({ page: undefined }), 'form'],
    ['a language the site does not offer', body({ language: 'xx' }), 'form'],
    ['a language that is not text', body({ language: 1 }), 'form'],
  ])('refuses %s, naming %s', (_what, sent, field) => {
    const read = readSubmission(sent);
    expect('errors' in read && Object.keys(read.errors)).toContain(field);
  });

  it('keeps no field a complaint does not have (a lead’s message, a status, a uid)', () => {
    const read = readSubmission(body({ fields: { ...valid, message: 'x', status: 'resolved', uid: 'someone' } }));
    expect('submission' in read && read.submission.fields).toEqual(valid);
  });

  it('takes a bot’s complaint for what it is: a filled honeypot, or sent within seconds', () => {
    for (const [change, automated] of [
      [{}, false],
      [{ [HONEYPOT_FIELD]: 'x' }, true],
      [{ elapsedMs: 900 }, true],
    ] as const) {
      const read = readSubmission(body(change));
      if (!('submission' in read)) throw new Error('not read');
      expect(looksAutomated(read.submission)).toBe(automated);
    }
  });
});
