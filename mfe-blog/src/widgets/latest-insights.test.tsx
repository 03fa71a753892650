// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInSite } from '@meridian/shared/testing';
import { BlogSourceProvider } from '../content/blog-source';
import { buildSource } from '../content/build-source';
import LatestInsights from './latest-insights';

afterEach(cleanup);

describe('the home page’s Latest Insights', () => {
  // The home page's outline is its own (mfe-marketing/src/pages/home-page.test.tsx): the widget
  // in its slot adds posts under its heading, no heading of the page's own levels.
  it('adds no h1 or h2 to the home page', () => {
    renderInSite(
      <BlogSourceProvider source={buildSource()}>
        <LatestInsights />
      </BlogSourceProvider>,
      { url: '/' },
    );
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(screen.queryAllByRole('heading', { level: 1 })).toEqual([]);
    expect(screen.queryAllByRole('heading', { level: 2 })).toEqual([]);
  });
});
