import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container, Link, PageBanner, PageMeta, Section } from '@meridian/shared';
import { investorCharter } from '../content/investor-charter';
import { Sources } from '../components/sources';
import { linkedText } from '../domain/linked-text';

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

/** A text with its references links (linkedText): SCORES, SMART ODR, SEBI Check, the site's pages, emails. */
function withLinks(text: string): ReactNode[] {
  return linkedText(text).map((part, index) => {
    if (part.kind === 'text') return part.text;
    if (part.kind === 'site')
      return (
        <Link key={index} to={part.href}>
          {part.text}
        </Link>
      );
    return part.kind === 'email' ? (
      <a key={index} href={part.href}>
        {part.text}
      </a>
    ) : (
      <a key={index} href={part.href} target="_blank" rel="noopener noreferrer">
        {part.text}
      </a>
    );
  });
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
