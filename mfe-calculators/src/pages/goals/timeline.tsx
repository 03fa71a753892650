import styled from 'styled-components';
import { formatRupees, onMobile } from '@meridian/shared';
import type { GoalPlanResult } from '../../domain/goal-planner';

/** Goals along a time line: one bar per goal, its length the goal's future cost. */
export function Timeline({ result }: { result: GoalPlanResult }) {
  const rows = result.timeline.map((index) => result.rows[index]).filter((row) => row !== undefined);
  const largest = Math.max(1, ...rows.map((row) => row.futureCost));
  const summary = `Goals in time order: ${rows.map((row) => `${row.name} in ${row.years} years, ${formatRupees(row.futureCost)}`).join('; ')}.`;
  return (
    <Bars role="img" aria-label={summary}>
      {rows.map((row, index) => (
        <div key={`${row.name}-${index}`}>
          <span>
            {row.name} · {row.years} {row.years === 1 ? 'year' : 'years'}
          </span>
          <Bar style={{ width: `${Math.max(2, (row.futureCost / largest) * 100)}%` }} />
          <strong>{formatRupees(row.futureCost)}</strong>
        </div>
      ))}
    </Bars>
  );
}

const Bars = styled.div`
  display: flex;
  flex-direction: column;
  gap: 14px;
  div {
    display: grid;
    grid-template-columns: minmax(140px, 1fr) 3fr auto;
    align-items: center;
    gap: 12px;
  }
  span {
    font-weight: 600;
  }
  ${onMobile} {
    div {
      grid-template-columns: 1fr auto;
    }
  }
`;

const Bar = styled.i`
  display: block;
  height: 14px;
  border-radius: 999px;
  background: ${({ theme }) => theme.color.teal};
  ${onMobile} {
    grid-column: 1 / -1;
    grid-row: 2;
  }
`;
