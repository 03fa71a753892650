import { describe, expect, it } from 'vitest';
import { cleanPan, DECLARATION_TEXT, maskedPan, panProblem, PAN_PATTERN } from './declaration';

describe('a PAN', () => {
  it.each(['ABCPE1234F', 'abcpe1234f', ' ABCPE 1234 F ', 'AAAHA9999Z', 'AACCB1234C', 'AAATT0001T'])(
    '%j is one',
    (typed) => {
      expect(panProblem(typed)).toBeUndefined();
      expect(PAN_PATTERN.test(cleanPan(typed))).toBe(true);
    },
  );

  it.each([
    ['', 'Please enter your PAN.'],
    ['ABCPE1234', 'A PAN has 10 characters, letters and digits, like ABCPE1234F.'],
    ['ABCPE-1234F', 'A PAN has 10 characters, letters and digits, like ABCPE1234F.'],
    ['ABCXE1234F', 'This is not a PAN: five letters, four digits, then a letter, like ABCPE1234F.'],
    ['ABCPE12345', 'This is not a PAN: five letters, four digits, then a letter, like ABCPE1234F.'],
    ['1BCPE1234F', 'This is not a PAN: five letters, four digits, then a letter, like ABCPE1234F.'],
  ])('%j is refused: %s', (typed, message) => {
    expect(panProblem(typed)).toBe(message);
  });

  it('is shown by its last four characters only', () => {
    expect(maskedPan('ABCPE1234F')).toBe('••••••234F');
  });
});

describe('the declaration', () => {
  it('says advice and not distribution, from the firm and its group, in plain words', () => {
    expect(DECLARATION_TEXT).toMatch(/^I choose investment advisory services from /);
    expect(DECLARATION_TEXT).toContain('will not take, distribution services');
    expect(DECLARATION_TEXT).toContain('any entity of its group');
    // No double negative ("not … not") in one sentence.
    for (const sentence of DECLARATION_TEXT.split('. '))
      expect(sentence.match(/\bnot\b/g)?.length ?? 0).toBeLessThan(3);
  });
});
