import { Alert, Link, useLocation } from '@meridian/shared';
import { unknownValue } from '../../domain/address';
import { tabPath } from '../../tabs';
import type { TabProps } from '../tab-props';
import { AuditView } from './audit-view';
import { PeopleView } from './people-view';
import { ViewsNav } from '../views-nav';

/**
 * The Users tab (view_users): the people, and the audit log of every change made to them. With
 * manage_users, a role can be changed, an account disabled or enabled, and people invited.
 */
export default function UsersTab({ user }: TabProps) {
  const location = useLocation();
  const view = new URLSearchParams(location.search).get('view');
  const audit = view === 'audit';
  const notice = unknownValue(view, ['audit'], 'a view of this tab', 'the people are shown');
  return (
    <>
      <ViewsNav aria-label="Users">
        <Link to={tabPath('users')} aria-current={audit ? undefined : 'page'}>
          People
        </Link>
        <Link to={`${tabPath('users')}?view=audit`} aria-current={audit ? 'page' : undefined}>
          Audit log
        </Link>
      </ViewsNav>
      {notice ? <Alert tone="info">{notice}</Alert> : null}
      {audit ? <AuditView /> : <PeopleView user={user} />}
    </>
  );
}
