import { Container, PageBanner, PageMeta, Section } from '@meridian/shared';

/** /complaints: how to complain and the complaint form (a first version: the heading and one paragraph). */
export default function ComplaintsPage() {
  return (
    <>
      <PageMeta
        title="Lodge a complaint"
        description="How to raise a complaint with us, the 21 days within which we answer, and how to escalate to SCORES and SMART ODR."
      />
      <PageBanner title="Lodge a complaint" />
      <Section>
        <Container>
          <p>
            Tell us what went wrong and we will answer within 21 days. If you are not satisfied, you can escalate to
            SEBI through SCORES and then to the SMART ODR portal.
          </p>
        </Container>
      </Section>
    </>
  );
}
