import styled from 'styled-components';
import {
  brand,
  ButtonLink,
  Container,
  Lead,
  Link,
  type MarketingSlots,
  onMobile,
  PageMeta,
  paths,
  Section,
  SectionTitle,
  useAuth,
  VisuallyHidden,
} from '@meridian/shared';
import { heroActions, investorLinks, stats, trustedLead, values } from '../content/home';
import { services } from '../content/service-summaries';
import { ComplaintDataLink } from '../components/complaint-data-link';
import { Newsletter } from '../components/newsletter';
import { ClaimNotes, StatList } from '../components/stat-list';

/** The home page (spec §2): every section in the spec's order; other sections' content arrives in slots. */
export function HomePage({ slots }: { slots: MarketingSlots }) {
  const { user } = useAuth();
  return (
    <>
      <PageMeta
        title={brand.name}
        description="Independent, fee-only financial planning, mutual fund investment, tax planning and wealth management for Indian families and businesses."
      />
      <Hero aria-labelledby="hero-title">
        <Container>
          <HeroText>
            <Eyebrow>{brand.registeredAs}</Eyebrow>
            <h1 id="hero-title">Plan with clarity. Invest with confidence.</h1>
            <p>
              {brand.name} helps families and business owners across India build wealth, save tax and retire on their
              own terms, with advice that is paid for by you and answers only to you.
            </p>
            <Actions>
              {/* The primary action is the free first conversation, as the top bar's Book a call; Get Started stays sign-up. */}
              <ButtonLink to={paths.book}>{heroActions.primary}</ButtonLink>
              <ButtonLink to={paths.services} $variant="outline">
                Learn More<VisuallyHidden> about our services</VisuallyHidden>
              </ButtonLink>
              {/* Short enough to join the row the other two are on (720 px wide on a desktop; beside
                  Learn More on a phone): the session is known after the page has painted, and a
                  row of its own would push the page down (issue 22: CLS 0). */}
              {user ? (
                <ButtonLink to={paths.dashboard} $variant="outline">
                  Your dashboard
                </ButtonLink>
              ) : null}
            </Actions>
            <ComplaintDataLink />
          </HeroText>
          <StatList stats={stats.slice(0, 3)} tone="dark" />
        </Container>
      </Hero>

      <Section aria-labelledby="trusted-title">
        <Container>
          <SectionTitle id="trusted-title">Your trusted financial partner</SectionTitle>
          <Lead>{trustedLead}</Lead>
          <StatList stats={stats} tone="light" />
          <ClaimNotes stats={stats} />
          <Cards>
            {values.map((value) => (
              <Card key={value.title}>
                <h3>{value.title}</h3>
                <p>{value.text}</p>
              </Card>
            ))}
          </Cards>
        </Container>
      </Section>

      <Section $tone="surface" aria-labelledby="mission-title">
        <Container>
          <SectionTitle id="mission-title">What drives us</SectionTitle>
          <TwoColumns>
            <Statement>
              <h3>Our mission</h3>
              <p>{brand.mission}</p>
            </Statement>
            <Statement>
              <h3>Our vision</h3>
              <p>{brand.vision}</p>
            </Statement>
          </TwoColumns>
        </Container>
      </Section>

      <Section aria-labelledby="services-title">
        <Container>
          <SectionTitle id="services-title">Our services</SectionTitle>
          <Lead>Ten ways we help, from your first SIP to passing on what you have built.</Lead>
          <ServiceGrid>
            {services.map((service) => (
              <ServiceCard key={service.slug}>
                <h3>{service.title}</h3>
                <p>{service.description}</p>
                <Link to={paths.service(service.slug)} aria-label={`Learn more about ${service.title}`}>
                  Learn More <span aria-hidden="true">→</span>
                </Link>
              </ServiceCard>
            ))}
          </ServiceGrid>
        </Container>
      </Section>

      <Section $tone="surface" aria-labelledby="tools-title">
        <Container>
          <ToolsLayout>
            <div>
              <SectionTitle id="tools-title">Financial tools</SectionTitle>
              <Lead>
                See what a monthly SIP could grow into, plan for goals, compare loans and check your retirement number.
                Every calculator runs in your browser, and you can save results to your account.
              </Lead>
              <ButtonLink to={paths.calculators} $variant="ghost">
                Try All Calculators
              </ButtonLink>
            </div>
            <Slot>{slots.sipPreview}</Slot>
          </ToolsLayout>
        </Container>
      </Section>

      <Section $tone="navy" aria-labelledby="newsletter-title">
        <Container>
          <SectionTitle id="newsletter-title">Stay informed</SectionTitle>
          <NewsletterLead>
            One short email a month: market context, tax deadlines and planning ideas. No spam, unsubscribe any time.
          </NewsletterLead>
          <Newsletter />
        </Container>
      </Section>

      <Section aria-labelledby="insights-title">
        <Container>
          <InsightsHeader>
            <SectionTitle id="insights-title">Latest Insights</SectionTitle>
            <Link to={paths.blog}>View all articles</Link>
          </InsightsHeader>
          <Slot>{slots.latestInsights}</Slot>
        </Container>
      </Section>

      <Section $tone="surface" aria-labelledby="investors-title">
        <Container>
          <SectionTitle id="investors-title">Your rights as an investor</SectionTitle>
          <Lead>How to raise a complaint, where to escalate it, and what we owe you as a SEBI-registered adviser.</Lead>
          <InvestorGrid>
            {investorLinks.map((item) => (
              <li key={item.label}>
                {item.external ? (
                  <a href={item.to} rel="noopener noreferrer" target="_blank">
                    {item.label}
                    <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                    <span aria-hidden="true"> ↗</span>
                  </a>
                ) : (
                  <Link to={item.to}>{item.label}</Link>
                )}
                <p>{item.text}</p>
              </li>
            ))}
          </InvestorGrid>
        </Container>
      </Section>
    </>
  );
}

const Hero = styled.section`
  background:
    radial-gradient(circle at 85% 20%, rgba(242, 183, 5, 0.18), transparent 45%),
    linear-gradient(135deg, ${({ theme }) => theme.color.navyDeep} 0%, ${({ theme }) => theme.color.navy} 70%);
  color: ${({ theme }) => theme.color.white};
  padding: calc(${({ theme }) => theme.layout.topBarHeight} + 72px) 0 72px;
  ${onMobile} {
    padding: calc(${({ theme }) => theme.layout.topBarHeight} + 40px) 0 48px;
  }
`;

const HeroText = styled.div`
  max-width: 720px;
  margin-bottom: 48px;
  h1 {
    font-family: ${({ theme }) => theme.font.heading};
    font-size: clamp(2.1rem, 5vw, 3.4rem);
    line-height: 1.1;
    margin: 0 0 20px;
  }
  p {
    font-size: 1.15rem;
    color: ${({ theme }) => theme.color.onDarkMuted};
    margin: 0 0 28px;
  }
`;

const Eyebrow = styled.p`
  && {
    font-size: 0.9rem;
    font-weight: 600;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.color.gold};
    margin: 0 0 12px;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 20px;
  margin-top: 32px;
  ${onMobile} {
    grid-template-columns: 1fr;
  }
`;

const Card = styled.article`
  padding: 24px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  h3 {
    margin: 0 0 8px;
    color: ${({ theme }) => theme.color.navy};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.muted};
  }
`;

const TwoColumns = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 24px;
  ${onMobile} {
    grid-template-columns: 1fr;
  }
`;

const Statement = styled.article`
  padding: 28px;
  border-left: 4px solid ${({ theme }) => theme.color.gold};
  background: ${({ theme }) => theme.color.white};
  border-radius: ${({ theme }) => theme.radius.small};
  h3 {
    font-family: ${({ theme }) => theme.font.heading};
    font-size: 1.5rem;
    margin: 0 0 8px;
    color: ${({ theme }) => theme.color.navy};
  }
  p {
    margin: 0;
    font-size: 1.1rem;
  }
`;

const ServiceGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: 20px;
`;

const ServiceCard = styled.article`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 24px;
  border-radius: ${({ theme }) => theme.radius.medium};
  box-shadow: ${({ theme }) => theme.shadow.card};
  background: ${({ theme }) => theme.color.white};
  h3 {
    margin: 0;
    color: ${({ theme }) => theme.color.navy};
  }
  p {
    margin: 0;
    flex: 1;
    color: ${({ theme }) => theme.color.muted};
  }
  a {
    font-weight: 600;
    color: ${({ theme }) => theme.color.teal};
    text-decoration: none;
    padding: 6px 0;
  }
  a:hover {
    text-decoration: underline;
  }
`;

// minmax(0, …): a column is never wider than its share, whatever its content's min-content (at
// 320 px, 400 % zoom, the SIP preview's fields would otherwise push the page 50 px sideways).
const ToolsLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1.2fr);
  gap: 40px;
  align-items: center;
  ${onMobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Slot = styled.div`
  min-height: 240px;
`;

const NewsletterLead = styled(Lead)`
  color: ${({ theme }) => theme.color.onDarkMuted};
`;

const InsightsHeader = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: 16px;
  margin-bottom: 24px;
  a {
    font-weight: 600;
    color: ${({ theme }) => theme.color.teal};
  }
`;

const InvestorGrid = styled.ul`
  list-style: none;
  margin: 24px 0 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: 16px;
  li {
    padding: 20px;
    border-radius: ${({ theme }) => theme.radius.medium};
    background: ${({ theme }) => theme.color.white};
    box-shadow: ${({ theme }) => theme.shadow.card};
  }
  a {
    display: inline-block;
    padding: 4px 0;
    font-weight: 600;
    color: ${({ theme }) => theme.color.navy};
  }
  p {
    margin: 4px 0 0;
    color: ${({ theme }) => theme.color.muted};
  }
`;
