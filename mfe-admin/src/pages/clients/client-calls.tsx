import styled from 'styled-components';
import { useLoad, type SessionUser } from '@meridian/shared';
import { Loading } from '@meridian/portal-kit';
import { listCallsOf } from '../../data/bookings';
import { longDate } from '@meridian/shared/complaints';
import { BOOKING_STATUS_LABELS, slotTime } from '../../domain/booking-day';
import { Muted } from '../card';
import { BookingNotes } from './booking-notes';

/**
 * A client's first conversations in their file (issue 36, item 4): each call booked with their
 * email, newest first, its day and time (IST), adviser and outcome, with its notes (kept five
 * years; added here too with manage_clients), as the Bookings view shows them.
 */
export function ClientCalls({ email, user, manage }: { email: string; user: SessionUser; manage: boolean }) {
  const [loaded, reload] = useLoad(() => listCallsOf(email), `calls:${email}`);
  return (
    <Loading loaded={loaded} retry={reload}>
      {(calls) =>
        calls.length === 0 ? (
          <Muted>No first call was booked with {email || 'their email'}.</Muted>
        ) : (
          <Calls>
            {calls.map((call) => (
              <li key={call.id} data-client-call={call.id} data-status={call.status}>
                <p>
                  {longDate(call.slot.slice(0, 10))} at {slotTime(call.slot)} IST with{' '}
                  {call.adviserName || 'an adviser'}: <strong>{BOOKING_STATUS_LABELS[call.status]}</strong>
                </p>
                <BookingNotes booking={call} user={user} manage={manage} />
              </li>
            ))}
          </Calls>
        )
      }
    </Loading>
  );
}

const Calls = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
`;
