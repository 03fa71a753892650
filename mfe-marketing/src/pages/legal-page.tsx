import styled from 'styled-components';
import { Container, NotFound, PageBanner, PageMeta, Section } from '@meridian/shared';
import { legalDocuments } from '../content/legal';

/** /privacy, /terms, /cookies and /disclaimers. Any other single-segment path is the site's 404. */
export default function LegalPage({ path }: { path: string }) {
  const document = legalDocuments.find((item) => item.path === path.replace(/\/$/, ''));
  if (!document) return <NotFound />;
  return (
    <>
      <PageMeta title={document.title} description={document.summary} />
      <PageBanner title={document.title} subtitle={document.summary} />
      <Section>
        <Container>
          <Body>
            <Updated>Last updated: {document.updated}</Updated>
            {document.sections.map((section) => (
              <section key={section.heading}>
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
    </>
  );
}

// overflow-wrap: an email address longer than the line breaks rather than pushing the page
// sideways at 320 px (400 % zoom, WCAG 1.4.10).
const Body = styled.article`
  max-width: 820px;
  font-size: 1.04rem;
  overflow-wrap: break-word;
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
