import { describe, expect, it } from 'vitest';
import { LEAD_LIMITS, PRIVACY_NOTICE_VERSION } from '../src/contracts/documents';
import { hasControlCharacter } from '../src/validation/text';
import {
  cleanPhone,
  CONSENT_MESSAGES,
  EMPTY_LEAD,
  HONEYPOT_FIELD,
  leadPage,
  leadToStore,
  automatedRefusal,
  looksAutomated,
  MIN_FILL_MS,
  readSubmission,
  retryWhen,
  submitLimited,
  validateLead,
  type LeadSubmission,
} from './index';

const valid = {
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha.rao@example.in',
  phone: '',
  message: 'I would like a review of my retirement plan.',
};

describe('validateLead (the contact form and the endpoint alike)', () => {
  it('accepts a complete form without a phone number', () => {
    expect(validateLead(valid)).toEqual({});
  });

  it('names every missing required field', () => {
    expect(Object.keys(validateLead(EMPTY_LEAD)).sort()).toEqual(['email', 'firstName', 'lastName', 'message']);
  });

  it.each([
    [{ firstName: '   ' }, 'firstName'],
    [{ lastName: '' }, 'lastName'],
    [{ lastName: ' \u00a0 ' }, 'lastName'],
    [{ email: 'not-an-email' }, 'email'],
    [{ email: 'asha\u0001@example.in' }, 'email'],
    [{ message: '\n' }, 'message'],
    [{ message: 'x'.repeat(5001) }, 'message'],
    [{ firstName: 'x'.repeat(101) }, 'firstName'],
    [{ firstName: 'Asha\tDevi' }, 'firstName'],
    [{ lastName: 'Rao\nInjected' }, 'lastName'],
    [{ phone: 'call me' }, 'phone'],
    [{ phone: '12' }, 'phone'],
    [{ phone: '022/4000 1234' }, 'phone'],
    [{ phone: '022 4000 1234 x5' }, 'phone'],
  ])('%j is refused on %s', (change, field) => {
    expect(Object.keys(validateLead({ ...valid, ...change }))).toEqual([field]);
  });

  it.each(['+91 98765 43210', '022-4000 1234', '9876543210', '(022) 4000-1234', '+91 (22) 4000-1234'])(
    'accepts phone %s',
    (phone) => {
      expect(validateLead({ ...valid, phone })).toEqual({});
    },
  );

  it('accepts names with leading or trailing tabs (they are trimmed off) and a multi-line message', () => {
    expect(validateLead({ ...valid, firstName: '\tAsha ', message: 'Hello,\n\nThanks.' })).toEqual({});
  });

  // The endpoint refuses a phone over LEAD_LIMITS.phone characters or with other characters:
  // the form refuses them first, with the same message.
  it(`refuses a phone over ${LEAD_LIMITS.phone} characters, which the pattern alone would let through`, () => {
    const phone = `+(${'9'.repeat(LEAD_LIMITS.phone - 1)}`; // 21 characters of allowed kinds
    expect(validateLead({ ...valid, phone }).phone).toMatch(/20 characters or fewer/);
    expect(validateLead({ ...valid, phone: `+(${'9'.repeat(LEAD_LIMITS.phone - 2)}` })).toEqual({});
  });

  it('makes a line break or tab inside a phone a space, and refuses other control characters', () => {
    expect(validateLead({ ...valid, phone: '98765\n43210' })).toEqual({});
    expect(cleanPhone('98765\n43210')).toBe('98765 43210');
    expect(validateLead({ ...valid, phone: '98765\u0000' }).phone).toMatch(/digits, spaces/);
  });
});

describe('cleanPhone', () => {
  it('trims and makes each run of spacing one space', () => {
    expect(cleanPhone('  +91\t98765\u00a0\u00a043210 ')).toBe('+91 98765 43210');
    expect(cleanPhone('')).toBe('');
  });
});

describe('leadPage', () => {
  it.each([
    ['/contact', '/contact'],
    ['/', '/'],
    ['', '/'],
    ['/calculators/sip', '/calculators/sip'],
    ['//evil.example', '/evil.example'],
    ['//evil.example/contact', '/evil.example/contact'],
    ['/\\evil.example', '/evil.example'],
    ['\\\\evil.example', '/evil.example'],
    ['/contact\nInjected', '/contactInjected'],
    ['contact', '/contact'],
  ])('makes %j the site path %j', (pathname, page) => {
    expect(leadPage(pathname)).toBe(page);
  });

  it(`keeps at most ${LEAD_LIMITS.page} characters`, () => {
    expect(leadPage(`/${'p'.repeat(500)}`)).toHaveLength(LEAD_LIMITS.page);
  });

  it('always gives a site path: "/" then not "/" or "\\\\", one line', () => {
    for (const pathname of ['//', '/\\/', '///a', '/\u0000/evil', '\t//evil']) {
      const page = leadPage(pathname);
      expect(page).toMatch(/^\/([^/\\].*)?$/s);
      expect(hasControlCharacter(page)).toBe(false);
    }
  });
});

const submission = (change: Partial<LeadSubmission> = {}): unknown => ({
  kind: 'lead',
  fields: { ...valid },
  consent: { noticeVersion: PRIVACY_NOTICE_VERSION, noticeLanguage: 'en' },
  page: '/contact',
  [HONEYPOT_FIELD]: '',
  elapsedMs: 8000,
  ...change,
});

describe('readSubmission', () => {
  it('reads a complete lead', () => {
    expect(readSubmission(submission())).toEqual({ submission: submission() });
  });

  it.each<[string, unknown, string]>([
    ['no consent', undefined, CONSENT_MESSAGES.missing],
    ['a ticked box sent as true', true, CONSENT_MESSAGES.missing],
    ['an empty version', { noticeVersion: '' }, CONSENT_MESSAGES.missing],
    ['an older notice', { noticeVersion: '2026-11' }, CONSENT_MESSAGES.stale],
    [
      'a language the notice is not offered in',
      { noticeVersion: PRIVACY_NOTICE_VERSION, noticeLanguage: 'xx' },
      CONSENT_MESSAGES.language,
    ],
  ])('refuses a lead with %s, naming consent', (_what, consent, message) => {
    expect(readSubmission({ ...(submission() as object), consent })).toEqual({ errors: { consent: message } });
  });

  it.each<[string, object, string]>([
    ['read in Hindi', { noticeLanguage: 'hi' }, 'hi'],
    ['read in English', { noticeLanguage: 'en' }, 'en'],
    ['from a page of an earlier release, which sends no language (it showed English)', {}, 'en'],
  ])('records the language of the notice %s', (_what, language, expected) => {
    const read = readSubmission({
      ...(submission() as object),
      consent: { noticeVersion: PRIVACY_NOTICE_VERSION, ...language },
    });
    expect(read).toMatchObject({
      submission: { consent: { noticeVersion: PRIVACY_NOTICE_VERSION, noticeLanguage: expected } },
    });
  });

  it('reads a complaint without a consent: it is handled under the law', () => {
    const read = readSubmission({
      kind: 'complaint',
      fields: { name: 'Asha', email: 'asha@example.in', phone: '', client: 'no', category: 'fees', description: 'x' },
      page: '/complaints',
      [HONEYPOT_FIELD]: '',
      elapsedMs: 9000,
    });
    expect('submission' in read).toBe(true);
  });

  it.each([
    ['nothing', null, 'form'],
    ['a list', [], 'form'],
    ['text', 'lead', 'form'],
    ['another kind', { ...(submission() as object), kind: 'order' }, 'form'],
    ['no fields', { ...(submission() as object), fields: undefined }, 'form'],
    ['fields as a list', { ...(submission() as object), fields: ['Asha'] }, 'form'],
    ['a field that is a number', { ...(submission() as object), fields: { ...valid, firstName: 42 } }, 'firstName'],
    [
      'a field that is an object',
      { ...(submission() as object), fields: { ...valid, message: { $gt: '' } } },
      'message',
    ],
    ['an invalid email', { ...(submission() as object), fields: { ...valid, email: 'asha@' } }, 'email'],
    ['no page', { ...(submission() as object), page: undefined }, 'form'],
    ['no time', { ...(submission() as object), elapsedMs: undefined }, 'form'],
    ['a time that is not a number', { ...(submission() as object), elapsedMs: 'slow' }, 'form'],
    ['a honeypot that is not text', { ...(submission() as object), [HONEYPOT_FIELD]: 1 }, 'form'],
  ])('refuses %s, naming %s', (_what, body, field) => {
    const read = readSubmission(body);
    expect('errors' in read && Object.keys(read.errors)).toContain(field);
  });

  it('makes the page a path of the site and ignores extra keys', () => {
    const read = readSubmission({ ...(submission() as object), page: '//evil.example', status: 'closed' });
    expect(read).toEqual({ submission: submission({ page: '/evil.example' }) });
  });

  it('takes a missing optional phone as empty', () => {
    const withoutPhone: Partial<typeof valid> = { ...valid };
    delete withoutPhone.phone;
    const read = readSubmission({ ...(submission() as object), fields: withoutPhone });
    expect('submission' in read && read.submission.kind === 'lead' && read.submission.fields.phone).toBe('');
  });
});

describe('looksAutomated and automatedRefusal', () => {
  it.each([
    ['a person', {}, null],
    ['a filled honeypot', { [HONEYPOT_FIELD]: 'https://spam.example' }, /field people never see .* send it again/],
    ['a honeypot of spaces', { [HONEYPOT_FIELD]: '   ' }, null],
    [
      `sent ${MIN_FILL_MS - 1} ms after the form appeared`,
      { elapsedMs: MIN_FILL_MS - 1 },
      /within a moment .* send it again/,
    ],
    [`sent ${MIN_FILL_MS} ms after`, { elapsedMs: MIN_FILL_MS }, null],
    ['a negative time', { elapsedMs: -5 }, /within a moment/],
  ])('%s: %s', (_what, change, refusal) => {
    const read = readSubmission(submission(change));
    if (!('submission' in read)) throw new Error('not read');
    expect(looksAutomated(read.submission)).toBe(refusal !== null);
    if (refusal === null) expect(automatedRefusal(read.submission)).toBeNull();
    else expect(automatedRefusal(read.submission)).toMatch(refusal);
  });
});

describe('leadToStore', () => {
  it('trims each field and cleans the phone', () => {
    expect(
      leadToStore({
        firstName: ' Asha ',
        lastName: 'Rao\t',
        email: ' a@b.in ',
        phone: ' 98765\n43210 ',
        message: ' Hi. ',
      }),
    ).toEqual({ firstName: 'Asha', lastName: 'Rao', email: 'a@b.in', phone: '98765 43210', message: 'Hi.' });
  });
});

describe('retryWhen', () => {
  it.each([
    [0.2, 'in 1 second'],
    [40, 'in 40 seconds'],
    [60, 'in 1 minute'],
    [61, 'in 2 minutes'],
    [3540, 'in 59 minutes'],
    [3599, 'in about 1 hour'],
    [3600, 'in about 1 hour'],
    [5 * 3600, 'in about 5 hours'],
    [23 * 3600, 'tomorrow'],
  ])('%s seconds: %s', (seconds, expected) => expect(retryWhen(seconds)).toBe(expected));
});

describe('submitLimited', () => {
  it.each([
    [
      100,
      'We have received several messages from you in a short time. Please try again in 2 minutes. Everything you typed is still here.',
    ],
    [
      23 * 3600,
      'We have received several messages from you in a short time. Please try again tomorrow. Everything you typed is still here.',
    ],
  ])('%s seconds', (seconds, expected) => expect(submitLimited(seconds)).toBe(expected));
});
