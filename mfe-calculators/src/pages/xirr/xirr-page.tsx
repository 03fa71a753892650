import { useMemo, useState } from 'react';
import styled from 'styled-components';
import {
  Button,
  Container,
  Input,
  onMobile,
  PageBanner,
  PageMeta,
  paths,
  Section,
  Select,
  TextArea,
  VisuallyHidden,
} from '@meridian/shared';
import type { CalculatorPageInfo } from '../../catalogue';
import { calculateXirr } from '../../domain/xirr';
import { HeadlineList } from '../../framework/headlines';
import {
  AdviserCta,
  Card,
  Disclaimer,
  HowItWorks,
  InputStack,
  Layout,
  Messages,
  MutedText,
  PanelHeader,
  RelatedCalculators,
  Stack,
} from '../../framework/page-sections';
import { SavePanel } from '../../framework/save-panel';
import { savedHeadline } from '../../framework/saved-headline';
import { useUrlState } from '../../framework/use-url-state';
import {
  evaluateRows,
  EXAMPLE_TEXT,
  MAX_FLOWS,
  parsePasted,
  rowFromSigned,
  rowsFromSearch,
  savedInputs,
  serialiseFlows,
  xirrHeadlines,
  xirrMessages,
  type FlowDirection,
  type FlowRow,
} from './flow-table';

const directionOf = (value: string): FlowDirection => (value === 'out' ? 'out' : 'in');

interface XirrState {
  rows: readonly FlowRow[];
  nextId: number;
}

function fromSearch(search: string): XirrState {
  const rows = rowsFromSearch(search);
  return { rows, nextId: rows.length + 1 };
}

/**
 * /calculators/xirr: a table of dated cash flows (typed, added, removed or pasted from a
 * spreadsheet) and their annual return. The rows that count are kept in the URL; a row that
 * cannot be read says why beside it and is left out, while the others still count.
 */
export function XirrPage({ page }: { page: CalculatorPageInfo }) {
  const url = useUrlState<XirrState>(fromSearch);
  const { rows, nextId } = url.value;
  const [pasted, setPasted] = useState('');
  const [pasteReport, setPasteReport] = useState('');
  const evaluation = useMemo(() => evaluateRows(rows), [rows]);
  const result = useMemo(() => calculateXirr(evaluation.flows), [evaluation]);
  const headlines = xirrHeadlines(result);
  const messages = xirrMessages(result, evaluation, rows.length);

  const apply = (next: XirrState) => url.update(next, serialiseFlows(evaluateRows(next.rows).flows));
  const setRow = (id: number, change: Partial<Omit<FlowRow, 'id'>>) =>
    apply({ rows: rows.map((row) => (row.id === id ? { ...row, ...change } : row)), nextId });
  const addRow = () => {
    apply({ rows: [...rows, { id: nextId, date: '', direction: 'in', amount: '' }], nextId: nextId + 1 });
    url.flush();
  };
  const removeRow = (id: number) => {
    apply({ rows: rows.filter((row) => row.id !== id), nextId });
    url.flush();
  };
  const addPasted = (replace: boolean) => {
    const { rows: found, headings } = parsePasted(pasted);
    const kept = replace ? [] : rows.filter((row) => row.date.trim() !== '' || row.amount.trim() !== '');
    const room = MAX_FLOWS - kept.length;
    const taken = found.slice(0, Math.max(0, room));
    // A spreadsheet's signs: negative is money put in.
    const added = taken.map((row, index) => ({ id: nextId + index, ...rowFromSigned(row.date, row.amount) }));
    apply({ rows: [...kept, ...added], nextId: nextId + added.length });
    url.flush();
    const problems = Object.keys(evaluateRows(added).problems).length;
    const parts = [
      `${added.length} ${added.length === 1 ? 'row' : 'rows'} ${replace ? 'now in the table' : 'added'}`,
      problems > 0 ? `${problems} of them not counted (see why beside ${problems === 1 ? 'it' : 'each'})` : '',
      headings > 0 ? `${headings} heading ${headings === 1 ? 'line' : 'lines'} skipped` : '',
      found.length > taken.length ? `${found.length - taken.length} left out: the table holds ${MAX_FLOWS} rows` : '',
    ].filter(Boolean);
    setPasteReport(
      found.length === 0 ? 'Nothing to add: paste two columns, a date and an amount.' : `${parts.join('; ')}.`,
    );
    if (found.length > 0) setPasted('');
  };
  const reset = () => {
    url.update(fromSearch(''), '');
    url.flush();
    setPasteReport('');
  };

  return (
    <>
      <PageMeta title={page.title} description={page.description} />
      <PageBanner
        title={page.title}
        subtitle="The annual return of real investments: every amount on its own date — SIP instalments, top-ups, withdrawals and what it is worth today."
      />
      <Section $tone="surface">
        <Container>
          <Stack>
            <Layout>
              <Card as="section" aria-labelledby="inputs-title">
                <PanelHeader>
                  <h2 id="inputs-title">Your cash flows</h2>
                  <Button type="button" $variant="outline" onClick={reset}>
                    Reset
                  </Button>
                </PanelHeader>
                <InputStack>
                  <MutedText>
                    For each amount, choose whether you put it in or took it out; what the investment is worth on a date
                    counts as taken out.
                  </MutedText>
                  <FlowTable>
                    <caption>
                      <VisuallyHidden>Cash flows: date and amount of each</VisuallyHidden>
                    </caption>
                    <thead>
                      <tr>
                        <th scope="col">#</th>
                        <th scope="col">Date</th>
                        <th scope="col">In or out</th>
                        <th scope="col">Amount (₹)</th>
                        <th scope="col">
                          <VisuallyHidden>Remove</VisuallyHidden>
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {rows.map((row, index) => {
                        const id = `xirr-flow-${row.id}`;
                        const problem = evaluation.problems[row.id];
                        const notes = [problem?.date, problem?.amount].filter((note): note is string => Boolean(note));
                        return (
                          <tr key={row.id} data-row={index + 1} data-invalid={notes.length > 0 ? 'true' : undefined}>
                            <th scope="row">{index + 1}</th>
                            <td>
                              <label htmlFor={`${id}-date`}>
                                <VisuallyHidden>Date of cash flow {index + 1}</VisuallyHidden>
                              </label>
                              <DateInput
                                id={`${id}-date`}
                                type="date"
                                autoComplete="off"
                                value={row.date}
                                aria-invalid={problem?.date ? true : undefined}
                                aria-describedby={notes.length > 0 ? `${id}-problems` : undefined}
                                onChange={(event) => setRow(row.id, { date: event.target.value })}
                                onBlur={url.flush}
                              />
                            </td>
                            <td>
                              <label htmlFor={`${id}-direction`}>
                                <VisuallyHidden>Cash flow {index + 1}: put in or taken out</VisuallyHidden>
                              </label>
                              <Select
                                id={`${id}-direction`}
                                value={row.direction}
                                onChange={(event) => {
                                  setRow(row.id, { direction: directionOf(event.target.value) });
                                  url.flush();
                                }}
                              >
                                <option value="in">Put in</option>
                                <option value="out">Taken out</option>
                              </Select>
                            </td>
                            <td>
                              <label htmlFor={`${id}-amount`}>
                                <VisuallyHidden>Amount of cash flow {index + 1}</VisuallyHidden>
                              </label>
                              <Input
                                id={`${id}-amount`}
                                type="text"
                                inputMode="decimal"
                                autoComplete="off"
                                placeholder="10,000"
                                value={row.amount}
                                aria-invalid={problem?.amount ? true : undefined}
                                aria-describedby={notes.length > 0 ? `${id}-problems` : undefined}
                                onChange={(event) => setRow(row.id, { amount: event.target.value })}
                                onBlur={url.flush}
                              />
                              {notes.length > 0 ? (
                                <RowProblems id={`${id}-problems`}>
                                  {notes.map((note) => (
                                    <li key={note}>
                                      <span aria-hidden="true">⚠ </span>
                                      {note}
                                    </li>
                                  ))}
                                </RowProblems>
                              ) : null}
                            </td>
                            <td>
                              <Button
                                type="button"
                                $variant="outline"
                                onClick={() => removeRow(row.id)}
                                aria-label={`Remove cash flow ${index + 1}`}
                                title={`Remove cash flow ${index + 1}`}
                              >
                                <span aria-hidden="true">✕</span>
                              </Button>
                            </td>
                          </tr>
                        );
                      })}
                    </tbody>
                  </FlowTable>
                  <Button type="button" $variant="ghost" disabled={rows.length >= MAX_FLOWS} onClick={addRow}>
                    Add a row
                  </Button>
                  {rows.length >= MAX_FLOWS ? (
                    <MutedText>The table holds up to {MAX_FLOWS} cash flows.</MutedText>
                  ) : null}
                  <PasteBox>
                    <label htmlFor="xirr-paste">Paste from a spreadsheet: two columns, date and amount</label>
                    <TextArea
                      id="xirr-paste"
                      rows={4}
                      value={pasted}
                      placeholder={'2025-01-01\t-10000\n2026-01-01\t11000'}
                      aria-describedby="xirr-paste-hint"
                      onChange={(event) => setPasted(event.target.value)}
                    />
                    <MutedText id="xirr-paste-hint">
                      Copy the two cells of each row in Excel or Google Sheets and paste them here; a heading row is
                      skipped. Dates day first: 31/01/2025, 31 Jan 2025 or 2025-01-31. As in a spreadsheet’s XIRR, a
                      negative amount (or one in brackets) is money put in.
                    </MutedText>
                    <PasteActions>
                      <Button type="button" $variant="ghost" onClick={() => addPasted(false)}>
                        Add pasted rows
                      </Button>
                      <Button type="button" $variant="outline" onClick={() => addPasted(true)}>
                        Replace the table with them
                      </Button>
                    </PasteActions>
                    <PasteReport role="status" aria-live="polite">
                      {pasteReport}
                    </PasteReport>
                  </PasteBox>
                </InputStack>
              </Card>
              <Card as="section" aria-labelledby="results-title">
                <h2 id="results-title">Results</h2>
                <HeadlineList headlines={headlines} stale={false} summary />
                {messages.length > 0 ? (
                  <Messages>
                    {messages.map((message) => (
                      <li key={message}>{message}</li>
                    ))}
                  </Messages>
                ) : null}
                <SavePanel
                  calculator="xirr"
                  path={`${paths.calculator('xirr')}?${serialiseFlows(evaluation.flows)}`}
                  inputs={savedInputs(evaluation.flows)}
                  results={Object.fromEntries(
                    headlines.flatMap((headline) =>
                      typeof headline.value === 'number' ? [[headline.key, headline.value]] : [],
                    ),
                  )}
                  headline={savedHeadline(headlines)}
                />
              </Card>
            </Layout>
            <HowItWorks
              formula={'Σ amountᵢ ÷ (1 + r)^(dᵢ ÷ 365) = 0\ndᵢ = days from the first cash flow to flow i; r = XIRR'}
              explanation={[
                'XIRR is the one yearly rate that makes every cash flow, discounted from its own date, add up to nothing: the return your money earned, allowing for when each rupee went in or came out. It is what a spreadsheet’s XIRR function gives, with days counted as they fall and 365 to a year (Actual/365).',
                'It is found by searching every rate from −99.99% to 10,00,000% a year for one that fits, then narrowing down on it. When the flows change between money in and money out more than once, more than one rate can fit; all of them are shown, since none of them alone describes the investment.',
              ]}
              example={EXAMPLE_TEXT}
              notes={[
                'Money in is negative, money out (or today’s value) positive. Flows on the same day are added together first.',
                'Dates are read day first (31/01/2025); a month first (01/31/2025) is refused rather than guessed. A row that cannot be read is left out with its reason, and the rest still count.',
                `The table holds up to ${MAX_FLOWS} cash flows; the ones that count are kept in the page’s address.`,
              ]}
            />
            <Disclaimer />
            <RelatedCalculators slugs={['cagr', 'sip', 'capital-gains']} />
            <AdviserCta />
          </Stack>
        </Container>
      </Section>
    </>
  );
}

const FlowTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: 6px 4px;
    vertical-align: top;
    text-align: left;
  }
  thead th {
    font-size: 0.9rem;
    white-space: nowrap;
    color: ${({ theme }) => theme.color.muted};
  }
  tbody th {
    padding-top: 16px;
    font-weight: 600;
  }
  input {
    min-height: 40px;
    padding: 6px 10px;
    font-variant-numeric: tabular-nums;
  }
  input,
  select {
    min-height: 40px;
  }
  select {
    min-width: 8rem;
    padding: 6px 8px;
  }
  button {
    min-height: 40px;
    min-width: 44px;
    padding: 6px 12px;
    font-size: 0.9rem;
    color: ${({ theme }) => theme.color.navy};
  }
  /* On a phone each cash flow is a card of two lines: its number, date and Remove, then which way
     and how much; every control keeps its label for screen readers, the column headings go. */
  ${onMobile} {
    thead {
      display: none;
    }
    tbody tr {
      display: grid;
      grid-template-columns: 2rem minmax(0, 1fr) minmax(0, 1fr);
      grid-template-areas:
        'number date remove'
        'number direction amount';
      gap: 6px 8px;
      padding: 10px 0;
      border-bottom: 1px solid ${({ theme }) => theme.color.border};
    }
    th,
    td {
      padding: 0;
    }
    tbody th {
      grid-area: number;
      padding-top: 10px;
    }
    td:nth-of-type(1) {
      grid-area: date;
    }
    td:nth-of-type(2) {
      grid-area: direction;
    }
    td:nth-of-type(3) {
      grid-area: amount;
    }
    td:nth-of-type(4) {
      grid-area: remove;
      justify-self: end;
    }
    input,
    select {
      width: 100%;
      min-width: 0;
    }
  }
`;

/** Wide enough for a date as the browser shows it (31/12/2025 and its calendar button). */
const DateInput = styled(Input)`
  min-width: 9.5rem;
  ${onMobile} {
    min-width: 0;
  }
`;

const RowProblems = styled.ul`
  list-style: none;
  margin: 6px 0 0;
  padding: 0;
  color: ${({ theme }) => theme.color.error};
  font-size: 0.9rem;
  font-weight: 600;
`;

const PasteBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  label {
    font-weight: 600;
  }
  textarea {
    font-family: ui-monospace, Menlo, Consolas, monospace;
  }
`;

const PasteActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
`;

const PasteReport = styled.p`
  margin: 0;
  min-height: 1.4em;
  font-weight: 600;
`;
