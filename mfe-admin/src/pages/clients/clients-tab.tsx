import { Alert, hasPermission, Link, useLocation } from '@meridian/shared';
import { unknownValue } from '../../domain/address';
import { tabPath } from '../../tabs';
import type { TabProps } from '../tab-props';
import { ViewsNav } from '../views-nav';
import { AvailabilityPanel } from './availability-panel';
import { BookingsDay } from './bookings-day';
import { DeclarationsView } from './declarations-view';
import { OnboardingView } from './onboarding-view';

const VIEWS = ['bookings', 'declarations', 'onboarding', 'availability'] as const;
type View = (typeof VIEWS)[number];

const VIEW_LABELS: Readonly<Record<View, string>> = {
  bookings: 'Bookings',
  declarations: 'Declarations',
  onboarding: 'Onboarding',
  availability: 'Your availability',
};

const viewPath = (view: View): string =>
  view === 'bookings' ? tabPath('clients') : `${tabPath('clients')}?view=${view}`;

/**
 * The Clients tab (view_clients; changes need manage_clients): the first conversations' desk
 * (issue 36, item 2) and the first step of onboarding (item 3), in views, each its own address
 * and its own read (so that nothing on screen moves when a list arrives above another: issue 22,
 * CLS 0). The bookings of a day, each with its notes, a call marked held or missed once it has
 * begun; the clients' declarations of advice, not distribution (who has not made one); and, for
 * those who take the calls (manage_clients), their own availability: the windows of each weekday
 * and the days off the booking page offers slots from; and the onboarding pipeline, each client's
 * stage and file, where an adviser records suitability and offers the agreement.
 */
export default function ClientsTab({ user }: TabProps) {
  const location = useLocation();
  const param = new URLSearchParams(location.search).get('view');
  const manage = hasPermission(user.role, 'manage_clients');
  const views = VIEWS.filter((view) => manage || view !== 'availability');
  const view = views.find((item) => item === param) ?? 'bookings';
  const notice =
    param === 'availability' && !manage
      ? 'Only people who take the calls set their availability, so the bookings are shown.'
      : unknownValue(param, views, 'a view of this tab', 'the bookings are shown');
  return (
    <>
      {views.length > 1 ? (
        <ViewsNav aria-label="Clients">
          {views.map((item) => (
            <Link key={item} to={viewPath(item)} aria-current={item === view ? 'page' : undefined}>
              {VIEW_LABELS[item]}
            </Link>
          ))}
        </ViewsNav>
      ) : null}
      {notice ? <Alert tone="info">{notice}</Alert> : null}
      {view === 'availability' ? <AvailabilityPanel user={user} /> : null}
      {view === 'declarations' ? <DeclarationsView /> : null}
      {view === 'onboarding' ? <OnboardingView user={user} manage={manage} /> : null}
      {view === 'bookings' ? <BookingsDay user={user} manage={manage} /> : null}
    </>
  );
}
