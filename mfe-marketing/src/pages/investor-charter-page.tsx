import styled from 'styled-components';
import { Container, PageBanner, PageMeta, paths, Section } from '@meridian/shared';
import { LanguageSwitch, SECTION_ATTRIBUTE, SOURCE_LANGUAGE } from '@meridian/shared/languages';
import { investorCharter } from '../content/investor-charter';
import { alternatesOf, versionsOf } from '../content/legal/versions';
import { withLinks } from '../components/linked';
import { Sources } from '../components/sources';

/**
 * /investor-charter: SEBI's Investor Charter for investment advisers, from its content file, with
 * the language switch to its Hindi translation (/hi/investor-charter, drawn by the legal page).
 */
export default function InvestorCharterPage() {
  const charter = investorCharter;
  return (
    <>
      <PageMeta title={charter.title} description={charter.summary} alternates={alternatesOf(PATH)} />
      <PageBanner title={charter.title} subtitle={charter.summary} />
      <Section>
        <Container>
          <Body>
            <LanguageSwitch current={SOURCE_LANGUAGE} versions={versionsOf(PATH)} />
            <Version>
              Version {charter.version} · Last updated: {charter.updated}
            </Version>
            {charter.sections.map((section) => (
              <section key={section.heading} id={section.id} {...(section.id ? { [SECTION_ATTRIBUTE]: '' } : {})}>
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

const PATH = paths.investorCharter;

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
