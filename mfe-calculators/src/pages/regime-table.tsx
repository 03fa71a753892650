/**
 * The income tax page's old-and-new table: both regimes' figures side by side at every width.
 * Each line has a short label that is also a button: one tap shows what the line means, on a line
 * of its own below it (a disclosure, announced as expanded or collapsed). Where the table is wider
 * than 25rem, a line is label, old, new; narrower (a phone), the label has a line of its own and
 * the two figures share the next, half each, so neither column is ever scrolled out of view.
 */
import { Fragment, useState } from 'react';
import styled from 'styled-components';
import type { RegimeRow } from '../definitions/income-tax';

export function RegimeTable({ caption, rows }: { caption: string; rows: readonly RegimeRow[] }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (key: string) =>
    setOpen((before) => {
      const after = new Set(before);
      if (!after.delete(key)) after.add(key);
      return after;
    });
  return (
    <Frame>
      <Caption aria-hidden="true">{caption}</Caption>
      <Table aria-label={caption} data-regime-table="">
        <thead>
          <tr>
            <td />
            <th scope="col">Old regime</th>
            <th scope="col">New regime</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const detailId = `regime-${row.key}-detail`;
            const expanded = open.has(row.key);
            return (
              <Fragment key={row.key}>
                <tr data-row={row.key}>
                  <th scope="row">
                    <button
                      type="button"
                      aria-expanded={expanded}
                      aria-controls={detailId}
                      onClick={() => toggle(row.key)}
                    >
                      {row.label}
                    </button>
                  </th>
                  <td>{row.old}</td>
                  <td>{row.new}</td>
                </tr>
                <tr id={detailId} data-detail={row.key} hidden={!expanded}>
                  <td colSpan={3}>{row.detail}</td>
                </tr>
              </Fragment>
            );
          })}
        </tbody>
      </Table>
    </Frame>
  );
}

// Scrolls sideways only as a last resort (two ₹2,000-crore figures at 320 px): the page never does.
const Frame = styled.div`
  container: regime-table / inline-size;
  overflow-x: auto;
`;

const Caption = styled.p`
  margin: 0 0 8px;
  font-weight: 600;
  color: ${({ theme }) => theme.color.muted};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  th,
  td {
    padding: 8px;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  thead th {
    background: ${({ theme }) => theme.color.surface};
    font-size: 0.9rem;
    text-align: right;
    white-space: nowrap;
  }
  thead td {
    background: ${({ theme }) => theme.color.surface};
  }
  tbody th {
    text-align: left;
    font-weight: 600;
    padding: 2px 4px;
  }
  /* A figure never breaks inside: two of the widest (₹10,00,00,00,000) fit a 320 px screen. */
  tbody td {
    text-align: right;
    white-space: nowrap;
  }
  [data-row='total'] > * {
    font-weight: 700;
    border-top: 2px solid ${({ theme }) => theme.color.navy};
  }
  tr[data-detail] > td {
    text-align: left;
    white-space: normal;
    font-size: 0.9rem;
    color: ${({ theme }) => theme.color.muted};
    background: ${({ theme }) => theme.color.surface};
  }
  tr[hidden] {
    display: none;
  }
  button {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: 32px;
    padding: 4px 6px;
    border: 0;
    background: none;
    color: inherit;
    font-weight: inherit;
    text-align: left;
    cursor: pointer;
    text-decoration: underline dotted;
    text-underline-offset: 3px;
  }
  /* A small ⓘ: a cue that the label opens, not part of its name. */
  button::after {
    content: 'i' / '';
    flex: none;
    display: inline-grid;
    place-items: center;
    width: 1.15em;
    height: 1.15em;
    border: 1.5px solid currentColor;
    border-radius: 50%;
    font-size: 0.8em;
    font-style: italic;
    font-weight: 700;
    line-height: 1;
    color: ${({ theme }) => theme.color.muted};
  }
  button[aria-expanded='true']::after {
    background: ${({ theme }) => theme.color.navy};
    border-color: ${({ theme }) => theme.color.navy};
    color: ${({ theme }) => theme.color.white};
  }
  @container regime-table (max-width: 25rem) {
    thead tr,
    tbody tr[data-row] {
      display: grid;
      grid-template-columns: 1fr 1fr;
    }
    thead td {
      display: none;
    }
    tbody tr[data-row] > th {
      grid-column: 1 / -1;
      border-bottom: 0;
      padding-top: 6px;
    }
    tbody tr[data-row] > td {
      padding: 0 6px 8px;
    }
    tr[data-detail]:not([hidden]) {
      display: block;
    }
    tr[data-detail] > td {
      display: block;
    }
  }
`;
