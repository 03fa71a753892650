import type { ReactNode } from 'react';
import styled from 'styled-components';

/**
 * A table of rows (people, leads, the audit log) that scrolls sideways on narrow screens. With a
 * label it is a named region in the tab order, so a table with nothing focusable in it (figures
 * only) can still be scrolled from the keyboard.
 */
export function TableWrap({ label, children }: { label?: string; children: ReactNode }) {
  return label ? (
    <Scroll tabIndex={0} role="region" aria-label={label}>
      {children}
    </Scroll>
  ) : (
    <Scroll>{children}</Scroll>
  );
}

const Scroll = styled.div`
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
`;
