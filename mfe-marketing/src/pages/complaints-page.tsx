import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container, Link, onMobile, PageBanner, PageMeta, paths, Section, VisuallyHidden } from '@meridian/shared';
import { LANGUAGE_FRAMES, LanguageSwitch, localisedPath, SECTION_ATTRIBUTE } from '@meridian/shared/languages';
import { CollectionNoticeText, COMPLAINT_NOTICE } from '@meridian/shared/privacy';
import { ComplaintForm } from '../components/complaint-form';
import { complaintDesk, SEBI_POSTAL_ADDRESS, type ComplaintDeskWords } from '../content/complaints';
import { alternatesOf, versionsOf } from '../content/legal/versions';

/**
 * /complaints (issue 18, item 3): how to complain, the escalation path (the firm within 21 days,
 * SEBI SCORES 2.0, SMART ODR, SEBI's postal address) and the complaint form, in English.
 */
export default function ComplaintsPage() {
  return (
    <ComplaintDesk
      desk={complaintDesk}
      notice={<CollectionNoticeText notice={COMPLAINT_NOTICE} id="complaint-notice" heading />}
    />
  );
}

/** The places in the page the language switch keeps the reader at (the same ids in every language). */
const SECTION = { how: 'how', escalation: 'escalation', form: 'form' } as const;

/**
 * The complaint desk's page in the words of `desk` (./complaints-page.hi.tsx: /hi/complaints), its
 * form's notice `notice`: the language switch stays in view under the top bar and keeps the
 * section being read; a translation is marked with its language and shows its status.
 */
export function ComplaintDesk({ desk, notice }: { desk: ComplaintDeskWords; notice: ReactNode }) {
  const { page, language, status } = desk;
  const path = localisedPath(paths.complaints, language);
  const section = (id: string) => ({ id, [SECTION_ATTRIBUTE]: '' });
  return (
    <Page lang={language === 'en' ? undefined : language}>
      <PageMeta title={page.meta.title} description={page.meta.description} alternates={alternatesOf(path)} />
      <PageBanner title={page.banner.title} subtitle={page.banner.subtitle} />
      <SwitchBar>
        <Container>
          <LanguageSwitch current={language} versions={versionsOf(path)} />
        </Container>
      </SwitchBar>
      <Section>
        <Container>
          {status ? <Status role="note">{LANGUAGE_FRAMES[language].status(status)}</Status> : null}
          <Columns>
            <Prose aria-labelledby="complaints-how" {...section(SECTION.how)}>
              <h2 id="complaints-how">{page.howHeading}</h2>
              {page.how.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              <p>
                <Link to={page.dataLink.to}>{page.dataLink.label}</Link>
              </p>
            </Prose>
            <Prose aria-labelledby="complaints-escalation" {...section(SECTION.escalation)}>
              <h2 id="complaints-escalation">{page.escalationHeading}</h2>
              <Steps>
                {page.escalation.map((step) => (
                  <li key={step.heading}>
                    <h3>{step.heading}</h3>
                    {step.paragraphs.map((paragraph) => (
                      <p key={paragraph}>{paragraph}</p>
                    ))}
                    {step.link ? (
                      <p>
                        <a href={step.link.href} target="_blank" rel="noopener noreferrer">
                          {step.link.label}
                          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                        </a>
                      </p>
                    ) : null}
                  </li>
                ))}
              </Steps>
              <h3>{page.postHeading}</h3>
              <p>{page.post}</p>
              <Address lang="en">
                {SEBI_POSTAL_ADDRESS.map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </Address>
            </Prose>
          </Columns>
        </Container>
      </Section>
      <FormSection $tone="surface" aria-labelledby="complaint-form-heading" {...section(SECTION.form)}>
        <Container>
          <FormColumn>
            <ComplaintForm desk={desk} notice={notice} />
          </FormColumn>
        </Container>
      </FormSection>
    </Page>
  );
}

// What the browser scrolls into view below the switch (an #address such as the form's heading, a
// field or link reached with Tab) stops below the switch as well as the top bar, where the page's
// scroll padding leaves it (WCAG 2.4.11). Not the switch's own links: it is always in view.
const Page = styled.div`
  > section h2,
  > section h3,
  > section a,
  > section input,
  > section select,
  > section textarea,
  > section button,
  > section summary {
    scroll-margin-top: 64px;
  }
`;

// The switch stays under the site's fixed top bar for the whole page (its own sticky box would
// stop at the end of its container).
const SwitchBar = styled.div`
  position: sticky;
  top: ${({ theme }) => theme.layout.topBarHeight};
  z-index: 1;
  background: ${({ theme }) => theme.color.white};
  nav {
    margin: 0;
  }
`;

const Status = styled.p`
  margin: 0 0 32px;
  padding: 12px 16px;
  border-left: 4px solid ${({ theme }) => theme.color.navy};
  background: ${({ theme }) => theme.color.navySurface};
  line-height: 1.6;
`;

// A section reached by its #address shows below the top bar and the switch (with the page's scroll
// padding, at 168 px: above the switch's reading line, so that switching back keeps it too).
const FormSection = styled(Section)`
  scroll-margin-top: 96px;
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: 1fr 1.3fr;
  gap: 48px;
  ${onMobile} {
    grid-template-columns: 1fr;
    gap: 24px;
  }
`;

const Prose = styled.section`
  scroll-margin-top: 96px;
  h2 {
    font-family: ${({ theme }) => theme.font.heading};
    color: ${({ theme }) => theme.color.navy};
    margin: 0 0 12px;
  }
  h3 {
    font-size: 1.1rem;
    color: ${({ theme }) => theme.color.navy};
    margin: 20px 0 6px;
  }
  p {
    line-height: 1.65;
    margin: 0 0 10px;
  }
  a {
    color: ${({ theme }) => theme.color.navy};
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

const Steps = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: 4px 0 4px 16px;
    border-left: 3px solid ${({ theme }) => theme.color.gold};
    margin-bottom: 16px;
  }
  li h3 {
    margin-top: 0;
  }
`;

const Address = styled.address`
  display: flex;
  flex-direction: column;
  font-style: normal;
  line-height: 1.6;
`;

const FormColumn = styled.div`
  max-width: 880px;
`;
