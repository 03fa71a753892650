import styled from 'styled-components';
import { Button, Container, Link, onMobile, PageBanner, PageMeta, Section, useLoad } from '@meridian/shared';
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
  MONTH_TABLE_COLUMNS,
  MONTH_TABLE_FOOTNOTES,
  monthEndingHeading,
  MONTHLY_TREND_COLUMNS,
  MONTHLY_TREND_FOOTNOTES,
  MONTHLY_TREND_HEADING,
  type ComplaintDataSnapshot,
  type SourceRow,
  type Trend,
} from '@meridian/shared/complaints';
import { complaintsDataPage } from '../content/complaints';
import { readLatestComplaintData, type PublishedComplaintData } from '../data/complaint-data';

/**
 * /complaints-data (issue 18, item 5): the latest published month of complaint data, as SEBI's
 * three tables with their exact headings and footnotes and the impersonation line. The page's
 * words are prerendered; the figures are read after hydration (complaintData/latest, then the
 * month; public, through Firestore's REST endpoint), so the HTML holds a loading line in their
 * place. A published month never changes, so what is shown is what was published.
 */
export default function ComplaintsDataPage() {
  const page = complaintsDataPage;
  const [loaded, reload] = useLoad(readLatestComplaintData, 'complaint-data', () => page.failed);
  return (
    <>
      <PageMeta title={page.meta.title} description={page.meta.description} />
      <PageBanner title={page.banner.title} subtitle={page.banner.subtitle} />
      <Section>
        <Container>
          {loaded.state === 'loading' ? (
            <Quiet role="status" data-complaint-data="loading">
              {page.loading}
            </Quiet>
          ) : loaded.state === 'failed' ? (
            <div role="alert">
              <p>{loaded.message}</p>
              <Button type="button" $variant="ghost" onClick={reload}>
                {page.retry}
              </Button>
            </div>
          ) : loaded.value === null ? (
            <section aria-labelledby="complaint-data-none" data-complaint-data="none">
              <Heading id="complaint-data-none">{page.notPublished.heading}</Heading>
              <p>{page.notPublished.text}</p>
            </section>
          ) : (
            <Published data={loaded.value} />
          )}
          <p>
            <StrongLink to={page.complainLink.to}>{page.complainLink.label}</StrongLink>
          </p>
        </Container>
      </Section>
    </>
  );
}

function Published({ data }: { data: PublishedComplaintData }) {
  const { snapshot, publishedAt } = data;
  const heading = monthEndingHeading(snapshot);
  return (
    <div data-complaint-data={`${snapshot.year}-${String(snapshot.month).padStart(2, '0')}`}>
      <TableSection aria-labelledby="complaint-data-month">
        <Heading id="complaint-data-month">{heading}</Heading>
        {publishedAt !== null ? <Quiet>{complaintsDataPage.publishedOn(longDate(istDate(publishedAt)))}</Quiet> : null}
        <MonthTable snapshot={snapshot} />
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

/** One table: its header row, and each row's cells (the first cell after the number is the row's header). */
function Table({ labelledBy, columns, rows }: { labelledBy: string; columns: readonly string[]; rows: string[][] }) {
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
        {rows.map((cells) => (
          <tr key={cells.join('|')} role="row">
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

const sourceCells = (row: SourceRow, number: string): string[] => [
  number,
  row.label,
  String(row.pendingAtStartOfMonth),
  String(row.received),
  String(row.resolved),
  String(row.pendingAtEndOfMonth),
  String(row.pendingOverThreeMonths),
  formatAverageResolutionDays(row.averageResolutionDays),
];

function MonthTable({ snapshot }: { snapshot: ComplaintDataSnapshot }) {
  const { rows, grandTotal } = snapshot.monthTable;
  return (
    <Table
      labelledBy="complaint-data-month"
      columns={MONTH_TABLE_COLUMNS}
      rows={[...rows.map((row, index) => sourceCells(row, String(index + 1))), sourceCells(grandTotal, '')]}
    />
  );
}

function TrendTable({ id, trend, columns }: { id: string; trend: Trend; columns: readonly string[] }) {
  const cells = (row: Trend['grandTotal'], number: string) => [
    number,
    row.label,
    String(row.carriedForward),
    String(row.received),
    String(row.resolved),
    String(row.pending),
  ];
  return (
    <Table
      labelledBy={`complaint-data-${id}`}
      columns={columns}
      rows={[...trend.rows.map((row, index) => cells(row, String(index + 1))), cells(trend.grandTotal, '')]}
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

const Heading = styled.h2`
  font-family: ${({ theme }) => theme.font.heading};
  color: ${({ theme }) => theme.color.navy};
  font-size: clamp(1.3rem, 2.4vw, 1.7rem);
  margin: 0 0 8px;
`;

const Quiet = styled.p`
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

const StrongLink = styled(Link)`
  color: ${({ theme }) => theme.color.navy};
  font-weight: 600;
`;
