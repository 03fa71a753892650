import styled from 'styled-components';
import { Container, Link, onMobile, PageBanner, PageMeta, Section, VisuallyHidden } from '@meridian/shared';
import { ComplaintForm } from '../components/complaint-form';
import { complaintsPage, SEBI_POSTAL_ADDRESS } from '../content/complaints';

/**
 * /complaints (issue 18, item 3): how to complain, the escalation path (the firm within 21 days,
 * SEBI SCORES 2.0, SMART ODR, SEBI's postal address) and the complaint form. The words are
 * content (../content/complaints.ts); the form posts to the site's public-write endpoint.
 */
export default function ComplaintsPage() {
  const page = complaintsPage;
  return (
    <>
      <PageMeta title={page.meta.title} description={page.meta.description} />
      <PageBanner title={page.banner.title} subtitle={page.banner.subtitle} />
      <Section>
        <Container>
          <Columns>
            <Prose aria-labelledby="complaints-how">
              <h2 id="complaints-how">{page.howHeading}</h2>
              {page.how.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              <p>
                <Link to={page.dataLink.to}>{page.dataLink.label}</Link>
              </p>
            </Prose>
            <Prose aria-labelledby="complaints-escalation">
              <h2 id="complaints-escalation">{page.escalationHeading}</h2>
              <Steps>
                {page.escalation.map((step) => (
                  <li key={step.heading}>
                    <h3>{step.heading}</h3>
                    {step.paragraphs.map((paragraph) => (
                      <p key={paragraph}>{paragraph}</p>
                    ))}
                    {'link' in step && step.link ? (
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
              <Address>
                {SEBI_POSTAL_ADDRESS.map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </Address>
            </Prose>
          </Columns>
        </Container>
      </Section>
      <Section $tone="surface" aria-labelledby="complaint-form-heading">
        <Container>
          <FormColumn>
            <ComplaintForm />
          </FormColumn>
        </Container>
      </Section>
    </>
  );
}

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
