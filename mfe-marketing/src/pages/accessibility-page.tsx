import styled from 'styled-components';
import {
  brand,
  ButtonLink,
  Container,
  EmailAddress,
  type Fact,
  Lead,
  onMobile,
  PageBanner,
  PageMeta,
  Section,
  SectionTitle,
  shown,
} from '@meridian/shared';
import { ACCESSIBILITY_AUDITS, longDate } from '@meridian/shared/compliance';
import { accessibilityPage as page, COMPLAINT_FORM_LINK, CONFORMANCE, KNOWN_ISSUES } from '../content/accessibility';
import { Sources } from '../components/sources';

/**
 * /accessibility (issue 19, item 5): the accessibility statement SEBI's digital-accessibility
 * circulars ask for: the standard (WCAG 2.2 AA), what works and what does not yet, the nodal
 * officer (from the brand module) and the complaint route (the complaint desk's accessibility
 * category), with the date of the last review.
 */
export default function AccessibilityPage() {
  const officer = brand.accessibility;
  return (
    <>
      <PageMeta title={page.title} description={page.summary} />
      <PageBanner title={page.banner} subtitle={page.bannerSubtitle} />

      <Section aria-labelledby="conformance-title">
        <Container>
          <Body>
            <Reviewed>
              Last reviewed: <time dateTime={page.lastReviewed.iso}>{page.lastReviewed.shown}</time>
            </Reviewed>
            <SectionTitle id="conformance-title">{page.conformanceHeading}</SectionTitle>
            <Status>
              <dt>Standard</dt>
              <dd>
                {CONFORMANCE.standard} level {CONFORMANCE.level}
              </dd>
              <dt>Status</dt>
              <dd>{CONFORMANCE.status}</dd>
            </Status>
            {page.conformance.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <h3>{page.featuresHeading}</h3>
            <ul>
              {page.features.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </Body>
        </Container>
      </Section>

      <Section $tone="surface" aria-labelledby="limitations-title">
        <Container>
          <Body>
            <SectionTitle id="limitations-title">{page.limitationsHeading}</SectionTitle>
            <p>{page.limitationsLead}</p>
            <ul>
              {KNOWN_ISSUES.map((issue) => (
                <li key={issue.text}>
                  <time dateTime={issue.found.iso}>Found {issue.found.shown}</time>: {issue.text}
                </li>
              ))}
            </ul>
          </Body>
        </Container>
      </Section>

      <Section aria-labelledby="officer-title">
        <Container>
          <Body>
            <SectionTitle id="officer-title">{page.officerHeading}</SectionTitle>
            <Lead>{page.officerLead}</Lead>
            <Officer>
              <dt>Role</dt>
              <dd>{officer.role}</dd>
              <dt>Name</dt>
              <dd>{shown(officer.name)}</dd>
              <dt>Email</dt>
              <dd>
                <a href={`mailto:${officer.email.value}`}>
                  <EmailAddress address={shown(officer.email)} />
                </a>
              </dd>
              <dt>Phone</dt>
              <dd>
                <a href={`tel:${officer.phone.value.replace(/\s+/g, '')}`}>{shown(officer.phone)}</a>
              </dd>
              <dt>Hours</dt>
              <dd>{brand.hours}</dd>
            </Officer>
          </Body>
        </Container>
      </Section>

      <Section $tone="surface" aria-labelledby="complaint-title">
        <Container>
          <Body>
            <SectionTitle id="complaint-title">{page.complaintHeading}</SectionTitle>
            {page.complaint.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <ButtonLink to={COMPLAINT_FORM_LINK}>{page.complaintLink}</ButtonLink>
          </Body>
        </Container>
      </Section>

      <Section aria-labelledby="audits-title">
        <Container>
          <Body>
            <SectionTitle id="audits-title">{page.auditsHeading}</SectionTitle>
            <p>{page.auditsLead}</p>
            <Audits />
            <Sources ids={page.sources} />
          </Body>
        </Container>
      </Section>

      <Section $tone="surface" aria-labelledby="review-title">
        <Container>
          <Body>
            <SectionTitle id="review-title">{page.reviewHeading}</SectionTitle>
            <p>{page.review(page.lastReviewed.shown)}</p>
          </Body>
        </Container>
      </Section>
    </>
  );
}

/** The audits' dates and auditor, from the firm's configuration (shared/compliance/audits.ts). */
function Audits() {
  const audits = ACCESSIBILITY_AUDITS;
  const labels = page.auditLabels;
  const day = (fact: Fact) => <time dateTime={fact.value}>{shown({ ...fact, value: longDate(fact.value) })}</time>;
  return (
    <AuditDates data-audits="">
      <dt>{labels.lastAudit}</dt>
      <dd data-audit="last">{day(audits.lastAudit.date)}</dd>
      <dt>{labels.auditor}</dt>
      <dd>{shown(audits.lastAudit.auditor)}</dd>
      <dt>{labels.remediationReport}</dt>
      <dd data-audit="remediation">{day(audits.remediationReport.date)}</dd>
      <dt>{labels.nextAuditDue}</dt>
      <dd data-audit="next">{day(audits.nextAuditDue)}</dd>
    </AuditDates>
  );
}

/** The audits' dates: two columns, one on a phone (a placeholder's marker makes a value long). */
const AuditDates = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 6px 20px;
  margin: 16px 0 20px;
  overflow-wrap: anywhere;
  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.color.navy};
  }
  dd {
    margin: 0;
  }
  ${onMobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: 2px;
    dd {
      margin-bottom: 8px;
    }
  }
`;

const Body = styled.div`
  max-width: 820px;
  font-size: 1.04rem;
  p,
  li {
    line-height: 1.7;
  }
  li {
    margin-bottom: 6px;
  }
  h3 {
    margin: 28px 0 8px;
    color: ${({ theme }) => theme.color.navy};
  }
  ${ButtonLink} {
    margin-top: 12px;
  }
`;

const Reviewed = styled.p`
  margin: 0 0 20px;
  color: ${({ theme }) => theme.color.muted};
`;

const Status = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 6px 20px;
  margin: 16px 0 20px;
  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.color.navy};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

const Officer = styled(Status)`
  overflow-wrap: anywhere;
  dd {
    font-weight: 400;
  }
  a {
    display: inline-block;
    min-height: 24px;
    color: ${({ theme }) => theme.color.navy};
  }
`;
