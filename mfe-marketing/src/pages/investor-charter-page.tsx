import { Container, PageBanner, PageMeta, Section } from '@meridian/shared';

/** /investor-charter: the Investor Charter for investment advisers. */
export default function InvestorCharterPage() {
  return (
    <>
      <PageMeta title="Investor charter" description="The Investor Charter for investment advisers." />
      <PageBanner title="Investor charter" />
      <Section>
        <Container>
          <p>The Investor Charter for investment advisers.</p>
        </Container>
      </Section>
    </>
  );
}
