import styled from 'styled-components';

/** Typography for an article's body, as the Markdown renderer writes it. */
export const Prose = styled.div`
  max-width: 760px;
  font-size: 1.075rem;
  line-height: 1.75;
  color: ${({ theme }) => theme.color.text};
  > :first-child {
    margin-top: 0;
  }
  h2,
  h3,
  h4 {
    font-family: ${({ theme }) => theme.font.heading};
    color: ${({ theme }) => theme.color.navy};
    line-height: 1.25;
    margin: 2em 0 0.6em;
  }
  h2 {
    font-size: 1.65rem;
  }
  h3 {
    font-size: 1.3rem;
    margin-top: 1.6em;
  }
  h4 {
    font-size: 1.1rem;
  }
  p,
  ul,
  ol {
    margin: 0 0 1.1em;
  }
  ul,
  ol {
    padding-left: 1.4em;
  }
  li + li {
    margin-top: 0.4em;
  }
  strong {
    color: ${({ theme }) => theme.color.navyDeep};
  }
  a {
    color: ${({ theme }) => theme.color.teal};
    text-underline-offset: 2px;
  }
  a:focus-visible,
  .table-scroll:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.gold};
    outline-offset: 2px;
  }
  code {
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: 0.9em;
    padding: 0.1em 0.35em;
    border-radius: 4px;
    background: ${({ theme }) => theme.color.surface};
  }
  pre {
    overflow-x: auto;
    padding: 16px;
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.color.surface};
  }
  pre code {
    padding: 0;
  }
  hr {
    border: 0;
    border-top: 1px solid ${({ theme }) => theme.color.border};
    margin: 2em 0;
  }
  .table-scroll {
    overflow-x: auto;
    margin: 0 0 1.4em;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.small};
  }
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: 0.95rem;
    line-height: 1.5;
  }
  th,
  td {
    padding: 10px 14px;
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  th {
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.navy};
  }
  tbody tr:last-child td {
    border-bottom: 0;
  }
`;
