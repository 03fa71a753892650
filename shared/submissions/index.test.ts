import { hasControlCharacter, LEAD_LIMITS } from '@meridian/shared';
import { describe, expect, it } from 'vitest';
import { cleanPhone, EMPTY_CONTACT, leadPage, validateContact } from './validate-contact';

const valid = {
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha.rao@example.in',
  phone: '',
  message: 'I would like a review of my retirement plan.',
};

describe('validateContact', () => {
  it('accepts a complete form without a phone number', () => {
    expect(validateContact(valid)).toEqual({});
  });

  it('names every missing required field', () => {
    expect(Object.keys(validateContact(EMPTY_CONTACT)).sort()).toEqual(['email', 'firstName', 'lastName', 'message']);
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
    expect(Object.keys(validateContact({ ...valid, ...change }))).toEqual([field]);
  });

  it.each(['+91 98765 43210', '022-4000 1234', '9876543210', '(022) 4000-1234', '+91 (22) 4000-1234'])(
    'accepts phone %s',
    (phone) => {
      expect(validateContact({ ...valid, phone })).toEqual({});
    },
  );

  it('accepts names with leading or trailing tabs (they are trimmed off) and a multi-line message', () => {
    expect(validateContact({ ...valid, firstName: '\tAsha ', message: 'Hello,\n\nThanks.' })).toEqual({});
  });

  // firestore.rules refuse a phone over LEAD_LIMITS.phone characters or with other characters:
  // the form refuses them first, with a message, rather than failing on sending.
  it(`refuses a phone over ${LEAD_LIMITS.phone} characters, which the pattern alone would let through`, () => {
    const phone = `+(${'9'.repeat(LEAD_LIMITS.phone - 1)}`; // 21 characters of allowed kinds
    expect(validateContact({ ...valid, phone }).phone).toMatch(/20 characters or fewer/);
    expect(validateContact({ ...valid, phone: `+(${'9'.repeat(LEAD_LIMITS.phone - 2)}` })).toEqual({});
  });

  it('makes a line break or tab inside a phone a space, and refuses other control characters', () => {
    expect(validateContact({ ...valid, phone: '98765\n43210' })).toEqual({});
    expect(cleanPhone('98765\n43210')).toBe('98765 43210');
    expect(validateContact({ ...valid, phone: '98765\u0000' }).phone).toMatch(/digits, spaces/);
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

  it('always gives what firestore.rules accept: "/" then not "/" or "\\\\", one line', () => {
    for (const pathname of ['//', '/\\/', '///a', '/\u0000/evil', '\t//evil']) {
      const page = leadPage(pathname);
      expect(page).toMatch(/^\/([^/\\].*)?$/s);
      expect(hasControlCharacter(page)).toBe(false);
    }
  });
});
