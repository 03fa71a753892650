import styled from 'styled-components';
import { Container, NotFound, PageBanner, PageMeta, Section } from '@meridian/shared';
import { LANGUAGE_FRAMES, LanguageSwitch, SECTION_ATTRIBUTE, SOURCE_LANGUAGE } from '@meridian/shared/languages';
import { legalDocuments } from '../content/legal';
import { alternatesOf, translationAt, versionsOf } from '../content/legal/translations';

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
            {document.sections.map((section) => (
              <section key={section.heading} id={section.id} {...(section.id ? { [SECTION_ATTRIBUTE]: '' } : {})}>
                <h2>{section.heading}</h2>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
                {section.list ? (
                  <ul>
                    {section.list.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                ) : null}
              </section>
            ))}
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

const Updated = styled.p`
  color: ${({ theme }) => theme.color.muted};
  font-style: italic;
`;

const Status = styled.p`
  padding: 12px 16px;
  border-left: 4px solid ${({ theme }) => theme.color.navy};
  background: ${({ theme }) => theme.color.navySurface};
`;
