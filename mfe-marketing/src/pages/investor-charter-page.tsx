import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container, PageBanner, PageMeta, Section } from '@meridian/shared';
import { investorCharter } from '../content/investor-charter';
import { Sources } from '../components/sources';

/** /investor-charter: SEBI's Investor Charter for investment advisers, from its content file. */
export default function InvestorCharterPage() {
  const charter = investorCharter;
  return (
    <>
      <PageMeta title={charter.title} description={charter.summary} />
      <PageBanner title={charter.title} subtitle={charter.summary} />
      <Section>
        <Container>
          <Body>
            <Version>
              Version {charter.version} · Last updated: {charter.updated}
            </Version>
            {charter.sections.map((section) => (
              <section key={section.heading}>
                <h2>{section.heading}</h2>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{withLinks(paragraph)}</p>
                ))}
                {section.list ? (
                  <ul>
                    {section.list.map((item) => (
                      <li key={item}>{withLinks(item)}</li>
                    ))}
                  </ul>
                ) : null}
              </section>
            ))}
            <Sources ids={charter.sources} />
          </Body>
        </Container>
      </Section>
    </>
  );
}

/** A text with each https address in it a link (SCORES, SMART ODR, SEBI Check), the rest as written. */
function withLinks(text: string): ReactNode[] {
  return text.split(/(https:\/\/[^\s)]+)/).map((part, index) =>
    index % 2 === 1 ? (
      <a key={part} href={part} target="_blank" rel="noopener noreferrer">
        {part}
      </a>
    ) : (
      part
    ),
  );
}

const Body = styled.article`
  max-width: 820px;
  font-size: 1.04rem;
  overflow-wrap: anywhere;
  h2 {
    font-family: ${({ theme }) => theme.font.heading};
    color: ${({ theme }) => theme.color.navy};
    margin: 36px 0 12px;
  }
  p,
  li {
    line-height: 1.7;
  }
  li {
    margin-bottom: 6px;
  }
`;

const Version = styled.p`
  color: ${({ theme }) => theme.color.muted};
  font-style: italic;
`;
