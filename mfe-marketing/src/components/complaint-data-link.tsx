import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Link, MONTH_NAMES, paths } from '@meridian/shared';
import { readComplaintDataDocument } from '../data/complaint-data-document';

/**
 * The id of the document that names the latest published month: LATEST_COMPLAINT_DATA of
 * '@meridian/shared/complaints', written out so that the home page takes none of the complaint
 * desk's code (complaint-data-link.test.tsx holds the two equal).
 */
export const LATEST_DOCUMENT = 'latest';

/**
 * The month a complaintData/latest document names, in words: { month: '2026-10' } → 'October 2026';
 * null when it names none.
 */
export function latestMonthName(latest: Record<string, unknown> | null): string | null {
  const found = typeof latest?.month === 'string' ? /^(\d{4})-(0[1-9]|1[0-2])$/.exec(latest.month) : null;
  return found ? `${MONTH_NAMES[Number(found[2]) - 1] ?? ''} ${found[1] ?? ''}` : null;
}

/** The latest published month in words ('October 2026'), or null when none is published. */
async function readLatestMonth(): Promise<string | null> {
  return latestMonthName(await readComplaintDataDocument(LATEST_DOCUMENT));
}

/**
 * The link to the monthly complaint data on the home page's first screen (issue 35, item 7: the
 * master circular asks for it "without scrolling", in a font of 12 or more). The words and the
 * link are in the HTML; the latest month, which only Firestore knows, is read once the page has
 * hydrated (complaintData/latest, one public read) and fills the space kept for it at the end of
 * the line. If the read fails, the link stays, without its month.
 */
export function ComplaintDataLink() {
  const [month, setMonth] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    readLatestMonth().then(
      (found) => {
        if (live) setMonth(found);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return (
    <Line>
      <Link to={paths.complaintsData} data-complaint-data-link={month ?? ''}>
        Our complaint data <span data-after-hydration="">{month ? `for ${month}` : '(published monthly)'}</span>
      </Link>
    </Line>
  );
}

const Line = styled.p`
  && {
    margin: 20px 0 0;
    font-size: 1rem;
    color: ${({ theme }) => theme.color.white};
  }
  a {
    display: inline-block;
    padding: 4px 0;
    color: ${({ theme }) => theme.color.white};
    text-decoration: underline;
    text-underline-offset: 3px;
  }
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.gold};
    outline-offset: 2px;
  }
`;
