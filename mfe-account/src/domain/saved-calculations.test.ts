import { describe, expect, it } from 'vitest';
import { readSavedCalculation } from './saved-calculations';

const at = (millis: number) => ({ toMillis: () => millis });
const stored = {
  userId: 'u1',
  calculator: 'home-loan',
  path: '/calculators/home-loan?amount=2500000&rate=8.5&years=20',
  inputs: { amount: 2500000, rate: 8.5, years: 20 },
  results: { emi: 21695.58 },
  headline: { label: 'Monthly EMI', text: '₹21,696' },
  createdAt: at(1_763_900_000_000),
};

describe('readSavedCalculation', () => {
  it('reads a record as saved today', () => {
    expect(readSavedCalculation('c1', stored)).toEqual({
      id: 'c1',
      calculator: 'home-loan',
      name: 'Home Loan EMI Calculator',
      reopen: '/calculators/home-loan?amount=2500000&rate=8.5&years=20',
      headline: { label: 'Monthly EMI', text: '₹21,696' },
      title: null,
      savedAt: 1_763_900_000_000,
    });
  });

  it.each<[string, unknown, string | null]>([
    ['its title', 'Our flat in Pune', 'Our flat in Pune'],
    ['its title, trimmed', '  Our flat ', 'Our flat'],
    ['none for a blank title', '   ', null],
    ['none for one over 120 characters', 'x'.repeat(121), null],
    ['none for a title that is no text', 42, null],
  ])('reads %s', (_, title, read) => {
    expect(readSavedCalculation('c1', { ...stored, title })?.title).toBe(read);
  });

  it('reopens an old record without a path from its inputs, and shows its result from the stored results', () => {
    const old = { ...stored, path: undefined, headline: undefined, results: { emi: 27006.4 } };
    expect(readSavedCalculation('c2', old)).toMatchObject({
      reopen: '/calculators/home-loan?amount=2500000&rate=8.5&years=20',
      headline: { label: 'Monthly EMI', text: '₹27,006' },
    });
  });

  it('shows no headline for an old record whose results do not hold its main result', () => {
    const old = { ...stored, headline: undefined, results: { totalInterest: 2706939.2 } };
    expect(readSavedCalculation('c2', old)?.headline).toBeNull();
  });

  it('reopens the bare page when there is nothing to put in its address', () => {
    expect(readSavedCalculation('c3', { ...stored, path: undefined, inputs: 'x' })?.reopen).toBe(
      '/calculators/home-loan',
    );
  });

  it.each([
    ['a path to another calculator', '/calculators/sip?monthly=1'],
    ['a path off the site', '//evil.example/calculators/home-loan'],
    ['a path that only starts like the page', '/calculators/home-loan-evil'],
  ])('does not follow %s: it reopens from the inputs', (_, path) => {
    expect(readSavedCalculation('c4', { ...stored, path })?.reopen).toBe(
      '/calculators/home-loan?amount=2500000&rate=8.5&years=20',
    );
  });

  it.each<[string, unknown]>([
    ['not an object', 'x'],
    ['null', null],
    ['a list', [stored]],
    ['an unknown calculator', { ...stored, calculator: 'lottery' }],
    ['no calculator', { ...stored, calculator: undefined }],
    ['no time', { ...stored, createdAt: undefined }],
    ['a time that is text', { ...stored, createdAt: '2026-11-23' }],
    ['a time that is not a number', { ...stored, createdAt: { toMillis: () => 'soon' } }],
  ])('skips a record with %s', (_, data) => {
    expect(readSavedCalculation('bad', data)).toBeNull();
  });

  it('ignores a headline of the wrong shape, and shows the stored results instead', () => {
    const fromResults = { label: 'Monthly EMI', text: '₹21,696' };
    expect(readSavedCalculation('c5', { ...stored, headline: { label: 'EMI', text: 21696 } })?.headline).toEqual(
      fromResults,
    );
    expect(readSavedCalculation('c6', { ...stored, headline: '₹21,696' })?.headline).toEqual(fromResults);
    expect(readSavedCalculation('c7', { ...stored, headline: '₹21,696', results: {} })?.headline).toBeNull();
  });
});
