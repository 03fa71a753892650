import styled from 'styled-components';
import { Container, Link, onMobile, PageBanner, PageMeta, paths, Section } from '@meridian/shared';
import { services } from '../content/service-summaries';
import { serviceDetails } from '../content/services';

/** /services: the banner of spec §2, then a section per service. */
export default function ServicesPage() {
  return (
    <>
      <PageMeta
        title="Our Services"
        description="Mutual funds, financial planning, tax, retirement, insurance, estate and business planning: fee-only advice from a SEBI-registered adviser."
      />
      <PageBanner title="Our Services" subtitle="Expert Financial Solutions Tailored to Your Goals" />
      {services.map((service, index) => {
        const detail = serviceDetails.find((item) => item.slug === service.slug);
        return (
          <Section
            key={service.slug}
            $tone={index % 2 === 0 ? 'white' : 'surface'}
            aria-labelledby={`service-${service.slug}`}
          >
            <Container>
              <Row>
                <div>
                  <h2 id={`service-${service.slug}`}>{service.title}</h2>
                  <p>{detail?.headline ?? service.description}</p>
                  <Link to={paths.service(service.slug)} aria-label={`Learn more about ${service.title}`}>
                    Learn More <span aria-hidden="true">→</span>
                  </Link>
                </div>
                {detail ? (
                  <ul>
                    {detail.whatWeDo.slice(0, 4).map((item) => (
                      <li key={item.title}>
                        <strong>{item.title}.</strong> {item.text}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </Row>
            </Container>
          </Section>
        );
      })}
    </>
  );
}

const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr 1.3fr;
  gap: 40px;
  h2 {
    font-family: ${({ theme }) => theme.font.heading};
    font-size: 1.8rem;
    color: ${({ theme }) => theme.color.navy};
    margin: 0 0 12px;
  }
  p {
    font-size: 1.08rem;
  }
  a {
    font-weight: 600;
    color: ${({ theme }) => theme.color.teal};
  }
  ul {
    margin: 0;
    padding-left: 20px;
    display: flex;
    flex-direction: column;
    gap: 10px;
  }
  ${onMobile} {
    grid-template-columns: 1fr;
    gap: 16px;
  }
`;
