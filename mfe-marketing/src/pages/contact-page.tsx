import { PageBanner, PageMeta } from '@meridian/shared';

/** /contact: the banner; the contact form below it is the shell's contact section, on every page. */
export function ContactPage() {
  return (
    <>
      <PageMeta
        title="Contact us"
        description="Talk to a SEBI-registered investment adviser about your goals. Send us a message or call; we reply within one working day."
      />
      <PageBanner
        title="Let's Start a Conversation About Your Future"
        subtitle="Tell us where you are and where you want to be. The first conversation is free and carries no obligation."
      />
    </>
  );
}
