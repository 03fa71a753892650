// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PostPreviewProps } from '@meridian/shared';
import { renderInSite } from '@meridian/shared/testing';
import PostPreview, { previewArticle } from './post-preview';

const DRAFT: PostPreviewProps = {
  title: 'Old vs New Tax Regime in 2026',
  excerpt: 'Which regime leaves more in your hand, with worked examples for three salaries.',
  body: '# Start here\n\nThe **new** regime [rebate](/calculators/income-tax).\n\n<script>alert(1)</script>',
  category: 'Tax Planning',
  tags: ['tax', '87A'],
  author: 'Meridian Research',
  datePublished: null,
};

afterEach(cleanup);

describe('previewArticle', () => {
  it.each([
    ['a draft, dated today', DRAFT, '2026-11-25', { datePublished: '2026-11-25', date: '25 Nov 2026' }],
    [
      'a published post, dated as published',
      { ...DRAFT, datePublished: '2026-01-05' },
      '2026-11-25',
      { datePublished: '2026-01-05', date: '5 Jan 2026' },
    ],
    ['an empty body, with no HTML', { ...DRAFT, body: '  \n' }, '2026-11-25', { html: '', words: 0 }],
    [
      'the slug its title gives and the read time of its words',
      DRAFT,
      '2026-11-25',
      { slug: 'old-vs-new-tax-regime-in-2026', readTime: '1 min read', words: 7 },
    ],
  ] as const)('%s', (_, post, today, expected) => {
    expect(previewArticle(post, today)).toMatchObject(expected);
  });

  it('renders the body with the blog’s renderer: headings from h2, raw HTML as text', () => {
    const { html } = previewArticle(DRAFT, '2026-11-25');
    expect(html).toContain('<h2>Start here</h2>');
    expect(html).toContain('<a href="/calculators/income-tax">rebate</a>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toContain('<script');
  });
});

describe('PostPreview', () => {
  it('shows the article as readers will see it, inert, and leaves the page’s title alone', async () => {
    document.title = 'Admin | Meridian';
    renderInSite(<PostPreview {...DRAFT} />, { url: '/admin/blog' });
    expect(await screen.findByRole('heading', { level: 1, name: DRAFT.title })).toBeDefined();
    expect(screen.getByRole('heading', { level: 2, name: 'Start here' })).toBeDefined();
    expect(screen.getByText(DRAFT.excerpt)).toBeDefined();
    expect(document.querySelector('[data-post-preview]')?.hasAttribute('inert')).toBe(true);
    expect(document.title).toBe('Admin | Meridian');
  });
});
