import styled from 'styled-components';
import { brand, Container, EmailAddress, onMobile, PageBanner, PageMeta } from '@meridian/shared';
import { BookingForm } from '../components/booking-form';
import { booking } from '../content/booking';

/**
 * /contact: the banner, then every way to reach the firm (call, email, book a first conversation,
 * send a message, visit), then the one form of the page, the booking of a free first
 * conversation (#consultation, where the home hero's primary action leads). "Send us a message"
 * opens the shell's contact section at the page's end (#contact), one line here until asked for.
 */
export default function ContactPage() {
  return (
    <>
      <PageMeta
        title="Contact us"
        description="Talk to a SEBI-registered investment adviser about your goals. Book a free first conversation, send us a message or call; we reply within one working day."
      />
      <PageBanner
        title="Let's Start a Conversation About Your Future"
        subtitle="Tell us where you are and where you want to be. The first conversation is free and carries no obligation."
      />
      <Compact>
        <Container>
          <Ways aria-labelledby="ways-title">
            <h2 id="ways-title">How to reach us</h2>
            <ul>
              <li>
                <strong>Call</strong>
                <a href={brand.phone.href}>{brand.phone.display}</a>
                <span>{brand.hours}</span>
              </li>
              <li>
                <strong>Email</strong>
                <a href={`mailto:${brand.email}`}>
                  <EmailAddress address={brand.email} />
                </a>
                <span>We reply within one working day.</span>
              </li>
              <li>
                <strong>Book</strong>
                <a href={`#${booking.anchor}`}>A free first conversation</a>
                <span>Thirty minutes on the phone with an adviser, at a time you pick.</span>
              </li>
              <li>
                <strong>Write</strong>
                <a href="#contact">Send us a message</a>
                <span>Or visit us: {brand.address.lines.join(', ')}</span>
              </li>
            </ul>
          </Ways>
          <BookingForm />
        </Container>
      </Compact>
    </>
  );
}

const Compact = styled.div`
  padding: 40px 0;
  ${onMobile} {
    padding: 28px 0 32px;
  }
`;

// Four ways side by side where there is room, one under another on a phone.
const Ways = styled.section`
  margin-bottom: 40px;
  h2 {
    font-family: ${({ theme }) => theme.font.heading};
    color: ${({ theme }) => theme.color.navy};
    margin: 0 0 16px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: 16px;
    ${onMobile} {
      grid-template-columns: minmax(0, 1fr);
      gap: 12px;
    }
  }
  li {
    display: grid;
    gap: 4px;
    align-content: start;
    padding: 16px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: 12px;
    background: ${({ theme }) => theme.color.white};
    overflow-wrap: anywhere;
  }
  a {
    justify-self: start;
    min-height: 24px;
    padding: 2px 0;
    font-weight: 600;
    color: ${({ theme }) => theme.color.navy};
  }
  span {
    color: ${({ theme }) => theme.color.muted};
    font-size: 0.9rem;
  }
`;
