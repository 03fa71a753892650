import styled from 'styled-components';
import {
  ButtonLink,
  Container,
  Link,
  NotFound,
  PageBanner,
  PageMeta,
  Section,
  SectionTitle,
  onMobile,
  paths,
} from '@meridian/shared';
import { services } from '../content/service-summaries';
import { serviceDetails } from '../content/services';

/** /services/{slug}: one service in depth. An unknown slug is the site's 404. */
export default function ServicePage({ slug }: { slug: string }) {
  const service = services.find((item) => item.slug === slug);
  const detail = serviceDetails.find((item) => item.slug === slug);
  if (!service || !detail) return <NotFound />;
  return (
    <>
      <PageMeta title={service.title} description={service.description} />
      <PageBanner title={service.title} subtitle={detail.headline} />
      <Section>
        <Container>
          {/* The first action within the first screen: the conversation, and what it costs. */}
          <Actions>
            <ButtonLink to={paths.book}>Book a free first conversation</ButtonLink>
            <Link to={paths.fees}>What it costs: our fees</Link>
          </Actions>
          <Columns>
            <Prose>
              {detail.intro.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </Prose>
            <Aside aria-labelledby="who-for">
              <h2 id="who-for">Who it suits</h2>
              <ul>
                {detail.whoFor.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </Aside>
          </Columns>
        </Container>
      </Section>
      <Section $tone="surface" aria-labelledby="what-we-do">
        <Container>
          <SectionTitle id="what-we-do">What we do</SectionTitle>
          <Grid>
            {detail.whatWeDo.map((item) => (
              <Card key={item.title}>
                <h3>{item.title}</h3>
                <p>{item.text}</p>
              </Card>
            ))}
          </Grid>
        </Container>
      </Section>
      <Section aria-labelledby="how-it-works">
        <Container>
          <SectionTitle id="how-it-works">How it works</SectionTitle>
          <Steps $count={detail.process.length}>
            {detail.process.map((step) => (
              <li key={step.title}>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </Steps>
        </Container>
      </Section>
      <Section $tone="surface" aria-labelledby="example">
        <Container>
          <SectionTitle id="example">{detail.example.title}</SectionTitle>
          <Prose>
            <p>{detail.example.text}</p>
          </Prose>
        </Container>
      </Section>
      <Section aria-labelledby="faqs">
        <Container>
          <SectionTitle id="faqs">Questions clients ask</SectionTitle>
          <Faqs>
            {detail.faqs.map((faq) => (
              <details key={faq.question}>
                <summary>{faq.question}</summary>
                <p>{faq.answer}</p>
              </details>
            ))}
          </Faqs>
          <Cta>
            <ButtonLink to={paths.book} $variant="ghost">
              Talk to an adviser
            </ButtonLink>
            <ButtonLink to={paths.services} $variant="primary">
              See all services
            </ButtonLink>
          </Cta>
        </Container>
      </Section>
    </>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px 24px;
  margin-bottom: 32px;
  a:not([class]) {
    font-weight: 600;
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: 1.6fr 1fr;
  gap: 40px;
  ${onMobile} {
    grid-template-columns: 1fr;
  }
`;

const Prose = styled.div`
  max-width: 760px;
  font-size: 1.08rem;
  p {
    margin: 0 0 16px;
  }
`;

const Aside = styled.aside`
  padding: 24px;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.surface};
  h2 {
    font-size: 1.2rem;
    margin: 0 0 12px;
    color: ${({ theme }) => theme.color.navy};
  }
  ul {
    margin: 0;
    padding-left: 20px;
  }
  li {
    margin-bottom: 8px;
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: 20px;
`;

const Card = styled.article`
  padding: 24px;
  background: ${({ theme }) => theme.color.white};
  border-radius: ${({ theme }) => theme.radius.medium};
  box-shadow: ${({ theme }) => theme.shadow.card};
  h3 {
    margin: 0 0 8px;
    color: ${({ theme }) => theme.color.navy};
  }
  p {
    margin: 0;
  }
`;

// Columns from the number of steps, so that no step sits alone on a row: all in one row on a
// laptop (up to five), two rows of nearly equal length on a tablet (five steps: 3 + 2), one column
// on a phone.
const Steps = styled.ol<{ $count: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $count }) => Math.min(Math.max($count, 1), 5)}, minmax(0, 1fr));
  @media (max-width: 1000px) {
    grid-template-columns: repeat(${({ $count }) => Math.min(Math.ceil($count / 2), 3)}, minmax(0, 1fr));
  }
  @media (max-width: 600px) {
    grid-template-columns: 1fr;
  }
  gap: 20px;
  padding: 0;
  margin: 0;
  list-style: none;
  counter-reset: step;
  li {
    counter-increment: step;
    padding: 20px;
    border-top: 4px solid ${({ theme }) => theme.color.gold};
  }
  li::before {
    content: counter(step);
    font-size: 1.6rem;
    font-weight: 800;
    color: ${({ theme }) => theme.color.navy};
  }
  h3 {
    margin: 4px 0 8px;
  }
  p {
    margin: 0;
  }
`;

const Faqs = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  max-width: 860px;
  details {
    padding: 16px 20px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.small};
  }
  summary {
    cursor: pointer;
    font-weight: 600;
    color: ${({ theme }) => theme.color.navy};
  }
  p {
    margin: 12px 0 0;
  }
`;

const Cta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 32px;
`;
