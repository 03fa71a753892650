import type { Page } from '@playwright/test';

/** One layout shift a page recorded: its score, when, and what moved from where to where. */
export interface Shift {
  value: number;
  at: number;
  moved: string[];
}

/**
 * Installed before each of the page's loads from now on: every layout shift (not one that follows
 * the person's own input), with what moved. Read with shiftsOf once the load has settled.
 */
export async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { __shifts: Shift[] }).__shifts = shifts;
    const describe = (node: Node | null): string => {
      if (!(node instanceof Element)) return node ? (node.nodeName ?? '?') : '(removed)';
      const text = (node.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''} "${text}"`;
    };
    const rect = (box: DOMRectReadOnly) =>
      `${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}×${Math.round(box.height)}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        startTime: number;
        sources?: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          at: Math.round(entry.startTime),
          moved: (entry.sources ?? []).map(
            (source) => `${describe(source.node)} ${rect(source.previousRect)} → ${rect(source.currentRect)}`,
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts of the current load so far. */
export async function shiftsOf(page: Page): Promise<Shift[]> {
  return page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
}

/**
 * The load's layout shifts as failures (a score is geometry, not time, so it is asserted exactly):
 * read after the page's data showed and its network went quiet, by when anything that would still
 * move has done so (a frame or two after the data).
 */
export async function shiftFailures(page: Page, where: string): Promise<string[]> {
  const shifts = await shiftsOf(page);
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  return total === 0
    ? []
    : [`${where}: layout shifts while it loaded (CLS ${total}):\n${JSON.stringify(shifts, null, 2)}`];
}
