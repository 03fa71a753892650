import styled from 'styled-components';
import { Loading, notKeptAfterAction, useKept } from '@meridian/portal-kit';
import { ACCESS_TEXT, PROCESSORS } from '../../content/privacy';
import { dataSummary, readKeptSummary } from '../../domain/data-summary';
import { readMyDataAfterFirstReads } from '../../data/my-account';
import { Card, Muted } from './card';

/**
 * Access (issue 19, item 4): a readable summary of what the firm holds about the person, read
 * now, category by category, with the processors that see each; the JSON file below has it all.
 * `version` changes when the tab changes what is held (a nominee saved, a grievance sent).
 *
 * The summary as this person last saw it on this device shows at once, inert, while it is read
 * again (useKept, issue 22): the summary alone, never the documents it is made from (the file
 * below is made afresh on each download). Once the tab has changed what is held (`version` above
 * 0), the kept summary is older than the change: only the read's answer shows. Its read waits for
 * the tab's first reads (readMyDataAfterFirstReads): the consents above it show first.
 */
export function DataSummaryCard({ uid, version }: { uid: string; version: number }) {
  const [read, reload] = useKept(
    async () => dataSummary(await readMyDataAfterFirstReads(uid)),
    `summary:${uid}:${version}`,
    {
      uid,
      name: 'summary',
      restore: readKeptSummary,
    },
  );
  const summary = notKeptAfterAction(read, version > 0);
  return (
    <Card aria-labelledby="privacy-summary">
      <h2 id="privacy-summary">{ACCESS_TEXT.heading}</h2>
      <Muted>{ACCESS_TEXT.intro}</Muted>
      <Loading loaded={summary} retry={reload}>
        {(rows) => (
          <Categories>
            {rows.map((row) => (
              <div key={row.category} data-summary={row.category}>
                <dt>{row.heading}</dt>
                <dd>
                  <ul>
                    {row.lines.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                  <SeenBy>
                    {ACCESS_TEXT.seenBy} {row.seenBy.join(', ')}
                  </SeenBy>
                </dd>
              </div>
            ))}
          </Categories>
        )}
      </Loading>
      <Sub>{ACCESS_TEXT.processorsHeading}</Sub>
      <Muted>{ACCESS_TEXT.processorsIntro}</Muted>
      <Processors>
        {Object.values(PROCESSORS).map((processor) => (
          <li key={processor.name}>
            <strong>{processor.name}</strong> {processor.what}
          </li>
        ))}
      </Processors>
    </Card>
  );
}

const Categories = styled.dl`
  margin: 0 0 8px;
  display: grid;
  gap: 12px;
  div {
    padding-bottom: 12px;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  dt {
    font-weight: 700;
    color: ${({ theme }) => theme.color.navy};
    margin-bottom: 4px;
  }
  dd {
    margin: 0;
  }
  ul {
    margin: 0 0 4px;
    padding-left: 20px;
  }
`;

const SeenBy = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.color.muted};
`;

const Processors = styled.ul`
  margin: 0;
  padding-left: 20px;
  li {
    margin-bottom: 6px;
  }
`;

const Sub = styled.h3`
  margin: 16px 0 6px;
  font-size: 1rem;
  color: ${({ theme }) => theme.color.navy};
`;
