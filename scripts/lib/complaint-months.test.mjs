import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './paths.mjs';
import { importTypeScript } from './typescript-module.mjs';

// The seed's published months (complaint-months.ts, bundled as the seed bundles it).
const { demoMonths } = await importTypeScript(join(repoRoot, 'scripts', 'lib', 'complaint-months.ts'));

const DAY = 86_400_000;
const NOW = Date.parse('2026-11-28T12:00:00Z');
const complaint = (serial, receivedDaysAgo, resolvedDaysAgo, source = 'direct') => ({
  ticket: `MWA-2026-${String(serial).padStart(6, '0')}`,
  receivedAt: NOW - receivedDaysAgo * DAY,
  resolvedAt: resolvedDaysAgo === null ? null : NOW - resolvedDaysAgo * DAY,
  source,
  impersonation: false,
});

describe('demoMonths', () => {
  it('gives every month ended since the registration (May 2024), oldest first, each counting the complaints', () => {
    // 14 October, resolved 23 October; 29 October, open; 22 November (this month: in no table yet).
    const months = demoMonths([complaint(1, 45, 36), complaint(2, 30, null, 'scores'), complaint(3, 6, null)], NOW);
    expect(months.map((month) => month.id)).toHaveLength(30);
    expect(months[0].id).toBe('2024-05');
    expect(months.at(-1).id).toBe('2026-10');
    expect(new Set(months.map((month) => month.id)).size).toBe(30);
    expect(months.at(-1).after).toEqual({ received: 2, resolved: 1, pending: 1 });
    expect(months.at(-1).snapshot).toMatchObject({ year: 2026, month: 10 });
    expect(months.at(-2).after).toEqual({ received: 0, resolved: 0, pending: 0 });
  });

  it('refuses complaints it cannot count, rather than publish wrong tables', () => {
    expect(() => demoMonths([{ ...complaint(1, 45, null), receivedAt: Number.NaN }], NOW)).toThrow(/can't be counted/);
  });
});
