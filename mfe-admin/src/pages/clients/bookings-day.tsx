import { Fragment, useState } from 'react';
import styled from 'styled-components';
import {
  Alert,
  Button,
  EmailAddress,
  Input,
  useLoad,
  useLocation,
  useNavigate,
  VisuallyHidden,
  type SessionUser,
  type Theme,
} from '@meridian/shared';
import { BOOKING_TOPIC_LABELS, type BookingStatus } from '@meridian/shared/booking';
import { istDate, longDate } from '@meridian/shared/complaints';
import { Loading, UndoBar, useUndoableChange } from '@meridian/portal-kit';
import { BOOKINGS_DAY_MAX, listBookingsOn, setBookingOutcome, type BookingRow } from '../../data/bookings';
import {
  BOOKING_STATUS_LABELS,
  daySearch,
  isDate,
  outcomeDue,
  parseDay,
  slotTime,
  type BookingOutcome,
} from '../../domain/booking-day';
import { explainChangeFailure } from '../../domain/change-failure';
import { tabPath } from '../../tabs';
import { Card, Muted, Pill } from '../card';
import { TableWrap } from '../table-wrap';
import { Toolbar } from '../toolbar';
import { BookingNotes } from './booking-notes';

const COLUMNS = 8;

/**
 * The bookings of the day in the address (`?day=`, today in IST without one), in time order, each
 * with the visitor's details, topic, adviser and status; a row opens its notes. With
 * manage_clients, a call still booked once its start has come is marked held or missed (with
 * Undo meanwhile). Whether a start has come is told against the time of the list's read.
 */
export function BookingsDay({ user, manage }: { user: SessionUser; manage: boolean }) {
  const location = useLocation();
  const navigate = useNavigate();
  // The time the tab opened: today, for the default day and the address.
  const [opened] = useState(() => Date.now());
  const { day, notice } = parseDay(location.search, opened);
  const today = istDate(opened);
  const [loaded, reload] = useLoad(
    async () => ({ rows: await listBookingsOn(day), readAt: Date.now() }),
    `bookings:${day}`,
  );
  const { pending, outcome, schedule, undo } = useUndoableChange({ done: reload, describe: explainChangeFailure });
  const [open, setOpen] = useState<string | null>(null);
  // The date as typed: a browser's date field changes with each part typed, so the field stays the
  // same element while each whole date is shown, and follows the address when it changes otherwise.
  const [typed, setTyped] = useState(day);
  const [shownDay, setShownDay] = useState(day);
  if (shownDay !== day) {
    setShownDay(day);
    setTyped(day);
  }

  const choose = (value: string) => {
    if (!isDate(value) || value === day) return;
    setOpen(null);
    void navigate(`${tabPath('clients')}${daySearch(value, today)}`);
  };

  const mark = (row: BookingRow, to: BookingOutcome) =>
    schedule({
      label: `${row.name}, ${slotTime(row.slot)}: ${BOOKING_STATUS_LABELS[row.status]} → ${BOOKING_STATUS_LABELS[to]}`,
      run: () => setBookingOutcome(user.uid, row.id, to),
    });

  return (
    <Card aria-labelledby="bookings-heading">
      <h2 id="bookings-heading">Bookings</h2>
      <Muted>
        The first conversations visitors booked on the site, by day. Times are India’s (IST); each call is 30 minutes.
      </Muted>
      {notice ? <Alert tone="info">{notice}</Alert> : null}
      <Toolbar>
        <label htmlFor="bookings-day">
          Day
          <Input
            id="bookings-day"
            type="date"
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              choose(event.target.value);
            }}
          />
        </label>
      </Toolbar>
      <UndoBar pending={pending} outcome={outcome} undo={undo} />
      <Loading loaded={loaded} retry={reload}>
        {({ rows, readAt }) => {
          if (rows.length === 0) return <Muted data-bookings-empty="">No bookings on this day.</Muted>;
          return (
            <>
              <Words>
                <TableWrap cards>
                  <table aria-label={`Bookings on ${longDate(day)}`}>
                    <thead>
                      <tr>
                        <th scope="col">Time (IST)</th>
                        <th scope="col">Name</th>
                        <th scope="col">Phone</th>
                        <th scope="col">Email</th>
                        <th scope="col">Topic</th>
                        <th scope="col">Adviser</th>
                        <th scope="col">Status</th>
                        <th scope="col">
                          <VisuallyHidden>Actions</VisuallyHidden>
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {rows.map((row) => {
                        const shown = open === row.id;
                        const time = slotTime(row.slot);
                        return (
                          <Fragment key={row.id}>
                            <tr data-booking={row.id} data-status={row.status}>
                              <td>{time}</td>
                              <td data-label="Name">{row.name}</td>
                              <td data-label="Phone">
                                {row.phone ? <a href={`tel:${row.phone}`}>{row.phone}</a> : '—'}
                              </td>
                              <td data-label="Email">
                                <EmailAddress address={row.email} />
                              </td>
                              <td data-label="Topic">{BOOKING_TOPIC_LABELS[row.topic]}</td>
                              <td data-label="Adviser">{row.adviserName || '—'}</td>
                              <td data-label="Status">
                                <Status $status={row.status}>{BOOKING_STATUS_LABELS[row.status]}</Status>
                              </td>
                              <td>
                                <Actions>
                                  {manage && outcomeDue(row.status, row.slot, readAt) ? (
                                    <>
                                      <Button
                                        type="button"
                                        disabled={pending !== null}
                                        aria-label={`Held: the call with ${row.name} at ${time}`}
                                        onClick={() => mark(row, 'held')}
                                      >
                                        Held
                                      </Button>
                                      <Button
                                        type="button"
                                        $variant="outline"
                                        disabled={pending !== null}
                                        aria-label={`Missed: the call with ${row.name} at ${time}`}
                                        onClick={() => mark(row, 'missed')}
                                      >
                                        Missed
                                      </Button>
                                    </>
                                  ) : null}
                                  <Button
                                    type="button"
                                    $variant="outline"
                                    aria-expanded={shown}
                                    aria-label={`${shown ? 'Hide the notes' : 'Notes'} of the call with ${row.name} at ${time}`}
                                    onClick={() => setOpen(shown ? null : row.id)}
                                  >
                                    {shown ? 'Hide notes' : 'Notes'}
                                  </Button>
                                </Actions>
                              </td>
                            </tr>
                            {shown ? (
                              <tr>
                                <td colSpan={COLUMNS}>
                                  <BookingNotes booking={row} user={user} manage={manage} />
                                </td>
                              </tr>
                            ) : null}
                          </Fragment>
                        );
                      })}
                    </tbody>
                  </table>
                </TableWrap>
              </Words>
              {rows.length >= BOOKINGS_DAY_MAX ? <Muted>Only the first {BOOKINGS_DAY_MAX} are shown.</Muted> : null}
            </>
          );
        }}
      </Loading>
    </Card>
  );
}

/** Each status's ink and background: booked navy, held green, missed red, cancelled grey. */
const STATUS_COLOURS: Readonly<Record<BookingStatus, { ink: keyof Theme['color']; surface: keyof Theme['color'] }>> = {
  booked: { ink: 'navy', surface: 'navySurface' },
  held: { ink: 'success', surface: 'successSurface' },
  missed: { ink: 'error', surface: 'errorSurface' },
  cancelled: { ink: 'muted', surface: 'surface' },
};

const Status = styled(Pill)<{ $status: BookingStatus }>`
  color: ${({ theme, $status }) => theme.color[STATUS_COLOURS[$status].ink]};
  background: ${({ theme, $status }) => theme.color[STATUS_COLOURS[$status].surface]};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

// Names, topics and advisers break between words, a phone number not at all; only an email
// breaks anywhere (the table's default).
const Words = styled.div`
  td[data-label='Name'],
  td[data-label='Topic'],
  td[data-label='Adviser'] {
    overflow-wrap: break-word;
  }
  td[data-label='Phone'] {
    white-space: nowrap;
  }
`;
