import { useState } from 'react';
import styled from 'styled-components';
import { Alert, hasPermission, Link, type Role } from '@meridian/shared';
import { complianceReminders } from '../domain/compliance-reminders';
import { tabPath } from '../tabs';

/**
 * The reminders on top of the admin area (issue 35, item 5), for staff who manage the settings
 * (manage_settings): the accessibility audit and the monthly complaint data, from 30 days before
 * each falls due. Worked out from the configuration and the date alone: no read, nothing moves.
 */
export function ComplianceReminders({ role, now }: { role: Role; now?: number }) {
  const [openedAt] = useState(() => now ?? Date.now());
  if (!hasPermission(role, 'manage_settings')) return null;
  const reminders = complianceReminders(openedAt);
  if (reminders.length === 0) return null;
  return (
    <Reminders>
      {reminders.map((reminder) => (
        <Alert key={reminder.id} tone={reminder.tone} data-compliance-reminder={reminder.id}>
          {reminder.text}
          {reminder.id === 'complaint-data' ? (
            <>
              {' '}
              <Link to={tabPath('complaints')}>Open the Complaints tab</Link>
            </>
          ) : null}
        </Alert>
      ))}
    </Reminders>
  );
}

const Reminders = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin-bottom: 20px;
`;
