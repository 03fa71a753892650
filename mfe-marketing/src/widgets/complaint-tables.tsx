import styled from 'styled-components';
import { onMobile, type ComplaintTablesProps } from '@meridian/shared';
import {
  ANNUAL_TREND_COLUMNS,
  ANNUAL_TREND_FOOTNOTES,
  ANNUAL_TREND_HEADING,
  formatAverageResolutionDays,
  IMPERSONATION_LINE,
  IMPERSONATION_NOTE,
  IMPERSONATION_TREATMENT,
  istDate,
  longDate,
  monthId,
  MONTH_TABLE_COLUMNS,
  MONTH_TABLE_FOOTNOTES,
  monthEndingHeading,
  MONTHLY_TREND_COLUMNS,
  MONTHLY_TREND_FOOTNOTES,
  MONTHLY_TREND_HEADING,
  type SourceRow,
  type Trend,
} from '@meridian/shared/complaints';
import { complaintsDataPage } from '../content/complaints';

/**
 * SEBI's three tables of a month, with the format's exact headings and footnotes and the
 * impersonation line: the one renderer of a month's complaint data (issue 34, item 4). The public
 * page /complaints-data draws the published month with it, and the admin's Complaints tab draws
 * its preview and the published months with it too (the admin's complaintTables slot, lent by the
 * shell: the admin never imports this section), so what staff approve is what the public sees.
 * A month not yet published (the admin's preview) has no publication line.
 */
export default function ComplaintTables({ snapshot, publishedAt }: ComplaintTablesProps) {
  const heading = monthEndingHeading(snapshot);
  return (
    <div data-complaint-tables={monthId(snapshot)}>
      <TableSection aria-labelledby="complaint-data-month">
        <Heading id="complaint-data-month">{heading}</Heading>
        {publishedAt !== null ? <Quiet>{complaintsDataPage.publishedOn(longDate(istDate(publishedAt)))}</Quiet> : null}
        <Table
          labelledBy="complaint-data-month"
          columns={MONTH_TABLE_COLUMNS}
          rows={[
            ...snapshot.monthTable.rows.map((row, index) => sourceRow(row, String(index + 1))),
            sourceRow(snapshot.monthTable.grandTotal, ''),
          ]}
        />
        <Footnotes notes={MONTH_TABLE_FOOTNOTES} />
        <Impersonation>
          <p>
            {IMPERSONATION_LINE}: <strong data-impersonation>{snapshot.monthTable.impersonationReceived}</strong>
          </p>
          <p>{IMPERSONATION_NOTE}</p>
          <p>{IMPERSONATION_TREATMENT}</p>
        </Impersonation>
      </TableSection>
      <TableSection aria-labelledby="complaint-data-monthly">
        <Heading id="complaint-data-monthly">{MONTHLY_TREND_HEADING}</Heading>
        <Quiet>{complaintsDataPage.monthlyTrendCaption(snapshot.financialYear)}</Quiet>
        <TrendTable id="monthly" trend={snapshot.monthlyTrend} columns={MONTHLY_TREND_COLUMNS} />
        <Footnotes notes={MONTHLY_TREND_FOOTNOTES} />
      </TableSection>
      <TableSection aria-labelledby="complaint-data-annual">
        <Heading id="complaint-data-annual">{ANNUAL_TREND_HEADING}</Heading>
        <TrendTable id="annual" trend={snapshot.annualTrend} columns={ANNUAL_TREND_COLUMNS} />
        <Footnotes notes={ANNUAL_TREND_FOOTNOTES} />
      </TableSection>
    </div>
  );
}

/** A row of a table: its cells, and the source it counts for the month's table ('total' for its Grand Total). */
interface Row {
  cells: string[];
  source?: string;
}

/** One table: its header row, and each row's cells (the first cell after the number is the row's header). */
function Table({ labelledBy, columns, rows }: { labelledBy: string; columns: readonly string[]; rows: Row[] }) {
  return (
    <StackedTable role="table" aria-labelledby={labelledBy}>
      <thead role="rowgroup">
        <tr role="row">
          {columns.map((column) => (
            <th key={column} scope="col" role="columnheader">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {rows.map(({ cells, source }) => (
          <tr key={cells.join('|')} role="row" data-source={source}>
            {cells.map((cell, index) =>
              index === 1 ? (
                <th key={columns[index]} scope="row" role="rowheader" data-label={columns[index]}>
                  {cell}
                </th>
              ) : (
                <td
                  key={columns[index]}
                  role="cell"
                  data-label={columns[index]}
                  data-empty={cell === '' ? true : undefined}
                >
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </StackedTable>
  );
}

const sourceRow = (row: SourceRow, number: string): Row => ({
  source: row.source,
  cells: [
    number,
    row.label,
    String(row.pendingAtStartOfMonth),
    String(row.received),
    String(row.resolved),
    String(row.pendingAtEndOfMonth),
    String(row.pendingOverThreeMonths),
    formatAverageResolutionDays(row.averageResolutionDays),
  ],
});

function TrendTable({ id, trend, columns }: { id: string; trend: Trend; columns: readonly string[] }) {
  const row = (trendRow: Trend['grandTotal'], number: string): Row => ({
    cells: [
      number,
      trendRow.label,
      String(trendRow.carriedForward),
      String(trendRow.received),
      String(trendRow.resolved),
      String(trendRow.pending),
    ],
  });
  return (
    <Table
      labelledBy={`complaint-data-${id}`}
      columns={columns}
      rows={[...trend.rows.map((item, index) => row(item, String(index + 1))), row(trend.grandTotal, '')]}
    />
  );
}

function Footnotes({ notes }: { notes: readonly string[] }) {
  return (
    <Notes>
      {notes.map((note) => (
        <li key={note}>{note}</li>
      ))}
    </Notes>
  );
}

/** A section's heading on the page (the tables', and the page's own when nothing is published). */
export const Heading = styled.h2`
  font-family: ${({ theme }) => theme.font.heading};
  color: ${({ theme }) => theme.color.navy};
  font-size: clamp(1.3rem, 2.4vw, 1.7rem);
  margin: 0 0 8px;
`;

/** A line in muted type (the publication date, a caption, the page's loading line). */
export const Quiet = styled.p`
  color: ${({ theme }) => theme.color.muted};
  margin: 0 0 12px;
`;

const TableSection = styled.section`
  margin-bottom: 48px;
`;

// Wide screens: an ordinary table. A phone (390 px): each row is a card, its header first and
// each figure under its column's name, so that no column is squeezed or scrolled out of sight.
// The roles are stated, so that screen readers keep the table when its display changes.
const StackedTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.95rem;
  th,
  td {
    padding: 10px 12px;
    border: 1px solid ${({ theme }) => theme.color.border};
    text-align: right;
    vertical-align: top;
  }
  thead th {
    background: ${({ theme }) => theme.color.navySurface};
    color: ${({ theme }) => theme.color.navy};
    text-align: left;
  }
  tbody th {
    text-align: left;
    font-weight: 600;
  }
  tbody tr:last-child {
    font-weight: 700;
    background: ${({ theme }) => theme.color.surface};
  }
  ${onMobile} {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    tbody,
    tr,
    th,
    td {
      display: block;
    }
    tr {
      margin-bottom: 12px;
      border: 1px solid ${({ theme }) => theme.color.border};
      border-radius: ${({ theme }) => theme.radius.small};
    }
    th,
    td {
      border: 0;
      border-bottom: 1px solid ${({ theme }) => theme.color.gridLine};
      display: flex;
      justify-content: space-between;
      gap: 16px;
      text-align: right;
    }
    tbody th {
      background: ${({ theme }) => theme.color.navySurface};
      color: ${({ theme }) => theme.color.navy};
    }
    td::before,
    tbody th::before {
      content: attr(data-label);
      text-align: left;
      font-weight: 600;
    }
    tbody th::before {
      content: none;
    }
    td[data-empty] {
      display: none;
    }
  }
`;

const Notes = styled.ul`
  list-style: none;
  margin: 12px 0 0;
  padding: 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.color.muted};
  li {
    margin-bottom: 4px;
    line-height: 1.5;
  }
`;

const Impersonation = styled.div`
  margin-top: 20px;
  p {
    line-height: 1.6;
    margin: 0 0 8px;
  }
  p:first-child {
    font-weight: 600;
  }
`;
