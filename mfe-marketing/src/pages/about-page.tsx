import styled from 'styled-components';
import {
  brand,
  ButtonLink,
  Container,
  EmailAddress,
  Lead,
  onMobile,
  PageBanner,
  PageMeta,
  paths,
  Section,
  SectionTitle,
  shown,
} from '@meridian/shared';
import { aboutPage, byline, CREDENTIALS, team, type CredentialId } from '../content/team';

/**
 * /about (issue 23, item 8): the firm, its people with their qualifications (the blog's authors
 * among them), what each qualification means, and the officers SEBI asks the firm to name, read
 * from the brand module rather than repeated here.
 */
export default function AboutPage() {
  const usedCredentials = (Object.keys(CREDENTIALS) as CredentialId[]).filter((id) =>
    team.some((member) => member.credentials.includes(id)),
  );
  return (
    <>
      <PageMeta title={aboutPage.title} description={aboutPage.summary} />
      <PageBanner title={aboutPage.banner} subtitle={aboutPage.intro[0]} />

      <Section aria-labelledby="firm-title">
        <Container>
          <SectionTitle id="firm-title">{aboutPage.firmHeading}</SectionTitle>
          <Lead>{aboutPage.intro[1]}</Lead>
          <Facts>
            <dt>Registered name</dt>
            <dd>{shown(brand.registration.legalName)}</dd>
            <dt>Registration</dt>
            <dd>
              {brand.registeredAs}, {shown(brand.registration.type)}
            </dd>
            <dt>SEBI registration number</dt>
            <dd>{shown(brand.registration.number)}</dd>
            <dt>Office</dt>
            <dd>{brand.address.lines.join(', ')}</dd>
          </Facts>
          <ButtonLink to={paths.fees} $variant="outline">
            {aboutPage.feesLink}
          </ButtonLink>
        </Container>
      </Section>

      <Section $tone="surface" aria-labelledby="team-title">
        <Container>
          <SectionTitle id="team-title">{aboutPage.teamHeading}</SectionTitle>
          <People>
            {team.map((member) => (
              <Person key={member.name} aria-labelledby={`person-${slug(member.name)}`}>
                <h3 id={`person-${slug(member.name)}`}>{byline(member)}</h3>
                <Role>{member.role}</Role>
                <p>{member.bio}</p>
                {member.writesAbout ? <Writes>Writes on our blog about {member.writesAbout}.</Writes> : null}
                <Badges aria-label={`Qualifications of ${member.name}`}>
                  {member.credentials.map((id) => (
                    <li key={id}>{CREDENTIALS[id].short}</li>
                  ))}
                </Badges>
              </Person>
            ))}
          </People>
        </Container>
      </Section>

      <Section aria-labelledby="credentials-title">
        <Container>
          <SectionTitle id="credentials-title">{aboutPage.credentialsHeading}</SectionTitle>
          <Glossary>
            {usedCredentials.map((id) => (
              <div key={id}>
                <dt>
                  {CREDENTIALS[id].short}: {CREDENTIALS[id].name}
                </dt>
                <dd>{CREDENTIALS[id].why}</dd>
              </div>
            ))}
          </Glossary>
        </Container>
      </Section>

      <Section $tone="surface" aria-labelledby="officers-title">
        <Container>
          <SectionTitle id="officers-title">{aboutPage.officersHeading}</SectionTitle>
          <Lead>{aboutPage.officersLead}</Lead>
          <Officers>
            {brand.officers.map((officer) => (
              <li key={officer.role}>
                <h3>{officer.role}</h3>
                <p>{shown(officer.name)}</p>
                <p>
                  <a href={`mailto:${officer.email.value}`}>
                    <EmailAddress address={shown(officer.email)} />
                  </a>
                </p>
                <p>
                  <a href={`tel:${officer.phone.value.replace(/\s+/g, '')}`}>{shown(officer.phone)}</a>
                </p>
              </li>
            ))}
          </Officers>
        </Container>
      </Section>
    </>
  );
}

const slug = (name: string) => name.toLowerCase().replace(/[^a-z]+/g, '-');

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 8px 20px;
  margin: 24px 0 28px;
  max-width: 820px;
  overflow-wrap: anywhere;
  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.color.navy};
  }
  dd {
    margin: 0;
  }
  ${onMobile} {
    grid-template-columns: 1fr;
    gap: 2px;
    dd {
      margin-bottom: 10px;
    }
  }
`;

const People = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 20px;
  @media (max-width: 1000px) {
    grid-template-columns: repeat(2, 1fr);
  }
  ${onMobile} {
    grid-template-columns: 1fr;
  }
`;

const Person = styled.article`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 24px;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.white};
  box-shadow: ${({ theme }) => theme.shadow.card};
  h3 {
    margin: 0;
    font-family: ${({ theme }) => theme.font.heading};
    font-size: 1.3rem;
    color: ${({ theme }) => theme.color.navy};
  }
  p {
    margin: 0;
  }
`;

const Role = styled.p`
  && {
    font-weight: 600;
    color: ${({ theme }) => theme.color.teal};
  }
`;

const Writes = styled.p`
  && {
    flex: 1;
    font-size: 0.95rem;
    color: ${({ theme }) => theme.color.muted};
  }
`;

const Badges = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin: 4px 0 0;
  padding: 0;
  list-style: none;
  li {
    padding: 2px 10px;
    border-radius: 999px;
    font-size: 0.85rem;
    font-weight: 600;
    background: ${({ theme }) => theme.color.navySurface};
    color: ${({ theme }) => theme.color.navy};
  }
`;

const Glossary = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
  gap: 16px 28px;
  margin: 24px 0 0;
  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.color.navy};
  }
  dd {
    margin: 4px 0 0;
    color: ${({ theme }) => theme.color.muted};
  }
`;

const Officers = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 16px;
  margin: 24px 0 0;
  padding: 0;
  list-style: none;
  overflow-wrap: anywhere;
  ${onMobile} {
    grid-template-columns: 1fr;
  }
  li {
    padding: 20px;
    border-radius: ${({ theme }) => theme.radius.medium};
    background: ${({ theme }) => theme.color.white};
    box-shadow: ${({ theme }) => theme.shadow.card};
  }
  h3 {
    margin: 0 0 6px;
    color: ${({ theme }) => theme.color.navy};
  }
  p {
    margin: 0 0 4px;
  }
  a {
    color: ${({ theme }) => theme.color.navy};
  }
`;
