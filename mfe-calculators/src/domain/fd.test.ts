import { describe, expect, it } from 'vitest';
import { FD_DEFAULTS, calculateFd, fdTenureYears } from './fd';
import { createRandom, PROPERTY_RUNS } from './testing/random';
import { expectAllFinite, expectClose } from './testing/assertions';

describe('calculateFd', () => {
  it.each([
    {
      name: 'defaults 1 L @7% 5 y quarterly',
      principal: 100000,
      rate: 7,
      years: 5,
      frequency: 'quarterly' as const,
      maturity: 141478,
      interest: 41478,
    },
    {
      name: 'mycalculator.shop 5 L @7% 5 y',
      principal: 500000,
      rate: 7,
      years: 5,
      frequency: 'quarterly' as const,
      maturity: 707389,
      interest: 207389,
    },
    {
      name: 'annual compounding',
      principal: 100000,
      rate: 7,
      years: 5,
      frequency: 'yearly' as const,
      maturity: 140255,
      interest: 40255,
    },
    {
      name: 'rate 0',
      principal: 100000,
      rate: 0,
      years: 5,
      frequency: 'quarterly' as const,
      maturity: 100000,
      interest: 0,
    },
    { name: 'zero amount', principal: 0, rate: 7, years: 5, frequency: 'quarterly' as const, maturity: 0, interest: 0 },
    {
      name: 'one year quarterly',
      principal: 100000,
      rate: 8,
      years: 1,
      frequency: 'quarterly' as const,
      maturity: 108243,
      interest: 8243,
    },
  ])('$name', ({ principal, rate, years, frequency, maturity, interest }) => {
    const result = calculateFd({ principal, annualRatePct: rate, years, frequency });
    expect(Math.round(result.maturity)).toBe(maturity);
    expect(Math.round(result.interest)).toBe(interest);
  });

  it('defaults are quarterly and not the wrong 1,41,402 quoted by formuladesk', () => {
    expect(FD_DEFAULTS.frequency).toBe('quarterly');
    const result = calculateFd(FD_DEFAULTS);
    expect(result.method).toBe('compound');
    expect(Math.round(result.maturity)).toBe(141478);
    expect(result.series).toHaveLength(5);
    expect(result.effectiveYieldPct).toBeCloseTo(7.1859, 4);
  });

  it('compounds quarterly when no frequency is given', () => {
    expect(Math.round(calculateFd({ principal: 100000, annualRatePct: 7, years: 5 }).maturity)).toBe(141478);
  });

  it('senior citizens get +0.5%', () => {
    const result = calculateFd({ ...FD_DEFAULTS, seniorCitizen: true });
    expect(result.ratePct).toBe(7.5);
    expect(Math.round(result.maturity)).toBe(144995);
  });

  it('tenures under six months earn simple interest', () => {
    const result = calculateFd({ principal: 100000, annualRatePct: 7, years: 0.25 });
    expect(result.method).toBe('simple');
    expect(result.maturity).toBeCloseTo(101750, 6);
    expect(calculateFd({ principal: 100000, annualRatePct: 7, years: 0 }).maturity).toBe(100000);
  });

  it('rejects a rate that the senior-citizen extra pushes past 100%', () => {
    expect(() => calculateFd({ principal: 100000, annualRatePct: 100, years: 5, seniorCitizen: true })).toThrow(
      RangeError,
    );
  });

  it('tenure helper adds months and days', () => {
    expect(fdTenureYears(1, 6)).toBe(1.5);
    expect(fdTenureYears(0, 0, 73)).toBeCloseTo(0.2, 12);
  });
});

describe('calculateFd properties', () => {
  it('is finite, maturity = principal + interest, maturity ≥ principal', () => {
    const rnd = createRandom(53);
    for (let i = 0; i < PROPERTY_RUNS; i += 1) {
      const principal = rnd.floatOrExtreme(5000, 1e7, [0, 1, 1e12]);
      const annualRatePct = rnd.floatOrExtreme(1, 15, [0, 99.5]);
      const years = rnd.floatOrExtreme(0, 10, [0, 7 / 365, 0.5, 100]);
      const frequency = rnd.pick(['yearly', 'half-yearly', 'quarterly', 'monthly'] as const);
      const seniorCitizen = rnd.pick([true, false]);
      const context = JSON.stringify({ principal, annualRatePct, years, frequency, seniorCitizen });
      const result = calculateFd({ principal, annualRatePct, years, frequency, seniorCitizen });
      expectAllFinite(
        { maturity: result.maturity, interest: result.interest, yieldPct: result.effectiveYieldPct },
        context,
      );
      expectClose(result.invested + result.interest, result.maturity, 1e-12, context);
      expect(result.maturity, context).toBeGreaterThanOrEqual(principal);
      if (years >= 0.5) {
        const m = { yearly: 1, 'half-yearly': 2, quarterly: 4, monthly: 12 }[frequency];
        expectClose(result.maturity, principal * (1 + result.ratePct / 100 / m) ** (m * years), 1e-9, context);
      }
    }
  });
});
