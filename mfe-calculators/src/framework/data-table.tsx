/**
 * The year-wise table every calculator page shares. Its key column (the figure the table is about)
 * comes right after the first column; on a phone the first column stays put while the rest scroll
 * sideways, so the year and its key figure are always in view, and a line says when more columns
 * are off to the side. The caption is a paragraph above the scrolling part, so it wraps to the
 * screen rather than to the table's width.
 */
import { memo } from 'react';
import styled from 'styled-components';
import { onMobile } from '@meridian/shared';
import { keyColumnSecond } from '../domain/table-columns';
import { formatCell } from './format';
import type { TableData } from './types';
import { useOverflowsSideways } from './use-measured';

/** A row's value for a column, if it is a number or text. */
export function cellValue(row: object, key: string): number | string | undefined {
  const value: unknown = Reflect.get(row, key);
  return typeof value === 'number' || typeof value === 'string' ? value : undefined;
}

export const DataTable = memo(function DataTable({ table }: { table: TableData }) {
  const columns = keyColumnSecond(table.columns, table.keyColumn);
  const [scroller, overflows] = useOverflowsSideways<HTMLDivElement>();
  const keyOf = (key: string) => (key === table.keyColumn ? { 'data-key-column': '' } : {});
  return (
    <div>
      <Caption aria-hidden="true">{table.caption}</Caption>
      {overflows ? (
        // Only once measured in the browser: the server cannot know whether the table overflows.
        <ScrollHint aria-hidden="true" data-after-hydration="">
          Scroll sideways for more columns →
        </ScrollHint>
      ) : null}
      <TableScroll ref={scroller} tabIndex={0} role="region" aria-label={table.caption}>
        <table aria-label={table.caption}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col" {...keyOf(column.key)}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, index) => (
              <tr key={index}>
                {columns.map((column, columnIndex) =>
                  columnIndex === 0 ? (
                    <th key={column.key} scope="row">
                      {formatCell(cellValue(row, column.key), column.format)}
                    </th>
                  ) : (
                    <td key={column.key} {...keyOf(column.key)}>
                      {formatCell(cellValue(row, column.key), column.format)}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </div>
  );
});

const Caption = styled.p`
  margin: 0 0 8px;
  font-weight: 600;
  color: ${({ theme }) => theme.color.muted};
  overflow-wrap: anywhere;
`;

const ScrollHint = styled.p`
  margin: 0 0 8px;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.color.muted};
`;

const TableScroll = styled.div`
  overflow-x: auto;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.gold};
  }
  table {
    width: 100%;
    border-collapse: separate;
    border-spacing: 0;
    font-variant-numeric: tabular-nums;
  }
  th,
  td {
    padding: 8px 12px;
    text-align: right;
    white-space: nowrap;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  th:first-child {
    text-align: left;
  }
  thead th {
    background: ${({ theme }) => theme.color.surface};
    font-size: 0.9rem;
  }
  tbody th {
    font-weight: 600;
  }
  [data-key-column] {
    font-weight: 600;
  }
  ${onMobile} {
    th,
    td {
      padding: 8px;
    }
    th:first-child {
      position: sticky;
      left: 0;
      z-index: 1;
      white-space: normal;
      min-width: 3.5em;
      max-width: 9em;
      box-shadow: inset -1px 0 0 ${({ theme }) => theme.color.border};
    }
    tbody th {
      background: ${({ theme }) => theme.color.white};
    }
  }
`;
