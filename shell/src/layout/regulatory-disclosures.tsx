import styled from 'styled-components';
import { EmailAddress, onMobile } from '@meridian/shared';
import { contactPeople, DEMO_FIRM_LINE, registrationRows, shown, STANDARD_TEXTS } from '@meridian/shared/disclosures';

/**
 * Whether the brand's facts are still a demo firm's, as the build found them (DEMO_FIRM, set by
 * shared/build's shell config; a production build refuses placeholders). Unset (a unit test), yes.
 */
const DEMO_FIRM = import.meta.env.DEMO_FIRM !== 'false';

/** A telephone link's target: '+91 80 4000 1234' → 'tel:+918040001234'. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * What SEBI asks an investment adviser to show on every page (issue 18): the registration facts,
 * the officers and the data protection contact, and the two standard texts. All of it comes from
 * the brand module and the standard texts' content file ('@meridian/shared/disclosures'). While
 * the facts are a demo firm's (any placeholder left: never in a production build), its first line
 * says the firm is fictional.
 */
export function RegulatoryDisclosures() {
  return (
    <Wrapper aria-labelledby="regulatory-title">
      <Title id="regulatory-title">Regulatory information</Title>
      {DEMO_FIRM ? (
        <p data-demo-firm>
          <strong>{DEMO_FIRM_LINE}</strong>
        </p>
      ) : null}
      <Facts>
        {registrationRows().map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </Facts>
      <People aria-label="Officers and contacts">
        {contactPeople().map((person) => (
          <li key={person.role}>
            <Role>{person.role}</Role>
            <span>{shown(person.name)}</span>
            <span>
              <a href={`mailto:${person.email.value}`}>
                <EmailAddress address={person.email.value} />
              </a>
            </span>
            <span>
              <a href={telHref(person.phone.value)}>{person.phone.value}</a>
            </span>
          </li>
        ))}
      </People>
      <StandardTexts data-standard-texts={STANDARD_TEXTS.version}>
        {STANDARD_TEXTS.texts.map((item) => (
          <p key={item.id}>{item.text}</p>
        ))}
      </StandardTexts>
    </Wrapper>
  );
}

const Wrapper = styled.section`
  margin-top: 40px;
  padding-top: 24px;
  border-top: 1px solid rgba(255, 255, 255, 0.15);
  font-size: 0.875rem;
  line-height: 1.5;
`;

const Title = styled.h2`
  font-size: 1rem;
  color: ${({ theme }) => theme.color.white};
  margin: 0 0 16px;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: 12px 24px;
  margin: 0;
  & > div {
    min-width: 0;
  }
  dt {
    font-size: 0.8125rem;
    font-weight: 600;
    color: ${({ theme }) => theme.color.onDarkMuted};
  }
  dd {
    margin: 2px 0 0;
    color: ${({ theme }) => theme.color.white};
    overflow-wrap: anywhere;
  }
  ${onMobile} {
    grid-template-columns: 1fr;
    gap: 8px;
  }
`;

const People = styled.ul`
  list-style: none;
  margin: 24px 0 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: 16px 24px;
  li {
    display: flex;
    flex-direction: column;
    gap: 2px;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  a {
    display: inline-block;
    padding: 2px 0;
  }
  ${onMobile} {
    grid-template-columns: 1fr;
  }
`;

const Role = styled.span`
  font-size: 0.8125rem;
  font-weight: 600;
  color: ${({ theme }) => theme.color.onDarkMuted};
`;

const StandardTexts = styled.div`
  margin-top: 24px;
  padding: 12px 16px;
  border-left: 3px solid ${({ theme }) => theme.color.gold};
  background: rgba(255, 255, 255, 0.05);
  color: ${({ theme }) => theme.color.white};
  font-size: 0.875rem;
  p {
    margin: 0;
  }
  p + p {
    margin-top: 8px;
  }
`;
