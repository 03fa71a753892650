import styled from 'styled-components';
import {
  ANNUAL_TREND_COLUMNS,
  ANNUAL_TREND_FOOTNOTES,
  ANNUAL_TREND_HEADING,
  formatAverageResolutionDays,
  IMPERSONATION_LINE,
  IMPERSONATION_NOTE,
  IMPERSONATION_TREATMENT,
  MONTH_TABLE_COLUMNS,
  MONTH_TABLE_FOOTNOTES,
  monthEndingHeading,
  MONTHLY_TREND_COLUMNS,
  MONTHLY_TREND_FOOTNOTES,
  MONTHLY_TREND_HEADING,
  type ComplaintDataSnapshot,
  type SourceRow,
  type Trend,
  type TrendRow,
} from '@meridian/shared/complaints';
import { TableWrap } from '../table-wrap';

/** SEBI's three tables of a month, with the format's words, as the public page shows them. */
export function DataTables({ snapshot }: { snapshot: ComplaintDataSnapshot }) {
  const { monthTable } = snapshot;
  const heading = monthEndingHeading(snapshot);
  return (
    <Tables data-complaint-tables={`${snapshot.year}-${String(snapshot.month).padStart(2, '0')}`}>
      <h3>{heading}</h3>
      <TableWrap label={heading}>
        <table>
          <ColumnHeads columns={MONTH_TABLE_COLUMNS} />
          <tbody>
            {monthTable.rows.map((row, index) => (
              <SourceRowView key={row.source} row={row} number={String(index + 1)} />
            ))}
            <SourceRowView row={monthTable.grandTotal} number="" />
          </tbody>
        </table>
      </TableWrap>
      <Footnotes notes={MONTH_TABLE_FOOTNOTES} />
      <p>
        {IMPERSONATION_LINE}: <strong data-impersonation-received>{monthTable.impersonationReceived}</strong>
      </p>
      <Small>{IMPERSONATION_NOTE}</Small>
      <Small>{IMPERSONATION_TREATMENT}</Small>
      <TrendTable
        heading={`${MONTHLY_TREND_HEADING} (${snapshot.financialYear})`}
        columns={MONTHLY_TREND_COLUMNS}
        footnotes={MONTHLY_TREND_FOOTNOTES}
        trend={snapshot.monthlyTrend}
      />
      <TrendTable
        heading={ANNUAL_TREND_HEADING}
        columns={ANNUAL_TREND_COLUMNS}
        footnotes={ANNUAL_TREND_FOOTNOTES}
        trend={snapshot.annualTrend}
      />
    </Tables>
  );
}

/** A table's column headings, in the format's words. */
function ColumnHeads({ columns }: { columns: readonly string[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col">
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** The format's footnotes under a table. */
function Footnotes({ notes }: { notes: readonly string[] }) {
  return (
    <Notes>
      {notes.map((note) => (
        <li key={note}>{note}</li>
      ))}
    </Notes>
  );
}

function SourceRowView({ row, number }: { row: SourceRow; number: string }) {
  return (
    <tr data-source={row.source}>
      <td>{number}</td>
      <th scope="row">{row.label}</th>
      <td>{row.pendingAtStartOfMonth}</td>
      <td>{row.received}</td>
      <td>{row.resolved}</td>
      <td>{row.pendingAtEndOfMonth}</td>
      <td>{row.pendingOverThreeMonths}</td>
      <td>{formatAverageResolutionDays(row.averageResolutionDays)}</td>
    </tr>
  );
}

function TrendTable({
  heading,
  columns,
  footnotes,
  trend,
}: {
  heading: string;
  columns: readonly string[];
  footnotes: readonly string[];
  trend: Trend;
}) {
  return (
    <>
      <h3>{heading}</h3>
      <TableWrap label={heading}>
        <table>
          <ColumnHeads columns={columns} />
          <tbody>
            {trend.rows.map((row, index) => (
              <TrendRowView key={row.label} row={row} number={String(index + 1)} />
            ))}
            <TrendRowView row={trend.grandTotal} number="" />
          </tbody>
        </table>
      </TableWrap>
      <Footnotes notes={footnotes} />
    </>
  );
}

function TrendRowView({ row, number }: { row: TrendRow; number: string }) {
  return (
    <tr>
      <td>{number}</td>
      <th scope="row">{row.label}</th>
      <td>{row.carriedForward}</td>
      <td>{row.received}</td>
      <td>{row.resolved}</td>
      <td>{row.pending}</td>
    </tr>
  );
}

const Tables = styled.div`
  h3 {
    margin: 20px 0 8px;
    font-size: 1rem;
    color: ${({ theme }) => theme.color.navy};
  }
  tbody th {
    color: ${({ theme }) => theme.color.text};
  }
  tbody tr:last-child td,
  tbody tr:last-child th {
    font-weight: 700;
  }
`;

const Notes = styled.ul`
  list-style: none;
  padding: 0;
  margin: 8px 0 12px;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.color.muted};
`;

const Small = styled.p`
  font-size: 0.85rem;
  color: ${({ theme }) => theme.color.muted};
`;
