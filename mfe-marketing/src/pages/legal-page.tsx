import styled from 'styled-components';
import { Container, NotFound, PageBanner, PageMeta, Section } from '@meridian/shared';
import { LANGUAGE_FRAMES, LanguageSwitch, SECTION_ATTRIBUTE, SOURCE_LANGUAGE } from '@meridian/shared/languages';
import { CollectionNoticesInHindi, NOTICES_HI } from '@meridian/shared/privacy-hi';
import { withLinks } from '../components/linked';
import { legalDocuments } from '../content/legal';
import { translationAt } from '../content/legal/translations';
import { alternatesOf, versionsOf } from '../content/legal/versions';
import { anchorOf, CONTENTS_FROM } from '../content/legal/legal-document';

/**
 * /privacy, /terms, /cookies and /disclaimers, and their translations (/hi/privacy). Any other
 * single-segment path is the site's 404. A document offered in several languages has the
 * language switch; a translation is marked with its language (lang) and shows its status.
 */
export default function LegalPage({ path }: { path: string }) {
  const address = path.replace(/\/$/, '');
  const translation = translationAt(address);
  const document = translation?.document ?? legalDocuments.find((item) => item.path === address);
  if (!document) return <NotFound />;
  const language = translation?.language ?? SOURCE_LANGUAGE;
  const frame = LANGUAGE_FRAMES[language];
  const versions = versionsOf(address);
  return (
    <div lang={translation ? language : undefined}>
      <PageMeta title={document.title} description={document.summary} alternates={alternatesOf(address)} />
      <PageBanner title={document.title} subtitle={document.summary} />
      <Section>
        <Container>
          <Body>
            <LanguageSwitch current={language} versions={versions} />
            <Updated>{frame.updated(document.updated)}</Updated>
            {translation ? <Status role="note">{frame.status(translation.status)}</Status> : null}
            {document.sections.length >= CONTENTS_FROM ? (
              <Contents aria-labelledby="contents-heading">
                <h2 id="contents-heading">{frame.contents}</h2>
                <ol>
                  {document.sections.map((section) => (
                    <li key={section.heading}>
                      <a href={`#${anchorOf(section)}`}>{section.heading}</a>
                    </li>
                  ))}
                  {translation?.withCollectionNotices ? (
                    <li>
                      <a href="#notices">{NOTICES_HI.frame.heading}</a>
                    </li>
                  ) : null}
                </ol>
              </Contents>
            ) : null}
            {document.sections.map((section) => (
              <section
                key={section.heading}
                id={anchorOf(section)}
                {...(section.id ? { [SECTION_ATTRIBUTE]: '' } : {})}
              >
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
            {translation?.withCollectionNotices ? <CollectionNoticesInHindi /> : null}
          </Body>
        </Container>
      </Section>
    </div>
  );
}

// overflow-wrap: an email address longer than the line breaks rather than pushing the page
// sideways at 320 px (400 % zoom, WCAG 1.4.10). scroll-margin: a section the address or the
// language switch points at shows below the sticky top bar.
const Body = styled.article`
  max-width: 820px;
  font-size: 1.04rem;
  overflow-wrap: break-word;
  section {
    scroll-margin-top: 96px;
  }
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

// A long document's sections, one tap each: two columns where there is room.
const Contents = styled.nav`
  margin: 20px 0 8px;
  padding: 16px 20px;
  border-radius: 12px;
  background: ${({ theme }) => theme.color.navySurface};
  h2 {
    margin: 0 0 8px;
    font-size: 1.1rem;
  }
  ol {
    margin: 0;
    padding-left: 1.5em;
    columns: 2 18rem;
    column-gap: 32px;
  }
  li {
    margin: 0;
    break-inside: avoid;
  }
  a {
    display: block;
    min-height: 24px;
    padding: 2px 0;
    color: ${({ theme }) => theme.color.navy};
  }
`;

const Updated = styled.p`
  color: ${({ theme }) => theme.color.muted};
  font-style: italic;
`;

const Status = styled.p`
  padding: 12px 16px;
  border-left: 4px solid ${({ theme }) => theme.color.navy};
  background: ${({ theme }) => theme.color.navySurface};
`;
