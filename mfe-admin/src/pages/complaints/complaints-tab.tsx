import { useState } from 'react';
import styled from 'styled-components';
import { Alert, hasPermission, Link, useLoad, useLocation, VisuallyHidden } from '@meridian/shared';
import { monthId } from '@meridian/shared/complaints';
import { isPublished } from '../../data/complaints';
import { unknownValue } from '../../domain/address';
import { previousMonth, publishReminder, REGISTERED_ON } from '../../domain/complaint-months';
import { tabPath } from '../../tabs';
import type { TabProps } from '../tab-props';
import { UndeliveredMail } from '../undelivered-mail';
import { ViewsNav } from '../views-nav';
import { ComplaintList } from './complaint-list';
import { GrievanceList } from './grievance-list';
import { MonthlyData } from './monthly-data';
import { RecordPanel } from './record-panel';

const VIEWS = ['list', 'grievances', 'record', 'data'] as const;
type View = (typeof VIEWS)[number];

const VIEW_LABELS: Readonly<Record<View, string>> = {
  list: 'Complaints',
  grievances: 'Data protection grievances',
  record: 'Record a complaint',
  data: 'Monthly data',
};

const viewPath = (view: View): string =>
  view === 'list' ? tabPath('complaints') : `${tabPath('complaints')}?view=${view}`;

/**
 * The complaints tab (view_complaints; changes need manage_complaints): the complaint desk SEBI
 * requires. The complaints by status with their days against the 21-day limit, each one's details
 * and its status moving forward (audited); recording one received through SCORES or elsewhere;
 * the monthly complaint data, previewed and published; and, apart from SEBI's complaints, the
 * grievances to the data protection officer (issue 19, item 4). Under the views, when last month's
 * data is not published yet.
 */
export default function ComplaintsTab({ user }: TabProps) {
  const location = useLocation();
  const param = new URLSearchParams(location.search).get('view');
  const manage = hasPermission(user.role, 'manage_complaints');
  const views = VIEWS.filter((view) => manage || view !== 'record');
  const view = views.find((item) => item === param) ?? 'list';
  const notice =
    param === 'record' && !manage
      ? 'Only people who manage complaints can record one, so the complaints are shown.'
      : unknownValue(param, views, 'a view of this tab', 'the complaints are shown');
  // The time the tab opened: the days open and the reminder are told against it.
  const [now] = useState(() => Date.now());
  const month = monthId(previousMonth(now));
  const [published] = useLoad(() => isPublished(month), month);
  return (
    <>
      <ViewsNav aria-label="Complaints">
        {views.map((item) => (
          <Link key={item} to={viewPath(item)} aria-current={item === view ? 'page' : undefined}>
            {VIEW_LABELS[item]}
          </Link>
        ))}
      </ViewsNav>
      {notice ? <Alert tone="info">{notice}</Alert> : null}
      {/* The reminder comes with the view, not above it once the view shows: nothing on screen
          moves when it comes (issue 22: CLS 0). One read first, then the view's own. */}
      {published.state === 'loading' ? (
        <VisuallyHidden role="status">Loading…</VisuallyHidden>
      ) : (
        <>
          {published.state === 'ready' ? <Reminder now={now} manage={manage} published={published.value} /> : null}
          {/* Above the view, holding its line from the first frame: below it, the view's own list
              pushed it down when it came (CLS on a phone). */}
          <UndeliveredMail group="complaints" holdLine />
          {view === 'record' ? <RecordPanel user={user} /> : null}
          {view === 'data' ? <MonthlyData user={user} now={now} /> : null}
          {view === 'list' ? <ComplaintList user={user} now={now} /> : null}
          {view === 'grievances' ? <GrievanceList user={user} /> : null}
        </>
      )}
    </>
  );
}

/** Last month's data not published yet (`published`, read by the tab): due by the 7th, late after it. */
function Reminder({ now, manage, published }: { now: number; manage: boolean; published: boolean }) {
  const reminder = publishReminder(now, REGISTERED_ON, published);
  if (!reminder) return null;
  return (
    <Banner tone={reminder.tone} data-publish-reminder={reminder.month}>
      {reminder.text}{' '}
      {manage ? (
        <Link to={`${viewPath('data')}&month=${reminder.month}`}>Preview and publish it</Link>
      ) : (
        'Someone with the permission to manage complaints can publish it.'
      )}
    </Banner>
  );
}

const Banner = styled(Alert)`
  margin-bottom: 16px;
`;
