import styled from 'styled-components';
import {
  brand,
  Container,
  EmailAddress,
  Link,
  onMobile,
  sebiRegistrationLine,
  useHydrated,
  VisuallyHidden,
} from '@meridian/shared';
import { footerLinks } from './navigation';
import { RegulatoryDisclosures } from './regulatory-disclosures';

/** The year the shell was built, when its layout was prerendered (vite.config: define). */
const BUILD_YEAR = Number(import.meta.env.BUILD_YEAR ?? new Date().getFullYear());

/** The copyright year: the prerendered one while hydrating, today's right after. */
function useYear(): number {
  return useHydrated() ? new Date().getFullYear() : BUILD_YEAR;
}

export function Footer({ year: fixedYear }: { year?: number }) {
  const currentYear = useYear();
  const year = fixedYear ?? currentYear;
  return (
    <Wrapper>
      <Container>
        <Columns>
          <div>
            <Name>{brand.name}</Name>
            <p>{brand.tagline}</p>
            <address>
              {brand.address.lines.map((line) => (
                <span key={line}>{line}</span>
              ))}
              <a href={brand.phone.href}>{brand.phone.display}</a>
              <a href={`mailto:${brand.email}`}>
                <EmailAddress address={brand.email} />
              </a>
            </address>
            <Social aria-label="Social networks">
              {brand.social.map((item) => (
                <li key={item.network}>
                  <a href={item.href} rel="noopener noreferrer" target="_blank">
                    {item.network}
                    <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                  </a>
                </li>
              ))}
            </Social>
          </div>
          <LinkColumn title="Services" links={footerLinks.services} />
          <LinkColumn title="Tools" links={footerLinks.tools} />
          <LinkColumn title="Legal" links={footerLinks.legal} />
          <LinkColumn title="For investors" links={footerLinks.investors} />
        </Columns>
        <RegulatoryDisclosures />
        <Bottom>
          <p>
            © {year} {brand.name}. All rights reserved.
          </p>
          <p>{sebiRegistrationLine}</p>
          <a href={brand.advertising.href} rel="noopener sponsored" target="_blank">
            {brand.advertising.label}
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </a>
        </Bottom>
      </Container>
    </Wrapper>
  );
}

function LinkColumn({ title, links }: { title: string; links: readonly { label: string; to: string }[] }) {
  return (
    <nav aria-label={`Footer ${title.toLowerCase()}`}>
      <Heading>{title}</Heading>
      <List>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </List>
    </nav>
  );
}

const Wrapper = styled.footer`
  background: ${({ theme }) => theme.color.navyDeep};
  color: ${({ theme }) => theme.color.onDarkMuted};
  padding: 56px 0 24px;
  font-size: 0.95rem;
  a {
    color: ${({ theme }) => theme.color.white};
  }
  address {
    font-style: normal;
    display: flex;
    flex-direction: column;
    gap: 2px;
    margin: 16px 0;
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: 2fr repeat(4, 1fr);
  gap: 32px;
  @media (max-width: 1100px) {
    grid-template-columns: repeat(4, 1fr);
    & > :first-child {
      grid-column: 1 / -1;
    }
  }
  ${onMobile} {
    grid-template-columns: 1fr 1fr;
    & > :first-child {
      grid-column: 1 / -1;
    }
  }
`;

const Name = styled.p`
  font-family: ${({ theme }) => theme.font.heading};
  font-size: 1.3rem;
  font-weight: 700;
  color: ${({ theme }) => theme.color.white};
  margin: 0 0 8px;
`;

const Heading = styled.h2`
  font-size: 1rem;
  color: ${({ theme }) => theme.color.white};
  margin: 0 0 12px;
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    margin: 0 0 8px;
  }
  a {
    display: inline-block;
    padding: 2px 0;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

const Social = styled.ul`
  display: flex;
  gap: 16px;
  list-style: none;
  margin: 0;
  padding: 0;
  a {
    display: inline-block;
    padding: 6px 0;
  }
`;

const Bottom = styled.div`
  margin-top: 40px;
  padding-top: 20px;
  border-top: 1px solid rgba(255, 255, 255, 0.15);
  display: flex;
  flex-wrap: wrap;
  gap: 8px 24px;
  justify-content: space-between;
  align-items: center;
  p {
    margin: 0;
  }
`;
