import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

/** Below this width a table given `cards` shows each row as a card of labelled lines. */
const CARDS_BELOW = '599.98px';

/**
 * A table of rows (people, leads, complaints, posts, the audit log) that scrolls sideways on narrow
 * screens. With a label it is a named region in the tab order, so a table with nothing focusable
 * in it (figures only) can still be scrolled from the keyboard. With `cards`, below 600 px each
 * row is a card instead: a cell with a `data-label` is a line led by its column's name, one
 * without stands alone (the first, as the card's title; a row's actions; a detail spanning the
 * row). The table stays a table to assistive technology.
 */
export function TableWrap({
  label,
  cards = false,
  children,
}: {
  label?: string;
  cards?: boolean;
  children: ReactNode;
}) {
  return label ? (
    <Scroll tabIndex={0} role="region" aria-label={label} $cards={cards}>
      {children}
    </Scroll>
  ) : (
    <Scroll $cards={cards}>{children}</Scroll>
  );
}

const asCards = css`
  @media (max-width: ${CARDS_BELOW}) {
    overflow-x: visible;
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    table,
    tbody,
    tr,
    td {
      display: block;
    }
    tr {
      padding: 10px 0;
      border-bottom: 1px solid ${({ theme }) => theme.color.border};
    }
    td {
      padding: 2px 0;
      border: 0;
    }
    td:first-child:not([data-label]) {
      font-weight: 600;
      padding-bottom: 6px;
    }
    td[data-label]::before {
      content: attr(data-label) ': ';
      color: ${({ theme }) => theme.color.muted};
      font-weight: 400;
    }
  }
`;

const Scroll = styled.div<{ $cards: boolean }>`
  overflow-x: auto;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.gold};
  }
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: 0.92rem;
  }
  th,
  td {
    text-align: left;
    padding: 10px 8px;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    vertical-align: top;
  }
  th {
    color: ${({ theme }) => theme.color.muted};
    font-weight: 600;
    white-space: nowrap;
  }
  td {
    overflow-wrap: anywhere;
  }
  ${({ $cards }) => ($cards ? asCards : '')}
`;
