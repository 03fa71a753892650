import { Alert, Link, useLocation } from '@meridian/shared';
import styled from 'styled-components';
import { unknownValue } from '../../domain/address';
import { tabPath } from '../../tabs';
import type { TabProps } from '../tab-props';
import { AuditView } from './audit-view';
import { PeopleView } from './people-view';

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
      <Views aria-label="Users">
        <Link to={tabPath('users')} aria-current={audit ? undefined : 'page'}>
          People
        </Link>
        <Link to={`${tabPath('users')}?view=audit`} aria-current={audit ? 'page' : undefined}>
          Audit log
        </Link>
      </Views>
      {notice ? <Alert tone="info">{notice}</Alert> : null}
      {audit ? <AuditView /> : <PeopleView user={user} />}
    </>
  );
}

const Views = styled.nav`
  display: flex;
  gap: 16px;
  margin-bottom: 16px;
  a {
    font-weight: 600;
    color: ${({ theme }) => theme.color.muted};
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.color.navy};
    text-decoration: underline;
    text-decoration-color: ${({ theme }) => theme.color.gold};
    text-decoration-thickness: 3px;
    text-underline-offset: 6px;
  }
`;
