/**
 * Two small SVG charts drawn by hand: a donut (how a total splits) and a growth chart (values per
 * year). A chart library would add 40–100 KB gzip to every calculator page for two shapes that
 * take a few dozen lines here. Each chart is one role="img" with a text summary of its numbers;
 * the year-wise table beside it carries the full data.
 */
import { useState, type KeyboardEvent, type PointerEvent } from 'react';
import styled from 'styled-components';
import { formatRupees, onMobile, theme } from '@meridian/shared';
import { formatShortRupees } from './format';
import type { DonutData, GrowthData } from './types';
import { useBoxSize } from './use-measured';
import { nearestPoint, pointAfterKey } from '../domain/chart-points';
import { decimalExponent, powerOfTen } from '../domain/portable-math';

/** Colours of the parts and series, in order (each at least 3:1 against white). */
export const CHART_COLORS = [theme.color.navy, theme.color.teal, '#b7791f', '#7c3aed'] as const;

const colorAt = (index: number) => CHART_COLORS[index % CHART_COLORS.length] ?? CHART_COLORS[0];

/**
 * The growth chart's lines differ by their dashes as well as their colours (WCAG 1.4.1: not by
 * colour alone): solid, dashed, dotted, dash-dot; the legend draws each line's sample the same way.
 */
export const SERIES_DASHES = ['', '7 4', '2 3', '9 3 2 3'] as const;

const dashAt = (index: number) => SERIES_DASHES[index % SERIES_DASHES.length] ?? '';

function share(value: number, total: number): number {
  return total > 0 ? Math.round((Math.max(0, value) / total) * 100) : 0;
}

/**
 * What a donut's values are: rupee amounts (each shown with its share of the total) or shares of 100 already
 * (a mix in percent, shown once: "Equity 65%", never "Equity 65% 65%").
 */
export type DonutValues = 'rupees' | 'shares';

/**
 * The figures a legend row shows: its value and, for rupee amounts, its share of the total.
 * @example legendFigures(600000, 1161695, 'rupees') // { value: '₹6,00,000', share: '52%' }
 * @example legendFigures(65, 100, 'shares') // { value: '65%' }
 */
export function legendFigures(value: number, total: number, values: DonutValues): { value: string; share?: string } {
  if (values === 'shares') return { value: `${value}%` };
  return { value: formatRupees(value), share: `${share(value, total)}%` };
}

/**
 * The donut's text alternative: 'Invested ₹6,00,000 (52%), Est. returns ₹5,61,695 (48%); total ₹11,61,695.',
 * or for shares 'Mix: Equity 65%, Debt 25%, Gold 10%.'
 */
export function donutSummary(data: DonutData, values: DonutValues = 'rupees'): string {
  const total = data.parts.reduce((sum, part) => sum + Math.max(0, part.value), 0);
  const parts = data.parts.map((part) => {
    const figures = legendFigures(part.value, total, values);
    return `${part.label} ${figures.value}${figures.share === undefined ? '' : ` (${figures.share})`}`;
  });
  return values === 'shares'
    ? `${data.title}: ${parts.join(', ')}.`
    : `${data.title}: ${parts.join(', ')}; total ${formatRupees(total)}.`;
}

const RADIUS = 45;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

export function DonutChart({ data, values = 'rupees' }: { data: DonutData; values?: DonutValues }) {
  const total = data.parts.reduce((sum, part) => sum + Math.max(0, part.value), 0);
  let offset = 0;
  return (
    <Donut>
      <svg viewBox="0 0 120 120" width="160" height="160" role="img" aria-label={donutSummary(data, values)}>
        <circle cx="60" cy="60" r={RADIUS} fill="none" stroke={theme.color.gridLine} strokeWidth="18" />
        {total > 0
          ? data.parts.map((part, index) => {
              const length = (Math.max(0, part.value) / total) * CIRCUMFERENCE;
              const arc = (
                <circle
                  key={part.label}
                  cx="60"
                  cy="60"
                  r={RADIUS}
                  fill="none"
                  stroke={colorAt(index)}
                  strokeWidth="18"
                  strokeDasharray={`${length} ${CIRCUMFERENCE - length}`}
                  strokeDashoffset={-offset}
                  transform="rotate(-90 60 60)"
                />
              );
              offset += length;
              return arc;
            })
          : null}
      </svg>
      <Legend aria-hidden="true">
        {data.parts.map((part, index) => {
          const figures = legendFigures(part.value, total, values);
          return (
            <li key={part.label}>
              <Swatch style={{ background: colorAt(index) }} />
              <span>{part.label}</span>
              <strong>{figures.value}</strong>
              {figures.share === undefined ? null : <small>{figures.share}</small>}
            </li>
          );
        })}
      </Legend>
    </Donut>
  );
}

/** The growth chart's text alternative: its range and each series' first and last value. */
export function growthSummary(data: GrowthData): string {
  const first = data.x[0];
  const last = data.x[data.x.length - 1];
  const series = data.series.map((line) => {
    const start = line.values[0] ?? 0;
    const end = line.values[line.values.length - 1] ?? 0;
    return `${line.label} from ${formatRupees(start)} to ${formatRupees(end)}`;
  });
  return `${data.title}, ${data.xLabel.toLowerCase()} ${first ?? ''} to ${last ?? ''}: ${series.join('; ')}.`;
}

/** Round axis steps: 1, 2 or 5 times a power of ten. */
function niceStep(range: number, ticks: number): number {
  const raw = range / ticks;
  if (!(raw > 0)) return 1;
  const power = powerOfTen(decimalExponent(raw));
  const scaled = raw / power;
  return (scaled <= 1 ? 1 : scaled <= 2 ? 2 : scaled <= 5 ? 5 : 10) * power;
}

/** The size drawn at before the box has been measured (on the server and in the first render). */
const WIDTH = 640;
const HEIGHT = 300;
const PAD = { left: 64, right: 16, top: 30, bottom: 52 };
/** Axis labels and titles, in CSS pixels: the chart is drawn at the size of its box, one unit a pixel. */
const LABEL_SIZE = 12;
/** The least room an x-axis label needs, so that labels never run into each other on a phone. */
const X_LABEL_ROOM = 48;

/** What the chart shows for one point: 'Year 5: Invested ₹3,00,000 · Total value ₹4,12,432'. */
export function pointReadout(data: GrowthData, index: number): string {
  const values = data.series.map((line) => `${line.label} ${formatRupees(line.values[index] ?? 0)}`);
  return `${data.xLabel} ${data.x[index] ?? ''}: ${values.join(' · ')}`;
}

/**
 * Values per year as lines over shaded areas, drawn at the real size of its box once measured (an
 * effect), so that its labels are 12 px on a phone and on a laptop alike; the first render, on the
 * server and in the browser, draws at a default size scaled to the box. Pointing at or tapping
 * the chart, or focusing it and pressing the arrow keys, shows one year's values below it.
 */
export function GrowthChart({ data }: { data: GrowthData }) {
  const [box, size] = useBoxSize<HTMLDivElement>();
  const [active, setActive] = useState<number | null>(null);
  const all = data.series.flatMap((line) => line.values.filter(Number.isFinite));
  const count = data.x.length;
  if (count === 0 || all.length === 0) return null;
  const width = size && size.width > 0 ? size.width : WIDTH;
  const height = size && size.height > 0 ? size.height : HEIGHT;
  const low = Math.min(0, ...all);
  const step = niceStep(Math.max(...all, 1) - low, 4);
  const top = Math.ceil(Math.max(...all, 1) / step) * step;
  const bottom = Math.floor(low / step) * step;
  const ticks: number[] = [];
  for (let tick = bottom; tick <= top + step / 2; tick += step) ticks.push(tick);
  const innerWidth = width - PAD.left - PAD.right;
  const innerHeight = height - PAD.top - PAD.bottom;
  const xAt = (index: number) => PAD.left + (count === 1 ? innerWidth / 2 : (index / (count - 1)) * innerWidth);
  const yAt = (value: number) => PAD.top + innerHeight - ((value - bottom) / (top - bottom || 1)) * innerHeight;
  const every = Math.max(1, Math.ceil(count / Math.max(2, Math.floor(innerWidth / X_LABEL_ROOM))));
  const shown = active === null ? null : Math.min(active, count - 1);
  const label = { fontSize: LABEL_SIZE, fill: theme.color.muted };

  const pick = (event: PointerEvent<SVGSVGElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    if (rect.width <= 0) return;
    const x = ((event.clientX - rect.left) / rect.width) * width;
    setActive(nearestPoint((x - PAD.left) / innerWidth, count));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = pointAfterKey(event.key, shown ?? count - 1, count);
    if (next === null) return;
    event.preventDefault();
    setActive(next);
  };

  return (
    <Growth>
      <Plot
        ref={box}
        tabIndex={0}
        role="group"
        aria-label={`${data.title}: focus here and use the arrow keys to read each ${data.xLabel.toLowerCase()}’s values`}
        onFocus={() => setActive((last) => last ?? count - 1)}
        onKeyDown={onKeyDown}
        data-growth-chart=""
      >
        <svg
          // Drawn again at its measured size once hydrated: its labels are thinned to the width.
          data-after-hydration=""
          viewBox={`0 0 ${width} ${height}`}
          role="img"
          aria-label={growthSummary(data)}
          preserveAspectRatio="xMidYMid meet"
          onPointerMove={pick}
          onPointerDown={pick}
        >
          <text x={0} y={LABEL_SIZE + 2} fontWeight="600" {...label}>
            Amount (₹)
          </text>
          {ticks.map((tick) => (
            <g key={tick}>
              <line x1={PAD.left} x2={width - PAD.right} y1={yAt(tick)} y2={yAt(tick)} stroke={theme.color.gridLine} />
              <text x={PAD.left - 8} y={yAt(tick) + 4} textAnchor="end" {...label}>
                {formatShortRupees(tick)}
              </text>
            </g>
          ))}
          {data.x.map((x, index) =>
            index % every === 0 || index === count - 1 ? (
              <text key={x} x={xAt(index)} y={height - PAD.bottom + 20} textAnchor="middle" {...label}>
                {x}
              </text>
            ) : null,
          )}
          <text x={PAD.left + innerWidth / 2} y={height - 6} textAnchor="middle" fontWeight="600" {...label}>
            {data.xLabel}
          </text>
          {data.series.map((line, seriesIndex) => {
            const points = line.values.map((value, index) => `${xAt(index).toFixed(1)},${yAt(value).toFixed(1)}`);
            const color = colorAt(seriesIndex);
            if (points.length === 1) {
              return <circle key={line.label} cx={xAt(0)} cy={yAt(line.values[0] ?? 0)} r="5" fill={color} />;
            }
            const area = `${PAD.left},${yAt(Math.max(bottom, 0))} ${points.join(' ')} ${xAt(count - 1)},${yAt(Math.max(bottom, 0))}`;
            return (
              <g key={line.label}>
                <polygon points={area} fill={color} opacity="0.08" />
                <polyline
                  points={points.join(' ')}
                  fill="none"
                  stroke={color}
                  strokeWidth="2.5"
                  strokeLinejoin="round"
                  strokeDasharray={dashAt(seriesIndex) || undefined}
                />
              </g>
            );
          })}
          {shown === null ? null : (
            <g>
              <line
                x1={xAt(shown)}
                x2={xAt(shown)}
                y1={PAD.top}
                y2={height - PAD.bottom}
                stroke={theme.color.muted}
                strokeDasharray="4 3"
              />
              {data.series.map((line, seriesIndex) => (
                <circle
                  key={line.label}
                  cx={xAt(shown)}
                  cy={yAt(line.values[shown] ?? 0)}
                  r="5"
                  fill={colorAt(seriesIndex)}
                  stroke={theme.color.white}
                  strokeWidth="2"
                />
              ))}
            </g>
          )}
        </svg>
      </Plot>
      <Readout aria-live="polite" data-chart-readout="">
        {shown === null
          ? `Point at or tap the chart to read each ${data.xLabel.toLowerCase()}’s values.`
          : pointReadout(data, shown)}
      </Readout>
      <Legend aria-hidden="true" $row>
        {data.series.map((line, index) => (
          <li key={line.label}>
            <svg width="28" height="12" viewBox="0 0 28 12" data-line-sample="">
              <line
                x1="1"
                x2="27"
                y1="6"
                y2="6"
                stroke={colorAt(index)}
                strokeWidth="3"
                strokeDasharray={dashAt(index) || undefined}
              />
            </svg>
            <span>{line.label}</span>
          </li>
        ))}
      </Legend>
    </Growth>
  );
}

const Donut = styled.div`
  display: flex;
  align-items: center;
  gap: 24px;
  flex-wrap: wrap;
  svg {
    flex: none;
  }
`;

const Growth = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

/** The chart's box: its height is set here, and the chart is drawn to fill it. */
const Plot = styled.div`
  height: ${HEIGHT}px;
  border-radius: ${({ theme }) => theme.radius.small};
  ${onMobile} {
    height: 260px;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.gold};
    outline-offset: 2px;
  }
  svg {
    display: block;
    width: 100%;
    height: 100%;
  }
`;

const Readout = styled.p`
  margin: 0;
  min-height: 1.5em;
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.color.text};
`;

const Legend = styled.ul<{ $row?: boolean }>`
  list-style: none;
  margin: ${({ $row }) => ($row ? '8px 0 0' : '0')};
  padding: 0;
  display: flex;
  flex-direction: ${({ $row }) => ($row ? 'row' : 'column')};
  flex-wrap: wrap;
  gap: ${({ $row }) => ($row ? '8px 20px' : '10px')};
  font-size: 0.95rem;
  li {
    display: flex;
    align-items: center;
    gap: 8px;
  }
  svg {
    flex: none;
  }
  small {
    color: ${({ theme }) => theme.color.muted};
  }
`;

const Swatch = styled.span`
  width: 12px;
  height: 12px;
  border-radius: 3px;
  flex: none;
`;
