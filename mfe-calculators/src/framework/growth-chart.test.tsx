// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInSite } from '@meridian/shared/testing';
import { GrowthChart, pointReadout } from './charts';
import type { GrowthData } from './types';

const growth: GrowthData = {
  title: 'How your SIP grows',
  xLabel: 'Year',
  x: [1, 2, 3, 4, 5],
  series: [
    { label: 'Invested', values: [60000, 120000, 180000, 240000, 300000] },
    { label: 'Total value', values: [64046.6, 136216, 217538, 309176, 412432] },
  ],
};

const readout = () => document.querySelector('[data-chart-readout]')?.textContent;
const plot = () => screen.getByRole('group', { name: /How your SIP grows/ });
const svgOf = () => {
  const svg = plot().querySelector('svg');
  if (!svg) throw new Error('no svg');
  return svg;
};

describe('the growth chart', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('writes one point’s values in words and rupees', () => {
    expect(pointReadout(growth, 4)).toBe('Year 5: Invested ₹3,00,000 · Total value ₹4,12,432');
    expect(pointReadout({ ...growth, xLabel: 'Age', x: [30, 31] }, 0)).toBe(
      'Age 30: Invested ₹60,000 · Total value ₹64,047',
    );
  });

  it('titles both axes and keeps the text summary', () => {
    renderInSite(<GrowthChart data={growth} />);
    const texts = [...svgOf().querySelectorAll('text')].map((text) => text.textContent);
    expect(texts).toContain('Amount (₹)');
    expect(texts).toContain('Year');
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(
      'How your SIP grows, year 1 to 5: Invested from ₹60,000 to ₹3,00,000; Total value from ₹64,047 to ₹4,12,432.',
    );
    expect([...svgOf().querySelectorAll('text')].every((text) => text.getAttribute('font-size') === '12')).toBe(true);
  });

  it('shows a year’s values from the keyboard: focus shows the last, the arrow keys, Home and End move', () => {
    renderInSite(<GrowthChart data={growth} />);
    expect(readout()).toBe('Point at or tap the chart to read each year’s values.');
    expect(plot().getAttribute('tabindex')).toBe('0');
    act(() => plot().focus());
    expect(readout()).toBe('Year 5: Invested ₹3,00,000 · Total value ₹4,12,432');
    fireEvent.keyDown(plot(), { key: 'ArrowLeft' });
    expect(readout()).toBe('Year 4: Invested ₹2,40,000 · Total value ₹3,09,176');
    fireEvent.keyDown(plot(), { key: 'Home' });
    expect(readout()).toMatch(/^Year 1: Invested ₹60,000/);
    fireEvent.keyDown(plot(), { key: 'ArrowLeft' });
    expect(readout()).toMatch(/^Year 1:/);
    fireEvent.keyDown(plot(), { key: 'End' });
    expect(readout()).toMatch(/^Year 5:/);
    expect(plot().querySelectorAll('circle')).toHaveLength(2);
  });

  it('shows the values of the point nearest the pointer', () => {
    renderInSite(<GrowthChart data={growth} />);
    const svg = svgOf();
    vi.spyOn(svg, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 100, y: 0, width: 640, height: 300 }));
    // The plot runs from x = 64 to 624 of 640: year 2 is at 64 + 560 / 4 = 204.
    fireEvent.pointerMove(svg, { clientX: 100 + 210, clientY: 100 });
    expect(readout()).toMatch(/^Year 2: Invested ₹1,20,000 · Total value ₹1,36,216$/);
    fireEvent.pointerDown(svg, { clientX: 100 + 620, clientY: 100 });
    expect(readout()).toMatch(/^Year 5:/);
  });

  it('draws at the size of its box once measured, one unit a pixel', () => {
    let report: (entries: { contentRect: { width: number; height: number } }[]) => void = () => undefined;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: typeof report) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    renderInSite(<GrowthChart data={growth} />);
    expect(svgOf().getAttribute('viewBox')).toBe('0 0 640 300');
    act(() => report([{ contentRect: { width: 326, height: 260 } }]));
    expect(svgOf().getAttribute('viewBox')).toBe('0 0 326 260');
  });
});
