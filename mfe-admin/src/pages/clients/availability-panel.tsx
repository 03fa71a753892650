import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Alert, Button, FieldError, Input, useLoad, type SessionUser } from '@meridian/shared';
import { BOOKING_HORIZON_DAYS, BOOKING_LIMITS, WEEKDAY_KEYS, type WeekdayKey } from '@meridian/shared/booking';
import { istDate, longDate } from '@meridian/shared/complaints';
import { formatDateTime, Loading } from '@meridian/portal-kit';
import { readAdviser, saveAdviser, type AdviserRead } from '../../data/bookings';
import {
  bookableSlots,
  checkDayOff,
  draftOf,
  validateAvailability,
  WEEKDAY_NAMES,
  type AvailabilityDraft,
  type AvailabilityField,
} from '../../domain/availability-form';
import { explainChangeFailure } from '../../domain/change-failure';
import { Card, Muted } from '../card';
import { Row } from '../field-row';

/**
 * The signed-in staff member's own availability (manage_clients; advisers/{uid}): the name
 * visitors see, the windows of each weekday and the days off, read and then saved whole. Under
 * the form, how many slots it offers visitors as it stands.
 */
export function AvailabilityPanel({ user }: { user: SessionUser }) {
  const [loaded, reload] = useLoad(() => readAdviser(user.uid), `adviser:${user.uid}`);
  return (
    <Card aria-labelledby="availability-heading">
      <h2 id="availability-heading">Your availability</h2>
      <Muted>
        When visitors can book a first conversation with you: 30-minute calls on the hour and half hour, in India’s time
        (IST), on working days (Monday to Friday) from the working day after today up to {BOOKING_HORIZON_DAYS} days
        ahead. Windows on Saturday and Sunday are kept but not offered.
      </Muted>
      <Loading loaded={loaded} retry={reload}>
        {(stored) => <AvailabilityForm stored={stored} user={user} />}
      </Loading>
    </Card>
  );
}

type SaveState = { kind: 'idle' | 'working' | 'saved' } | { kind: 'failed'; message: string };

/** The id of the control a field's error is told beside (the first to focus when saving is refused). */
function fieldId(field: AvailabilityField): string {
  if (field === 'displayName') return 'adviser-name';
  if (field === 'dayOff') return 'day-off';
  const [first = '', index = '', end = ''] = field.split('.');
  if (first === 'daysOff') return `day-off-${index}-remove`;
  // A day's error (too many windows) is told under its name, before its first window.
  return end ? `availability-${first}-${index}-${end}` : `availability-${first}-0-from`;
}

/** The order fields are checked in on screen: the name, each weekday's windows, the days off. */
function fieldOrder(draft: AvailabilityDraft): AvailabilityField[] {
  return [
    'displayName',
    ...WEEKDAY_KEYS.flatMap((key): AvailabilityField[] => [
      key,
      ...draft.weekly[key].flatMap((_window, index): AvailabilityField[] => [
        `${key}.${index}.from`,
        `${key}.${index}.to`,
      ]),
    ]),
    'dayOff',
    ...draft.daysOff.map((_day, index): AvailabilityField => `daysOff.${index}`),
  ];
}

function AvailabilityForm({ stored, user }: { stored: AdviserRead | null; user: SessionUser }) {
  // The time the form opened: today for the days off, and now for the preview of the slots.
  const [opened] = useState(() => Date.now());
  const today = istDate(opened);
  const [first] = useState(() => draftOf(stored, user.displayName, today));
  const [draft, setDraft] = useState<AvailabilityDraft>(first.draft);
  const [dayOff, setDayOff] = useState('');
  const [addError, setAddError] = useState<string | undefined>();
  // Once saving was tried, each field's error is told beside it, and goes as it is put right.
  const [checked, setChecked] = useState(false);
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const result = validateAvailability(draft, dayOff, today);
  const errors = checked && !result.ok ? result.errors : {};
  const slots = bookableSlots(draft, opened);

  const edit = (next: AvailabilityDraft) => {
    setDraft(next);
    if (state.kind === 'saved') setState({ kind: 'idle' });
  };
  const setWindows = (key: WeekdayKey, windows: AvailabilityDraft['weekly'][WeekdayKey]) =>
    edit({ ...draft, weekly: { ...draft.weekly, [key]: windows } });

  const addDayOff = () => {
    const problem = checkDayOff(dayOff, draft.daysOff, today);
    setAddError(problem);
    if (problem) {
      document.getElementById('day-off')?.focus();
      return;
    }
    edit({ ...draft, daysOff: [...draft.daysOff, dayOff].sort() });
    setDayOff('');
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    if (!result.ok) {
      const wrong = fieldOrder(draft).find((field) => result.errors[field]);
      if (wrong) document.getElementById(fieldId(wrong))?.focus();
      return;
    }
    setState({ kind: 'working' });
    try {
      await saveAdviser(user.uid, result.write);
      setState({ kind: 'saved' });
    } catch (failure) {
      // The form keeps everything typed: only the save is to be tried again.
      setState({ kind: 'failed', message: `Your availability was not saved. ${explainChangeFailure(failure)}` });
    }
  };

  return (
    <>
      <form noValidate onSubmit={(event) => void save(event)} aria-label="Your availability">
        <Muted>
          {stored?.updatedAt
            ? `Last saved ${formatDateTime(stored.updatedAt)}.`
            : 'Not saved yet: visitors can’t book you.'}
          {first.dropped === 1 ? ' A day off that has passed is left out, and goes when you save.' : null}
          {first.dropped > 1 ? ` ${first.dropped} days off that have passed are left out, and go when you save.` : null}
        </Muted>
        {checked && !result.ok ? (
          <Alert tone="error">Some fields need fixing before your availability can be saved: each says why.</Alert>
        ) : null}
        {state.kind === 'failed' ? <Alert tone="error">{state.message}</Alert> : null}
        {state.kind === 'saved' ? (
          <Alert tone="success">Saved. Visitors can book these times from now on.</Alert>
        ) : null}
        <Name>
          <Row
            label="Your name as visitors see it"
            id="adviser-name"
            error={errors.displayName}
            hint="In the confirmation of a booking with you."
          >
            {(props) => (
              <Input
                {...props}
                maxLength={BOOKING_LIMITS.adviserName}
                value={draft.displayName}
                onChange={(event) => edit({ ...draft, displayName: event.target.value })}
              />
            )}
          </Row>
        </Name>
        <Week>
          {WEEKDAY_KEYS.map((key) => {
            const name = WEEKDAY_NAMES[key];
            const windows = draft.weekly[key];
            const dayError = errors[key];
            return (
              <Day key={key} aria-describedby={dayError ? `availability-${key}-error` : undefined}>
                <legend>{name}</legend>
                {dayError ? <FieldError id={`availability-${key}-error`}>{dayError}</FieldError> : null}
                {windows.length === 0 ? <Muted>No calls.</Muted> : null}
                {windows.map((window, index) => (
                  <Window key={index} data-window={`${key}.${index}`}>
                    {(['from', 'to'] as const).map((end) => (
                      <Row
                        key={end}
                        label={end === 'from' ? 'From' : 'To'}
                        id={`availability-${key}-${index}-${end}`}
                        error={errors[`${key}.${index}.${end}`]}
                      >
                        {(props) => (
                          <Input
                            {...props}
                            type="time"
                            step={1800}
                            value={window[end]}
                            onChange={(event) =>
                              setWindows(
                                key,
                                windows.map((item, at) =>
                                  at === index ? { ...item, [end]: event.target.value } : item,
                                ),
                              )
                            }
                          />
                        )}
                      </Row>
                    ))}
                    <Button
                      type="button"
                      $variant="ghost"
                      aria-label={`Remove ${name}’s window ${index + 1}`}
                      onClick={() =>
                        setWindows(
                          key,
                          windows.filter((_item, at) => at !== index),
                        )
                      }
                    >
                      Remove
                    </Button>
                  </Window>
                ))}
                {windows.length < BOOKING_LIMITS.windowsPerDay ? (
                  <Button
                    type="button"
                    $variant="outline"
                    aria-label={`Add a window on ${name}`}
                    onClick={() => setWindows(key, [...windows, { from: '', to: '' }])}
                  >
                    Add a window
                  </Button>
                ) : null}
              </Day>
            );
          })}
        </Week>
        <Day>
          <legend>Days off</legend>
          <AddDay>
            <Row
              label="Day off"
              id="day-off"
              error={addError ?? errors.dayOff}
              hint={`Today or later; up to ${BOOKING_LIMITS.daysOff} listed.`}
            >
              {(props) => (
                <Input
                  {...props}
                  type="date"
                  min={today}
                  value={dayOff}
                  onChange={(event) => {
                    setDayOff(event.target.value);
                    setAddError(undefined);
                  }}
                />
              )}
            </Row>
            <Button type="button" $variant="outline" onClick={addDayOff}>
              Add
            </Button>
          </AddDay>
          {draft.daysOff.length === 0 ? (
            <Muted>No days off.</Muted>
          ) : (
            <DaysOff aria-label="Your days off">
              {draft.daysOff.map((day, index) => {
                const error = errors[`daysOff.${index}`];
                return (
                  <li key={day} data-day-off={day}>
                    <span>{longDate(day)}</span>
                    <Button
                      type="button"
                      $variant="ghost"
                      id={`day-off-${index}-remove`}
                      aria-label={`Remove ${longDate(day)}`}
                      aria-describedby={error ? `day-off-${index}-error` : undefined}
                      onClick={() => edit({ ...draft, daysOff: draft.daysOff.filter((_item, at) => at !== index) })}
                    >
                      Remove
                    </Button>
                    {error ? <FieldError id={`day-off-${index}-error`}>{error}</FieldError> : null}
                  </li>
                );
              })}
            </DaysOff>
          )}
        </Day>
        <Button type="submit" disabled={state.kind === 'working'}>
          {state.kind === 'working' ? 'Saving...' : 'Save availability'}
        </Button>
      </form>
      <Preview role="status" data-bookable={slots}>
        Visitors can book {slots} {slots === 1 ? 'slot' : 'slots'} in the next {BOOKING_HORIZON_DAYS} days.
      </Preview>
    </>
  );
}

const Name = styled.div`
  max-width: 420px;
  margin-bottom: 16px;
`;

const Week = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: 12px;
  margin-bottom: 12px;
`;

const Day = styled.fieldset`
  display: grid;
  gap: 10px;
  align-content: start;
  justify-items: start;
  min-width: 0;
  margin: 0 0 16px;
  padding: 12px 16px 16px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.small};
  legend {
    padding: 0 4px;
    font-weight: 600;
    color: ${({ theme }) => theme.color.navy};
  }
  p {
    margin: 0;
  }
`;

// From and To side by side, each wide enough for its time; Remove beside them, or under them
// where the day is narrow.
const Window = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: end;
  width: 100%;
  & > :not(button) {
    flex: 1 1 8.5rem;
    min-width: 8.5rem;
  }
`;

const AddDay = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: end;
`;

const DaysOff = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 4px;
  li {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 12px;
    align-items: center;
  }
`;

const Preview = styled.p`
  margin: 16px 0 0;
  font-weight: 600;
  color: ${({ theme }) => theme.color.navy};
`;
