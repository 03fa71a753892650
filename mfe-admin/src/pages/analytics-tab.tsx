import styled from 'styled-components';
import { formatIndianNumber, VisuallyHidden } from '@meridian/shared';
import { analyticsOf, type Analytics } from '@meridian/shared/analytics';
import { Blank, Loading, useKept } from '@meridian/portal-kit';
import { readAnalytics } from '../data/analytics';
import { Card, Muted } from './card';
import type { TabProps } from './tab-props';

const number = (value: number) => formatIndianNumber(value);

/**
 * Analytics (view_analytics): counts from the server (count aggregations, by the site's function in
 * one request), never by reading the users or calculations themselves, and what they cost.
 * While they are read, the figures' cards and the chart's card stand where they will be, their
 * headings in place and the numbers in grey, so nothing moves when the figures arrive (issue 22).
 */
export default function AnalyticsTab({ user }: TabProps) {
  // The figures show at once as this person last saw them on this device, while they are counted
  // again: counts only, so a staff device keeps no client's details.
  const [loaded, reload] = useKept(readAnalytics, 'analytics', {
    uid: user.uid,
    name: 'analytics',
    restore: analyticsOf,
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
          <Muted data-reads={figures.reads}>Counted from the firm’s records when this page opened.</Muted>
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

/** Weeks the chart shows (the figures' `weekly`, and the placeholder's rows while they are read). */
const WEEKS = 12;

/**
 * The weekly sign-ups as a table whose rows carry a bar: week, count and a bar as long as the
 * count is against the busiest week. Its words are the page's own text, legible at any width
 * (a drawing scaled to a phone made them about 4 px), and screen readers read the table.
 */
function WeeklyChart({ weekly }: { weekly: Analytics['weekly'] }) {
  const max = Math.max(1, ...weekly.map((week) => week.count));
  return (
    <Bars>
      <VisuallyHidden as="caption">Sign-ups per week (week starting)</VisuallyHidden>
      <tbody>
        {weekly.map((week) => (
          <tr key={week.label}>
            <th scope="row">{week.label}</th>
            <td>{number(week.count)}</td>
            <td aria-hidden="true">
              <Bar style={{ width: `${(week.count / max) * 100}%` }} />
            </td>
          </tr>
        ))}
      </tbody>
    </Bars>
  );
}

const Bars = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.9rem;
  th,
  td {
    padding: 3px 8px 3px 0;
    text-align: left;
    white-space: nowrap;
  }
  th {
    width: 4.5em;
    font-weight: 400;
    color: ${({ theme }) => theme.color.muted};
  }
  td:nth-child(2) {
    width: 3.5em;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  td:last-child {
    width: 100%;
  }
`;

const Bar = styled.span`
  display: block;
  min-width: 2px;
  height: 0.9em;
  border-radius: 3px;
  background: ${({ theme }) => theme.color.navy};
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
      <Bars>
        <tbody>
          {Array.from({ length: WEEKS }, (_, row) => (
            <tr key={row}>
              <th>
                <Blank width="3em" />
              </th>
              <td>
                <Blank width="1ch" />
              </td>
              <td />
            </tr>
          ))}
        </tbody>
      </Bars>
    </Card>
    <Muted>
      <Blank width="9em" />
    </Muted>
  </>
);
