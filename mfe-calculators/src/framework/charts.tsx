/**
 * Two small SVG charts drawn by hand: a donut (how a total splits) and a growth chart (values per
 * year). A chart library would add 40–100 KB gzip to every calculator page for two shapes that
 * take a few dozen lines here. Each chart is one role="img" with a text summary of its numbers;
 * the year-wise table beside it carries the full data.
 */
import styled from 'styled-components';
import { formatRupees, theme } from '@meridian/shared';
import { formatShortRupees } from './format';
import type { DonutData, GrowthData } from './types';
import { decimalExponent, powerOfTen } from '../domain/portable-math';

/** Colours of the parts and series, in order (each at least 3:1 against white). */
export const CHART_COLORS = [theme.color.navy, theme.color.teal, '#b7791f', '#7c3aed'] as const;

const colorAt = (index: number) => CHART_COLORS[index % CHART_COLORS.length] ?? CHART_COLORS[0];

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

const WIDTH = 640;
const HEIGHT = 260;
const PAD = { left: 64, right: 16, top: 12, bottom: 34 };

export function GrowthChart({ data }: { data: GrowthData }) {
  const all = data.series.flatMap((line) => line.values.filter(Number.isFinite));
  const count = data.x.length;
  if (count === 0 || all.length === 0) return null;
  const low = Math.min(0, ...all);
  const step = niceStep(Math.max(...all, 1) - low, 4);
  const top = Math.ceil(Math.max(...all, 1) / step) * step;
  const bottom = Math.floor(low / step) * step;
  const ticks: number[] = [];
  for (let tick = bottom; tick <= top + step / 2; tick += step) ticks.push(tick);
  const innerWidth = WIDTH - PAD.left - PAD.right;
  const innerHeight = HEIGHT - PAD.top - PAD.bottom;
  const xAt = (index: number) => PAD.left + (count === 1 ? innerWidth / 2 : (index / (count - 1)) * innerWidth);
  const yAt = (value: number) => PAD.top + innerHeight - ((value - bottom) / (top - bottom || 1)) * innerHeight;
  const every = Math.max(1, Math.ceil(count / 10));

  return (
    <Growth>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={growthSummary(data)}
        preserveAspectRatio="xMidYMid meet"
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={yAt(tick)} y2={yAt(tick)} stroke={theme.color.gridLine} />
            <text x={PAD.left - 8} y={yAt(tick) + 4} textAnchor="end" fontSize="12" fill={theme.color.muted}>
              {formatShortRupees(tick)}
            </text>
          </g>
        ))}
        {data.x.map((x, index) =>
          index % every === 0 || index === count - 1 ? (
            <text key={x} x={xAt(index)} y={HEIGHT - 12} textAnchor="middle" fontSize="12" fill={theme.color.muted}>
              {x}
            </text>
          ) : null,
        )}
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
              <polyline points={points.join(' ')} fill="none" stroke={color} strokeWidth="2.5" strokeLinejoin="round" />
            </g>
          );
        })}
      </svg>
      <Legend aria-hidden="true" $row>
        {data.series.map((line, index) => (
          <li key={line.label}>
            <Swatch style={{ background: colorAt(index) }} />
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
  svg {
    display: block;
    width: 100%;
    height: auto;
  }
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
