import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Link, MONTH_NAMES, paths } from '@meridian/shared';
import { LATEST_COMPLAINT_DATA, parseMonthId } from '@meridian/shared/complaints';
import { readComplaintDataDocument } from '../data/complaint-data';
import { latestMonthId } from '../domain/complaints';

/** The latest published month in words ('October 2026'), or null when none is published. */
async function readLatestMonth(): Promise<string | null> {
  const id = latestMonthId(await readComplaintDataDocument(LATEST_COMPLAINT_DATA));
  const month = id ? parseMonthId(id) : null;
  return month ? `${MONTH_NAMES[month.month - 1] ?? ''} ${month.year}` : null;
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
        Complaints against us: our monthly data
        <span data-after-hydration="">{month ? `, latest ${month}` : ''}</span>
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
