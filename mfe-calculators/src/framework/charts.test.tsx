// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInSite } from '@meridian/shared/testing';
import { DonutChart, GrowthChart, SERIES_DASHES, donutSummary, growthSummary, legendFigures } from './charts';
import { formatCell, formatPercent, formatResult, formatShortRupees, formatWithUnit } from './format';

describe('chart text alternatives', () => {
  afterEach(cleanup);
  const donut = {
    title: 'How your total splits',
    parts: [
      { label: 'Invested', value: 600000 },
      { label: 'Returns', value: 561695.38 },
    ],
  };
  const growth = {
    title: 'Growth',
    xLabel: 'Year',
    x: [1, 2, 3],
    series: [{ label: 'Value', values: [64046.6, 136216, 217538] }],
  };

  it('summarises a donut in words and numbers', () => {
    expect(donutSummary(donut)).toBe(
      'How your total splits: Invested ₹6,00,000 (52%), Returns ₹5,61,695 (48%); total ₹11,61,695.',
    );
  });

  it.each([
    { value: 600000, total: 1161695, values: 'rupees' as const, figures: { value: '₹6,00,000', share: '52%' } },
    { value: 0, total: 0, values: 'rupees' as const, figures: { value: '₹0', share: '0%' } },
    { value: 65, total: 100, values: 'shares' as const, figures: { value: '65%' } },
    { value: 0, total: 100, values: 'shares' as const, figures: { value: '0%' } },
  ])('a legend row of $value ($values) shows each figure once', ({ value, total, values, figures }) => {
    expect(legendFigures(value, total, values)).toEqual(figures);
  });

  it('says a mix in percent once per part, in the legend and the summary', () => {
    const mix = {
      title: 'Mix',
      parts: [
        { label: 'Equity', value: 65 },
        { label: 'Debt', value: 25 },
        { label: 'Gold', value: 10 },
      ],
    };
    expect(donutSummary(mix, 'shares')).toBe('Mix: Equity 65%, Debt 25%, Gold 10%.');
    const { container } = renderInSite(<DonutChart data={mix} values="shares" />);
    const rows = [...container.querySelectorAll('li')].map((row) => row.textContent);
    expect(rows).toEqual(['Equity65%', 'Debt25%', 'Gold10%']);
  });

  it('summarises a growth chart by its range', () => {
    expect(growthSummary(growth)).toBe('Growth, year 1 to 3: Value from ₹64,047 to ₹2,17,538.');
  });

  it('draws each chart as one image with that summary, and copes with zeros', () => {
    renderInSite(
      <>
        <DonutChart data={donut} />
        <DonutChart
          data={{
            title: 'Empty',
            parts: [
              { label: 'A', value: 0 },
              { label: 'B', value: 0 },
            ],
          }}
        />
        <GrowthChart data={growth} />
        <GrowthChart data={{ title: 'One', xLabel: 'Year', x: [1], series: [{ label: 'V', values: [0] }] }} />
      </>,
    );
    const images = screen.getAllByRole('img');
    expect(images).toHaveLength(4);
    expect(images[0]?.getAttribute('aria-label')).toBe(donutSummary(donut));
    expect(document.body.innerHTML).not.toMatch(/NaN|Infinity/);
  });

  it('tells a growth chart’s lines apart by their dashes, not by colour alone, and its legend draws each the same way', () => {
    renderInSite(
      <GrowthChart
        data={{
          title: 'Two lines',
          xLabel: 'Year',
          x: [1, 2, 3],
          series: [
            { label: 'Invested', values: [1, 2, 3] },
            { label: 'Value', values: [1, 3, 5] },
          ],
        }}
      />,
    );
    const lines = [...document.querySelectorAll('polyline')].map((line) => line.getAttribute('stroke-dasharray'));
    const samples = [...document.querySelectorAll('[data-line-sample] line')].map((line) =>
      line.getAttribute('stroke-dasharray'),
    );
    expect(lines).toEqual([null, SERIES_DASHES[1]]);
    expect(samples).toEqual(lines);
  });
});

describe('formatting', () => {
  it.each([
    [999, '₹999'],
    [64046.6, '₹64K'],
    [1161695, '₹11.6 L'],
    [25000000, '₹2.5 Cr'],
    [1.2e9, '₹120 Cr'],
    [-150000, '-₹1.5 L'],
  ])('short rupees %d → %s', (value, text) => {
    expect(formatShortRupees(value)).toBe(text);
  });

  it('writes percentages with two decimals, never -0.00 or NaN', () => {
    expect(formatPercent(12.2462)).toBe('12.25%');
    expect(formatPercent(-0.001)).toBe('0.00%');
    expect(formatPercent(Number.NaN)).toBe('—');
    expect(formatResult(2, 'multiple')).toBe('2.00×');
    expect(formatResult('Lasts 5 years', 'rupees')).toBe('Lasts 5 years');
    expect(formatCell(21695.58, 'rupees')).toBe('₹21,696');
    expect(formatCell(undefined, 'rupees')).toBe('');
  });

  it('writes input limits with their unit', () => {
    expect(formatWithUnit(10000000, 'rupees')).toBe('₹1,00,00,000');
    expect(formatWithUnit(1, 'years')).toBe('1 year');
    expect(formatWithUnit(8.5, 'percent')).toBe('8.5%');
    expect(formatWithUnit(2025, 'plain')).toBe('2025');
  });
});
