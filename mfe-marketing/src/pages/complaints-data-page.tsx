import { Container, PageBanner, PageMeta, Section } from '@meridian/shared';

/** /complaints-data: the monthly complaint data SEBI requires (a first version: the heading and one paragraph). */
export default function ComplaintsDataPage() {
  return (
    <>
      <PageMeta
        title="Complaint data"
        description="The complaints we received and resolved each month, in the format SEBI requires of investment advisers."
      />
      <PageBanner title="Complaint data" />
      <Section>
        <Container>
          <p>
            Each month, by the 7th, we publish the number of complaints we received, resolved and still have pending, in
            the format SEBI requires.
          </p>
        </Container>
      </Section>
    </>
  );
}
