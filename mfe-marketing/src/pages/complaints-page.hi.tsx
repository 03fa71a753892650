import { NotFound } from '@meridian/shared';
import { CollectionNoticeInHindi } from '@meridian/shared/privacy-hi';
import { complaintDeskHi } from '../content/complaints.hi';
import { ComplaintDesk } from './complaints-page';

/**
 * /hi/complaints (issue 35, item 6): the complaint desk's page and form in Hindi, with the form's
 * notice in Hindi. Drawn for `/:language/complaints`; in every language but Hindi, the site's 404.
 */
export default function ComplaintsPageHi({ language }: { language: string }) {
  if (language !== complaintDeskHi.language) return <NotFound />;
  return (
    <ComplaintDesk
      desk={complaintDeskHi}
      notice={<CollectionNoticeInHindi point="complaint" id="complaint-notice" />}
    />
  );
}
