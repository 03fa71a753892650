import styled from 'styled-components';

/** A table of rows (people, leads, the audit log) that scrolls sideways on narrow screens. */
export const TableWrap = styled.div`
  overflow-x: auto;
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
