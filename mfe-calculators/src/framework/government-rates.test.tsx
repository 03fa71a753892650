// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthContext, MemoryRouter, Route, Routes, theme, type AuthState } from '@meridian/shared';
import { renderInSite } from '@meridian/shared/testing';
import { findPage } from '../catalogue';
import { epfDefinition } from '../definitions/epf';
import { ppfDefinition } from '../definitions/ppf';
import { sipDefinition } from '../definitions/sip';
import { ssyDefinition } from '../definitions/ssy';
import { GOVERNMENT_RATES, rateHintText } from '../domain/rates';
import { SHIPPED_RATES, type CurrentRates } from '../domain/live-rates';
import { CalculatorPage } from './calculator-page';
import { formatResult } from './format';
import { usesGovernmentRates, withGovernmentRates } from './government-rates';
import { tryCompute } from './input-state';
import type { AnyDefinition, NumberInput } from './types';
import { forgetGovernmentRates, readRatesOnce } from './use-government-rates';

// The shared public reader asks with documents:batchGet (readPublicDocument, '@meridian/shared').
const RATES_URL = 'http://127.0.0.1:8080/v1/projects/demo-meridian/databases/(default)/documents:batchGet';
const RATES_NAME = 'projects/demo-meridian/databases/(default)/documents/settings/rates';
const LIVE_HINT = 'Current rate 7.2% as of Q4 FY 2025-26. The government revises it; change it to see another rate.';
// The page judges a rate's age on the build's day (here, the test's): the prerendered HTML already
// says when the rate is older than the current quarter, so no sentence is added after hydration.
const PAGE_LIVE_HINT = rateHintText('ppf', { ratePct: 7.2, asOf: 'Q4 FY 2025-26', source: 'live' }, new Date());
const PAGE_SHIPPED_HINT = rateHintText('ppf', undefined, new Date());

const rateOf = (definition: AnyDefinition) =>
  definition.inputs.find((input) => input.kind === 'number' && input.governmentRate) as NumberInput;

describe('withGovernmentRates', () => {
  const live: CurrentRates = {
    ppf: { ratePct: 7.2, asOf: 'Q4 FY 2025-26', source: 'live' },
    ssy: { ratePct: 16, asOf: 'Q4 FY 2025-26', source: 'live' },
    epf: SHIPPED_RATES.epf,
  };

  it.each([
    ['ppf', ppfDefinition, 7.2, LIVE_HINT],
    ['epf (still the shipped rate)', epfDefinition, 8.25, rateOf(epfDefinition).hint],
    [
      'ssy (16% is more than the field holds, so the shipped rate stays)',
      ssyDefinition,
      8.2,
      rateOf(ssyDefinition).hint,
    ],
  ])('%s', (_, definition, ratePct, hint) => {
    const withRates = withGovernmentRates(definition, live);
    expect(rateOf(withRates)).toMatchObject({ default: ratePct, hint });
    const others = (inputs: AnyDefinition['inputs']) => inputs.filter((input) => input.key !== 'rate');
    expect(others(withRates.inputs)).toEqual(others(definition.inputs));
  });

  it.each([
    ['the shipped rates, on a calculator with a government rate', ppfDefinition, SHIPPED_RATES],
    ['a calculator without one', sipDefinition, live],
  ])('gives the declared definition itself for %s', (_, definition, rates) => {
    expect(withGovernmentRates(definition, rates)).toBe(definition);
  });

  it.each([
    [ppfDefinition, true],
    [ssyDefinition, true],
    [epfDefinition, true],
    [sipDefinition, false],
  ])('%# usesGovernmentRates', (definition, uses) => {
    expect(usesGovernmentRates(definition)).toBe(uses);
  });
});

/** settings/rates as Firestore's REST endpoint returns it, with a PPF rate of 7.2% as of Q4 FY 2025-26. */
const ratesDocument = {
  name: RATES_NAME,
  fields: {
    rates: {
      mapValue: {
        fields: {
          ppf: {
            mapValue: { fields: { ratePct: { doubleValue: 7.2 }, asOf: { stringValue: 'Q4 FY 2025-26' } } },
          },
          epf: { mapValue: { fields: { ratePct: { integerValue: '30' }, asOf: { stringValue: 'FY 2026-27' } } } },
        },
      },
    },
    auditId: { stringValue: 'audit-1' },
  },
};

/** A batchGet's answer: the one document found, or named missing. */
const batchAnswer = (found: Record<string, unknown> | null) =>
  Promise.resolve(
    new Response(JSON.stringify([found ? { found, readTime: 'x' } : { missing: RATES_NAME, readTime: 'x' }]), {
      status: 200,
    }),
  );
const ok = () => batchAnswer(ratesDocument);

function openCalculator(definition: AnyDefinition, url: string) {
  const page = findPage(definition.slug);
  if (!page) throw new Error(`no page for ${definition.slug}`);
  const rendered = renderInSite(<CalculatorPage definition={definition} page={page} />, {
    url,
    path: '/calculators/:slug',
  });
  const primary = () => document.querySelector('[data-primary-result]')?.textContent;
  return { ...rendered, primary };
}

const field = (label: string) => screen.getByLabelText(label, { selector: 'input[type="text"]' }) as HTMLInputElement;
const hintOf = (label: string) => field(label).closest('[data-input]')?.querySelector('[id$="-hint"]')?.textContent;
const RATE = 'Interest rate (p.a.)';

/** PPF's maturity for the default deposit and period at `rate`, as the page shows it. */
const ppfMaturity = (rate: number) => {
  const headline = tryCompute(ppfDefinition, { yearly: 150000, rate, years: 15 })?.headlines.find(
    (item) => item.primary,
  );
  return headline ? formatResult(headline.value, headline.format) : undefined;
};

/** Waits until the page has asked for the rates and they have arrived (or failed). */
async function ratesSettled(fetch: ReturnType<typeof vi.fn>) {
  await waitFor(() => expect(fetch).toHaveBeenCalled());
  await act(() => readRatesOnce());
}

describe('a calculator page with a government rate', () => {
  beforeEach(forgetGovernmentRates);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the shipped rate at first, then the live one and its as-of date, pre-filled, with the results', async () => {
    const fetch = vi.fn(ok);
    vi.stubGlobal('fetch', fetch);
    const { primary, location } = openCalculator(ppfDefinition, '/calculators/ppf');
    expect(hintOf(RATE)).toBe(PAGE_SHIPPED_HINT);
    expect(field(RATE).value).toBe('7.1');
    expect(primary()).toBe(ppfMaturity(7.1));

    expect(await screen.findByText(PAGE_LIVE_HINT)).toBeTruthy();
    expect(field(RATE).value).toBe('7.2');
    expect(primary()).toBe(ppfMaturity(7.2));
    expect(primary()).not.toBe(ppfMaturity(7.1));
    expect(location().search).toBe('');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(RATES_URL, expect.anything());

    act(() => screen.getByRole('button', { name: 'Reset' }).click());
    expect(field(RATE).value).toBe('7.2');
  });

  it.each([
    ['the network fails', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the rules refuse', () => Promise.resolve(new Response('{}', { status: 403 }))],
    ['the document does not exist', () => batchAnswer(null)],
    ['it holds no usable PPF rate', () => batchAnswer({ name: RATES_NAME, fields: {} })],
  ])('keeps the shipped rate and its as-of date when %s', async (_, answer) => {
    const fetch = vi.fn(answer);
    vi.stubGlobal('fetch', fetch);
    const { primary } = openCalculator(ppfDefinition, '/calculators/ppf');
    await ratesSettled(fetch);
    expect(hintOf(RATE)).toBe(PAGE_SHIPPED_HINT);
    expect(hintOf(RATE)).toContain(`as of ${GOVERNMENT_RATES.ppf.asOf}`);
    expect(field(RATE).value).toBe('7.1');
    expect(primary()).toBe(ppfMaturity(7.1));
  });

  it('leaves a rate the address carries alone, and still shows the live rate in the hint', async () => {
    const fetch = vi.fn(ok);
    vi.stubGlobal('fetch', fetch);
    const { primary } = openCalculator(ppfDefinition, '/calculators/ppf?yearly=150000&rate=8&years=15');
    await ratesSettled(fetch);
    expect(hintOf(RATE)).toBe(PAGE_LIVE_HINT);
    expect(field(RATE).value).toBe('8');
    expect(primary()).toBe(ppfMaturity(8));
  });

  it('pre-fills the live rate when the address carries only other inputs', async () => {
    const fetch = vi.fn(ok);
    vi.stubGlobal('fetch', fetch);
    const { location } = openCalculator(ppfDefinition, '/calculators/ppf?yearly=100000');
    await ratesSettled(fetch);
    expect(field(RATE).value).toBe('7.2');
    expect(field('Yearly deposit').value).toBe('1,00,000');
    expect(location().search).toBe('?yearly=100000');
  });

  it.each([
    ['8', '8'],
    ['8.', '8.'],
    ['', ''],
  ])('leaves a rate typed before the live one arrives alone (%j)', async (typed, shown) => {
    let respond: (response: Response) => void = () => undefined;
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (respond = resolve)));
    vi.stubGlobal('fetch', fetch);
    openCalculator(ppfDefinition, '/calculators/ppf');
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    fireEvent.change(field(RATE), { target: { value: typed } });
    respond(new Response(JSON.stringify([{ found: ratesDocument, readTime: 'x' }]), { status: 200 }));
    await act(() => readRatesOnce());
    expect(hintOf(RATE)).toBe(PAGE_LIVE_HINT);
    expect(field(RATE).value).toBe(shown);
  });

  it('once the visitor has changed another input, the address carries every input and the rate is left alone', async () => {
    let respond: (response: Response) => void = () => undefined;
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (respond = resolve)));
    vi.stubGlobal('fetch', fetch);
    const { location } = openCalculator(ppfDefinition, '/calculators/ppf');
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    fireEvent.change(field('Yearly deposit'), { target: { value: '100000' } });
    fireEvent.blur(field('Yearly deposit'));
    expect(location().search).toBe('?yearly=100000&rate=7.1&years=15');
    respond(new Response(JSON.stringify([{ found: ratesDocument, readTime: 'x' }]), { status: 200 }));
    await act(() => readRatesOnce());
    expect(hintOf(RATE)).toBe(PAGE_LIVE_HINT);
    expect(field(RATE).value).toBe('7.1');
    expect(location().search).toBe('?yearly=100000&rate=7.1&years=15');
  });

  it('reads the rates once per page load: another calculator opened later has them at once', async () => {
    const fetch = vi.fn(ok);
    vi.stubGlobal('fetch', fetch);
    openCalculator(ppfDefinition, '/calculators/ppf');
    await ratesSettled(fetch);
    cleanup();
    openCalculator(ppfDefinition, '/calculators/ppf');
    expect(field(RATE).value).toBe('7.2');
    cleanup();
    openCalculator(epfDefinition, '/calculators/epf');
    // 30% is not a usable rate, so EPF keeps the shipped one.
    expect(field('EPF interest rate (p.a.)').value).toBe('8.25');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('a calculator without a government rate reads nothing', async () => {
    const fetch = vi.fn(ok);
    vi.stubGlobal('fetch', fetch);
    openCalculator(sipDefinition, '/calculators/sip');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('a prerendered calculator page with a government rate', () => {
  beforeEach(forgetGovernmentRates);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  const checkingSession: AuthState = {
    user: null,
    loading: true,
    endedBy: null,
    signOut: () => Promise.resolve(),
    refresh: () => Promise.resolve(),
  };
  const page = findPage('ppf');
  const tree = (
    <ThemeProvider theme={theme}>
      <AuthContext.Provider value={checkingSession}>
        <MemoryRouter initialEntries={['/calculators/ppf']}>
          <Routes>
            <Route
              path="/calculators/:slug"
              element={page ? <CalculatorPage definition={ppfDefinition} page={page} /> : null}
            />
          </Routes>
        </MemoryRouter>
      </AuthContext.Provider>
    </ThemeProvider>
  );

  /**
   * Renders the page to HTML as the build does (with the shipped rates), then, after `meanwhile`,
   * hydrates it; resolves with what went wrong in hydration.
   */
  async function prerenderAndHydrate(meanwhile: () => Promise<void>) {
    const html = renderToString(tree);
    // The prerendered page judges the rate's age on the build's day: the hint says it in the HTML.
    expect(html).toContain(PAGE_SHIPPED_HINT);
    expect(html).toContain('value="7.1"');
    await meanwhile();
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const problems: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error');
    const root = await act(async () =>
      hydrateRoot(container, tree, { onRecoverableError: (error) => problems.push(error) }),
    );
    return { problems, consoleError, unmount: () => act(() => root.unmount()) };
  }

  it.each([
    ['the first page of a visit (the rates are read after hydration)', false],
    ['the rates arrived before the page hydrated', true],
  ])('hydrates without a mismatch, then shows the live rate: %s', async (_, readBefore) => {
    const fetch = vi.fn(ok);
    vi.stubGlobal('fetch', fetch);
    const { problems, consoleError, unmount } = await prerenderAndHydrate(async () => {
      if (readBefore) await readRatesOnce();
    });
    await waitFor(() => expect(field(RATE).value).toBe('7.2'));
    expect(hintOf(RATE)).toBe(PAGE_LIVE_HINT);
    expect(problems).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(fetch).toHaveBeenCalledTimes(1);
    unmount();
  });
});
