import { useEffect, useState } from 'react';
import { Link, paths, theme } from '@meridian/shared';
import { readLatestComplaintMonth } from '../data/latest-complaint-month';

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
    readLatestComplaintMonth().then(
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
    <p style={{ margin: '20px 0 0', fontSize: '1rem' }}>
      <Link to={paths.complaintsData} data-complaint-data-link={month ?? ''} style={LINK_STYLE}>
        Our complaint data <span data-after-hydration="">{month ? `for ${month}` : '(published monthly)'}</span>
      </Link>
    </p>
  );
}

/** Inline, not styled-components: the home page's first load has no bytes to spare (its budget). */
const LINK_STYLE = {
  display: 'inline-block',
  padding: '4px 0',
  color: theme.color.white,
  textDecoration: 'underline',
} as const;
