import styled from 'styled-components';
import {
  Container,
  Lead,
  onMobile,
  OFFICIAL_HANDLES,
  OFFICIAL_NUMBERS,
  PageBanner,
  PageMeta,
  REGISTRATIONS,
  REGISTRATIONS_UPDATED,
  Section,
  SectionTitle,
  shown,
  VisuallyHidden,
} from '@meridian/shared';
import { registrationsPage as page } from '../content/registrations';

/**
 * /registrations (issue 35, item 4): every registration the firm holds, its official phone
 * numbers and social accounts, all from the firm's configuration (shared/src/config), as SEBI's
 * social-media circular of 26 February 2026 asks of an entity with several registrations.
 */
export default function RegistrationsPage() {
  return (
    <>
      <PageMeta title={page.title} description={page.summary} />
      <PageBanner title={page.banner} subtitle={page.bannerSubtitle} />

      <Section aria-labelledby="registrations-title">
        <Container>
          <Body>
            <Updated>
              {page.updatedLabel} <time dateTime={REGISTRATIONS_UPDATED.iso}>{REGISTRATIONS_UPDATED.shown}</time>
            </Updated>
            <SectionTitle id="registrations-title">{page.registrationsHeading}</SectionTitle>
            {REGISTRATIONS.map((registration) => (
              <section key={registration.title} aria-label={registration.title}>
                <h3>{registration.title}</h3>
                <Authority>{registration.authority}</Authority>
                <Facts>
                  {registration.facts.map((item) => (
                    <div key={item.label}>
                      <dt>{item.label}</dt>
                      <dd>{shown(item.fact)}</dd>
                    </div>
                  ))}
                </Facts>
              </section>
            ))}
            <h3>{page.checkHeading}</h3>
            <p>
              {page.check} <a href={page.sebiUrl}>www.sebi.gov.in</a>
            </p>
          </Body>
        </Container>
      </Section>

      <Section $tone="surface" aria-labelledby="numbers-title">
        <Container>
          <Body>
            <SectionTitle id="numbers-title">{page.numbersHeading}</SectionTitle>
            <Lead>{page.numbersLead}</Lead>
            <Facts>
              {OFFICIAL_NUMBERS.map((item) => (
                <div key={item.label}>
                  <dt>{item.label}</dt>
                  <dd>
                    <a href={`tel:${item.fact.value.replace(/\s+/g, '')}`}>{shown(item.fact)}</a>
                  </dd>
                </div>
              ))}
            </Facts>
          </Body>
        </Container>
      </Section>

      <Section aria-labelledby="handles-title">
        <Container>
          <Body>
            <SectionTitle id="handles-title">{page.handlesHeading}</SectionTitle>
            <Lead>{page.handlesLead}</Lead>
            <Facts>
              {OFFICIAL_HANDLES.map((item) => (
                <div key={item.network}>
                  <dt>{item.network}</dt>
                  <dd>
                    <a href={item.href} rel="noopener noreferrer" target="_blank">
                      {shown(item.handle)}
                      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                    </a>
                  </dd>
                </div>
              ))}
            </Facts>
          </Body>
        </Container>
      </Section>
    </>
  );
}

const Body = styled.div`
  max-width: 820px;
  font-size: 1.04rem;
  overflow-wrap: anywhere;
  p {
    line-height: 1.7;
  }
  h3 {
    margin: 28px 0 4px;
    color: ${({ theme }) => theme.color.navy};
  }
  a {
    display: inline-block;
    min-height: 24px;
    color: ${({ theme }) => theme.color.navy};
  }
`;

const Updated = styled.p`
  margin: 0 0 20px;
  color: ${({ theme }) => theme.color.muted};
`;

const Authority = styled.p`
  margin: 0 0 8px;
  color: ${({ theme }) => theme.color.muted};
`;

// Label and value side by side on a laptop, one under the other on a phone.
const Facts = styled.dl`
  margin: 8px 0 16px;
  display: grid;
  gap: 8px;
  div {
    display: grid;
    grid-template-columns: minmax(0, 16rem) minmax(0, 1fr);
    gap: 4px 20px;
    ${onMobile} {
      grid-template-columns: minmax(0, 1fr);
    }
  }
  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.color.navy};
  }
  dd {
    margin: 0;
  }
`;
