import { describe, expect, it } from 'vitest';
import { linkedText, type TextPart } from './linked-text';

const text = (value: string): TextPart => ({ kind: 'text', text: value });

describe('linkedText', () => {
  it.each<[string, string, TextPart[]]>([
    ['plain words', 'No references here.', [text('No references here.')]],
    [
      'an https address in brackets',
      'Lodge it on SCORES 2.0 (https://scores.sebi.gov.in). Then wait.',
      [
        text('Lodge it on SCORES 2.0 ('),
        { kind: 'external', text: 'https://scores.sebi.gov.in', href: 'https://scores.sebi.gov.in' },
        text('). Then wait.'),
      ],
    ],
    [
      'an address ending a sentence',
      'See https://smartodr.in.',
      [text('See '), { kind: 'external', text: 'https://smartodr.in', href: 'https://smartodr.in' }, text('.')],
    ],
    [
      'a page of this site, and an email address before a full stop',
      'Use our complaints page (/complaints) or write to grievance@meridian.example.',
      [
        text('Use our complaints page ('),
        { kind: 'site', text: '/complaints', href: '/complaints' },
        text(') or write to '),
        { kind: 'email', text: 'grievance@meridian.example', href: 'mailto:grievance@meridian.example' },
        text('.'),
      ],
    ],
    ['a path the site does not have', 'Not a page: /nowhere here.', [text('Not a page: /nowhere here.')]],
    ['a slash inside a word', 'either/or, and 24/7', [text('either/or, and 24/7')]],
    [
      'a page at the start',
      '/fees lists our fees.',
      [{ kind: 'site', text: '/fees', href: '/fees' }, text(' lists our fees.')],
    ],
  ])('%s', (_what, given, parts) => {
    expect(linkedText(given)).toEqual(parts);
    expect(
      linkedText(given)
        .map((part) => part.text)
        .join(''),
    ).toBe(given);
  });
});
