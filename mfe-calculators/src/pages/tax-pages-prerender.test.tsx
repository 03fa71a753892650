// @vitest-environment jsdom
import { act, cleanup } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AuthContext, MemoryRouter, Route, Routes, theme, type AuthState } from '@meridian/shared';
import TaxRoute from './tax-route';

/** The session as the prerendered page has it: not yet known. */
const checkingSession: AuthState = {
  user: null,
  loading: true,
  endedBy: null,
  signOut: () => Promise.resolve(),
  refresh: () => Promise.resolve(),
};

const tree = (url: string, slug: string) => (
  <ThemeProvider theme={theme}>
    <AuthContext.Provider value={checkingSession}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/calculators/:slug" element={<TaxRoute slug={slug} />} />
        </Routes>
      </MemoryRouter>
    </AuthContext.Provider>
  </ThemeProvider>
);

/** Renders in a given time zone (the build machine's and a visitor's may differ). */
function renderIn(timeZone: string, url: string, slug: string): string {
  const before = process.env.TZ;
  process.env.TZ = timeZone;
  try {
    return renderToString(tree(url, slug));
  } finally {
    process.env.TZ = before;
  }
}

describe('the tax calculators prerender and hydrate to the same markup', () => {
  // The first render of all is slow (styles and modules warm up); do it once before the cases.
  beforeAll(() => {
    renderToString(tree('/calculators/income-tax', 'income-tax'));
  }, 30_000);
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it.each([
    ['income-tax', '/calculators/income-tax', '₹1,32,600'],
    ['hra', '/calculators/hra', '₹15,000'],
    ['gratuity', '/calculators/gratuity', '₹2,88,462'],
    ['capital-gains', '/calculators/capital-gains', '₹22,750'],
    ['xirr', '/calculators/xirr', '10.00%'],
    // A link with inputs: the server cannot see them, and the first render in the browser must
    // not use them either; they are applied right after hydration.
    ['xirr', '/calculators/xirr?flow=2025-01-01~-100&flow=2025-06-01~150', '10.00%'],
    ['capital-gains', '/calculators/capital-gains?sold=2025-12-01', '₹22,750'],
  ])('%s at %s', async (slug, url, anchor) => {
    const html = renderIn('Asia/Kolkata', url, slug);
    expect(renderIn('America/Los_Angeles', url, slug)).toBe(html);
    const text = html.replaceAll('<!-- -->', '');
    expect(text).toContain(anchor);
    expect(text).not.toMatch(/NaN|Infinity|undefined/);
    if (slug !== 'xirr') expect(text).toContain('Tax figures as of November 2026');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const problems: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error');
    const root = await act(async () =>
      hydrateRoot(container, tree(url, slug), { onRecoverableError: (error) => problems.push(error) }),
    );
    expect(problems).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    act(() => root.unmount());
  });
});
