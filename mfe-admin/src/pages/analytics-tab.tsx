import styled from 'styled-components';
import { VisuallyHidden } from '@meridian/shared';
import { Blank, Loading, useKept } from '@meridian/portal-kit';
import { readAnalytics } from '../data/analytics';
import { readKeptAnalytics, type Analytics } from '../domain/analytics-figures';
import { Card, Muted } from './card';
import type { TabProps } from './tab-props';

const number = (value: number) => value.toLocaleString('en-IN');

/**
 * Analytics (view_analytics): counts from the server (count aggregations, the calculations' by
 * the site's function), never by reading the users or calculations themselves, and what they cost.
 * While they are read, the figures' cards and the chart's card stand where they will be, their
 * headings in place and the numbers in grey, so nothing moves when the figures arrive (issue 22).
 */
export default function AnalyticsTab({ user }: TabProps) {
  // The figures show at once as this person last saw them on this device, while they are counted
  // again: counts only, so a staff device keeps no client's details.
  const [loaded, reload] = useKept(readAnalytics, 'analytics', {
    uid: user.uid,
    name: 'analytics',
    restore: readKeptAnalytics,
  });
  return (
    <Loading loaded={loaded} retry={reload} placeholder={placeholder}>
      {(figures) => (
        <>
          <Figures>
            <Figure label={FIGURE_LABELS[0]} value={figures.totalUsers} id="total-users" />
            <Figure label={FIGURE_LABELS[1]} value={figures.activeUsers} id="active-users" />
            <Figure label={FIGURE_LABELS[2]} value={figures.recentSignups} id="recent-signups" />
            <Figure label={FIGURE_LABELS[3]} value={figures.totalCalculations} id="saved-calculations" />
          </Figures>
          <Card aria-labelledby="weekly-heading">
            <h2 id="weekly-heading">Sign-ups per week, last 12 weeks</h2>
            <WeeklyChart weekly={figures.weekly} />
          </Card>
          <Muted data-reads={figures.reads}>Based on {number(figures.reads)} reads</Muted>
        </>
      )}
    </Loading>
  );
}

function Figure({ label, value, id }: { label: string; value: number; id: string }) {
  return (
    <Card aria-labelledby={id}>
      <h2 id={id}>{label}</h2>
      <Big data-figure={id}>{number(value)}</Big>
    </Card>
  );
}

const FIGURE_LABELS = [
  'Total users',
  'Active users (signed in within 30 days)',
  'Sign-ups in the last 30 days',
  'Saved calculations',
] as const;

const CHART = { width: 720, height: 220, pad: 28 };

/** The weekly sign-ups as bars, with the figures as a table for screen readers. */
function WeeklyChart({ weekly }: { weekly: Analytics['weekly'] }) {
  const max = Math.max(1, ...weekly.map((week) => week.count));
  const slot = (CHART.width - CHART.pad) / weekly.length;
  const plot = CHART.height - CHART.pad * 2;
  return (
    <>
      <Chart viewBox={`0 0 ${CHART.width} ${CHART.height}`} aria-hidden="true" width="100%">
        {weekly.map((week, index) => {
          const height = (week.count / max) * plot;
          const x = CHART.pad + index * slot + slot * 0.15;
          return (
            <g key={week.label}>
              <rect x={x} y={CHART.pad + plot - height} width={slot * 0.7} height={height} rx="3" />
              <text x={x + slot * 0.35} y={CHART.pad + plot - height - 6} textAnchor="middle" fontSize="12">
                {week.count}
              </text>
              <text x={x + slot * 0.35} y={CHART.height - 8} textAnchor="middle" fontSize="11">
                {week.label}
              </text>
            </g>
          );
        })}
      </Chart>
      <VisuallyHidden as="table">
        <caption>Sign-ups per week (week starting)</caption>
        <tbody>
          {weekly.map((week) => (
            <tr key={week.label}>
              <th scope="row">{week.label}</th>
              <td>{week.count}</td>
            </tr>
          ))}
        </tbody>
      </VisuallyHidden>
    </>
  );
}

const Chart = styled.svg`
  rect {
    fill: ${({ theme }) => theme.color.navy};
  }
  text {
    fill: ${({ theme }) => theme.color.muted};
  }
`;

const Figures = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: 0 20px;
  h2 {
    font-size: 0.95rem !important;
    color: ${({ theme }) => theme.color.muted} !important;
  }
`;

const Big = styled.p`
  margin: 0;
  font-size: 2rem;
  font-weight: 700;
  color: ${({ theme }) => theme.color.navy};
`;

/** The tab's shape while the figures are read (no ids: the content, once read, has them). */
const placeholder = (
  <>
    <Figures>
      {FIGURE_LABELS.map((label) => (
        <Card key={label}>
          <h2>{label}</h2>
          <Big>
            <Blank width="3ch" />
          </Big>
        </Card>
      ))}
    </Figures>
    <Card>
      <h2>Sign-ups per week, last 12 weeks</h2>
      <Chart viewBox={`0 0 ${CHART.width} ${CHART.height}`} width="100%" />
    </Card>
    <Muted>
      <Blank width="9em" />
    </Muted>
  </>
);
