import styled from 'styled-components';
import { Container, onMobile, PageBanner, PageMeta } from '@meridian/shared';
import { ConsultationForm } from '../components/consultation-form';

/**
 * /contact: the banner, then the request for a free first conversation (#consultation, where the
 * home hero's primary action leads); the general contact form below is the shell's contact
 * section, on every page.
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
          <ConsultationForm />
        </Container>
      </Compact>
    </>
  );
}

const Compact = styled.div`
  padding: 56px 0 40px;
  ${onMobile} {
    padding: 40px 0 32px;
  }
`;
