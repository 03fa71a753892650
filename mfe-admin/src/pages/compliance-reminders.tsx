import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Alert, hasPermission, Link, type Role } from '@meridian/shared';
import { readLatestPublishedMonth } from '../data/latest-complaint-data';
import { complianceReminders } from '../domain/compliance-reminders';
import { tabPath } from '../tabs';

/**
 * The reminders on top of the admin area (issue 35, item 5), for staff who manage the settings
 * (manage_settings): the accessibility audit from 30 days before it falls due, worked out from the
 * configuration and the date; and a month of complaint data that has ended unpublished, once the
 * newest published month has been read (one public read; nothing is said of it until then, nor
 * if the read fails: the Complaints tab says the same of last month on its own).
 */
export function ComplianceReminders({ role, now }: { role: Role; now?: number }) {
  const [openedAt] = useState(() => now ?? Date.now());
  const manages = hasPermission(role, 'manage_settings');
  const [latest, setLatest] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    if (!manages) return;
    let live = true;
    readLatestPublishedMonth().then(
      (month) => {
        if (live) setLatest(month);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [manages]);
  if (!manages) return null;
  const reminders = complianceReminders(openedAt, latest);
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
