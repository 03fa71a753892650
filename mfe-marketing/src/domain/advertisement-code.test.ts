import { describe, expect, it } from 'vitest';
import { claimFigures, claimProblems, forbiddenWords, isClaim } from './advertisement-code';

describe('forbiddenWords', () => {
  it.each<[string, string, string[]]>([
    ['an assured return', 'Earn assured returns of 12% a year with us.', ['guaranteed or assured returns']],
    ['a guaranteed return', 'Our plans come with guaranteed monthly returns.', ['guaranteed or assured returns']],
    ['returns said to be guaranteed', 'With us, returns are guaranteed.', ['guaranteed or assured returns']],
    ['a target return', 'We aim for target returns of 15%.', ['guaranteed or assured returns']],
    ['risk-free', 'A risk-free way to grow wealth.', ['risk-free']],
    ['best', 'The best adviser in Bengaluru.', ['best']],
    ['No. 1', 'Rated No. 1 by our clients.', ['No. 1']],
    ['number one', 'The number one choice for families.', ['No. 1']],
    ['top adviser', 'Meet a top adviser today.', ['top adviser']],
    ['top-rated advisers', 'Our top-rated advisers help you.', ['top adviser']],
    ['leading', 'A leading wealth firm.', ['leading']],
    ['past performance', 'Our model portfolio returned 18% last year.', ['past performance']],
    ['a CAGR of ours', 'A 14% CAGR across our portfolios.', ['past performance']],
    // Statements and quotations of the rule, and ordinary words.
    ['the rule stated', 'We do not offer assured or guaranteed returns, which SEBI prohibits.', []],
    ['a negated promise', 'No one can guarantee 10% or 12% a year.', []],
    ['a warning', 'Treat anyone who promises guaranteed returns with suspicion.', []],
    ['a quotation', 'Beware of the words “risk-free returns” in any advertisement.', []],
    ['best interest', 'We act in your best interest.', []],
    ['leading to', 'Costs compound, leading to a large gap.', []],
    ['misleading', 'Inaccurate or misleading data.', []],
    ['sum assured', 'The sum assured of a term policy.', []],
    ['an index’s history', 'The Nifty 50 fell by close to 40% in 2020.', []],
    ['an illustration', 'At an assumed 12% a year, ₹5,000 a month grows to ₹11,61,695.', []],
    ['nothing promised', 'Nothing on this website is a promise or guarantee of any return.', []],
    ['a Markdown heading', '## 1. Build an emergency fund', []],
  ])('%s', (_case, text, rules) => {
    expect(forbiddenWords(text).map((finding) => finding.rule)).toEqual(rules);
  });

  it('names the sentence it found', () => {
    expect(forbiddenWords('Plain words. The best plan.\nMore words.')).toEqual([
      { rule: 'best', sentence: 'The best plan.' },
    ]);
  });
});

describe('claimFigures', () => {
  it.each<[string, string, number]>([
    ['clients', '1000+ clients trust us.', 1],
    ['assets in crore', '₹100 Cr+ of assets under advice.', 1],
    ['retention', '98% client retention.', 1],
    ['happy clients', 'Join our happy clients.', 1],
    ['years, with the firm', 'For over fifteen years we have helped clients.', 1],
    ['assets with a figure', 'Assets under advice: ₹100 crore.', 1],
    ['a worked example', 'Suppose you invest ₹5,000 a month for 10 years.', 0],
    ['a tax rate', 'Gains above ₹1.25 lakh are taxed at 12.5%.', 0],
    ['the fee cap', 'At most 2.5% of assets under advice a year.', 0],
    ['the fee cap and the fixed fee', '2.5% of assets under advice a year or ₹1,51,000 a year per family.', 0],
    ['most of our clients', 'Most of our clients invest through SIPs.', 0],
  ])('%s', (_case, text, count) => {
    expect(claimFigures(text)).toHaveLength(count);
  });
});

describe('claims', () => {
  const complete = {
    wording: 'More than ₹100 crore under advice.',
    asOf: '31 October 2026',
    approval: { reference: { value: 'BSE-IA-1' }, date: '14 November 2026' },
  };
  it.each<[string, object, string[]]>([
    ['a complete claim', complete, []],
    ['no approval', { ...complete, approval: undefined }, ['no approval reference', 'no approval date']],
    [
      'an empty reference',
      { ...complete, approval: { reference: { value: ' ' }, date: '1 May 2026' } },
      ['no approval reference'],
    ],
    ['no as-of date', { ...complete, asOf: '' }, ['no "as of" date']],
    ['no wording', { ...complete, wording: undefined }, ['no wording']],
  ])('%s', (_case, claim, problems) => {
    expect(isClaim(claim)).toBe(true);
    expect(claimProblems(claim)).toEqual(problems);
  });

  it('tells a claim from other content', () => {
    expect(isClaim({ title: 'Expert Advisory', text: '…' })).toBe(false);
    expect(isClaim('98%')).toBe(false);
  });
});
