import styled from 'styled-components';
import { sourceLines, type SourceId } from '@meridian/shared/compliance';

/**
 * The instruments a page cites, from the one dated list (@meridian/shared/compliance,
 * shared/compliance/sources.ts): each citation links to SEBI's text, with what it governs. A page
 * never types a circular's name, number or date itself.
 */
export function Sources({ ids, lead = 'Sources:' }: { ids: readonly SourceId[]; lead?: string }) {
  return (
    <Cited data-sources={ids.join(' ')}>
      <p>{lead}</p>
      <ul>
        {sourceLines(ids).map((line) => (
          <li key={line.id}>
            <a href={line.href} target="_blank" rel="noopener noreferrer">
              {line.citation}
            </a>
            {line.linkConfirmed ? null : ' (on SEBI’s list of circulars)'}: {line.governs}
          </li>
        ))}
      </ul>
    </Cited>
  );
}

const Cited = styled.div`
  margin-top: 20px;
  font-size: 0.92rem;
  color: ${({ theme }) => theme.color.muted};
  p {
    margin: 0 0 4px;
  }
  ul {
    margin: 0;
    padding-left: 1.2em;
  }
  li {
    margin-bottom: 4px;
    line-height: 1.5;
  }
  a {
    color: ${({ theme }) => theme.color.navy};
  }
`;
