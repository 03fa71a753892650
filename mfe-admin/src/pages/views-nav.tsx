import styled from 'styled-components';

/**
 * A tab's own views as links in a row (the Complaints tab's, the Clients tab's): the current one
 * (aria-current="page") underlined in gold. Each view is its own address (?view=…).
 */
export const ViewsNav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  margin-bottom: 16px;
  a {
    font-weight: 600;
    color: ${({ theme }) => theme.color.muted};
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.color.navy};
    text-decoration: underline;
    text-decoration-color: ${({ theme }) => theme.color.gold};
    text-decoration-thickness: 3px;
    text-underline-offset: 6px;
  }
`;
