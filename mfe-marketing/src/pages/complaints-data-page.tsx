import styled from 'styled-components';
import { Button, Container, Link, PageBanner, PageMeta, Section, useLoad } from '@meridian/shared';
import { monthId, type PublishedComplaintData } from '@meridian/shared/complaints';
import { complaintsDataPage } from '../content/complaints';
import { readLatestComplaintData } from '../data/complaint-data';
import ComplaintTables, { Heading, Quiet } from '../widgets/complaint-tables';

/**
 * /complaints-data (issue 18, item 5): the latest published month of complaint data, as SEBI's
 * three tables with their exact headings and footnotes and the impersonation line, drawn by the
 * section's ComplaintTables widget (the admin previews with the same, issue 34 item 4). The page's
 * words are prerendered; the figures are read after hydration (complaintData/latest, then the
 * month; public, through Firestore's REST endpoint), so the HTML holds a loading line in their
 * place. A published month never changes, so what is shown is what was published.
 */
export default function ComplaintsDataPage() {
  const page = complaintsDataPage;
  const [loaded, reload] = useLoad(readLatestComplaintData, 'complaint-data', () => page.failed);
  return (
    <>
      <PageMeta title={page.meta.title} description={page.meta.description} />
      <PageBanner title={page.banner.title} subtitle={page.banner.subtitle} />
      <Section>
        <Container>
          {loaded.state === 'loading' ? (
            <Quiet role="status" data-complaint-data="loading">
              {page.loading}
            </Quiet>
          ) : loaded.state === 'failed' ? (
            <div role="alert">
              <p>{loaded.message}</p>
              <Button type="button" $variant="ghost" onClick={reload}>
                {page.retry}
              </Button>
            </div>
          ) : loaded.value === null ? (
            <section aria-labelledby="complaint-data-none" data-complaint-data="none">
              <Heading id="complaint-data-none">{page.notPublished.heading}</Heading>
              <p>{page.notPublished.text}</p>
            </section>
          ) : (
            <Published data={loaded.value} />
          )}
          <p>
            <StrongLink to={page.complainLink.to}>{page.complainLink.label}</StrongLink>
          </p>
        </Container>
      </Section>
    </>
  );
}

/** The published month, drawn by the one renderer of SEBI's tables (the admin's preview uses it too). */
function Published({ data }: { data: PublishedComplaintData }) {
  return (
    <div data-complaint-data={monthId(data.snapshot)}>
      <ComplaintTables snapshot={data.snapshot} publishedAt={data.publishedAt} />
    </div>
  );
}

const StrongLink = styled(Link)`
  color: ${({ theme }) => theme.color.navy};
  font-weight: 600;
`;
