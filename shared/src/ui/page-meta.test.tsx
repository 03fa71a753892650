// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { REGISTRATION_SIGNATURE } from '../config/registrations';
import { PageMeta } from './page-meta';

const ALTERNATES = [
  { hreflang: 'en', path: '/privacy' },
  { hreflang: 'hi', path: '/hi/privacy' },
  { hreflang: 'x-default', path: '/privacy' },
];

const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
const languages = () =>
  [...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
    link.getAttribute('hreflang'),
    link.getAttribute('href'),
  ]);

describe('PageMeta', () => {
  afterEach(() => {
    cleanup();
    document.head.innerHTML = '';
  });

  it('ends the share descriptions with the registered name and number, and leaves the search description as it is', () => {
    render(<PageMeta title="Fees" description="How we charge." />);
    expect(content('meta[name="description"]')).toBe('How we charge.');
    expect(content('meta[property="og:description"]')).toBe(`How we charge. | ${REGISTRATION_SIGNATURE}`);
    expect(content('meta[name="twitter:description"]')).toBe(`How we charge. | ${REGISTRATION_SIGNATURE}`);
  });

  it('names the page’s language versions, and only its own: a page in one language has none', () => {
    const view = render(<PageMeta title="Privacy" description="Notice." alternates={ALTERNATES} />);
    const origin = window.location.origin;
    expect(languages()).toEqual([
      ['en', `${origin}/privacy`],
      ['hi', `${origin}/hi/privacy`],
      ['x-default', `${origin}/privacy`],
    ]);
    view.rerender(<PageMeta title="Privacy" description="Notice." alternates={ALTERNATES} />);
    expect(languages()).toHaveLength(3);
    view.rerender(<PageMeta title="Terms" description="Terms." />);
    expect(languages()).toEqual([]);
  });
});
