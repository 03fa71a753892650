import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Alert, Button, Field, FieldError, FieldHint, TextArea, useLoad, type SessionUser } from '@meridian/shared';
import { BOOKING_LIMITS } from '@meridian/shared/booking';
import { longDate } from '@meridian/shared/complaints';
import { formatDateTime, Loading } from '@meridian/portal-kit';
import { addBookingNote, listBookingNotes, type BookingNoteRow, type BookingRow } from '../../data/bookings';
import { checkNote, noteKeptUntil, slotTime } from '../../domain/booking-day';
import { explainChangeFailure } from '../../domain/change-failure';
import { Muted } from '../card';

/**
 * A booking's notes, oldest first, each with its author, its time and the day it is kept until
 * (five years from its writing, derived from `at`); with manage_clients, a note added. A note
 * can't be changed or deleted once added. A note that could not be added keeps its text.
 */
export function BookingNotes({ booking, user, manage }: { booking: BookingRow; user: SessionUser; manage: boolean }) {
  const [loaded, reload] = useLoad(() => listBookingNotes(booking.id), `notes:${booking.id}`);
  const heading = `notes-${booking.id}-heading`;
  return (
    <Notes aria-labelledby={heading} data-booking-notes={booking.id}>
      <h3 id={heading}>
        Notes of the call with {booking.name} at {slotTime(booking.slot)}
      </h3>
      <Loading loaded={loaded} retry={reload}>
        {(notes) =>
          notes.length === 0 ? (
            <Muted>No notes yet.</Muted>
          ) : (
            <List>
              {notes.map((note) => (
                <li key={note.id} data-note={note.id}>
                  <Text>{note.text}</Text>
                  <Small>
                    {authorOf(note, booking, user)}, {formatDateTime(note.at)}
                    {note.at === null ? null : <> · Kept until {longDate(noteKeptUntil(note.at))}</>}
                  </Small>
                </li>
              ))}
            </List>
          )
        }
      </Loading>
      {manage ? (
        <NoteForm booking={booking} user={user} added={reload} />
      ) : (
        <Muted>Adding a note needs the permission to manage clients.</Muted>
      )}
    </Notes>
  );
}

/**
 * Who wrote a note, without reading anyone's profile: "You", the booking's adviser by the name the
 * booking holds, else the start of their uid (the uid is the authority, a name a label).
 */
function authorOf(note: BookingNoteRow, booking: BookingRow, user: SessionUser): string {
  if (note.by === user.uid) return 'You';
  if (note.by === booking.adviser && booking.adviserName) return booking.adviserName;
  return `uid ${note.by.slice(0, 8)}`;
}

function NoteForm({ booking, user, added }: { booking: BookingRow; user: SessionUser; added: () => void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [state, setState] = useState<{ kind: 'idle' | 'working' } | { kind: 'failed'; message: string }>({
    kind: 'idle',
  });
  const id = `note-${booking.id}`;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = checkNote(text);
    setError(problem);
    if (problem) {
      document.getElementById(id)?.focus();
      return;
    }
    setState({ kind: 'working' });
    try {
      await addBookingNote(user.uid, booking.id, text);
      setText('');
      setState({ kind: 'idle' });
      added();
    } catch (failure) {
      // The text stays in the box: nothing typed is lost.
      setState({ kind: 'failed', message: `The note was not added. ${explainChangeFailure(failure)}` });
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={`Add a note on the call with ${booking.name}`}
    >
      {state.kind === 'failed' ? <Alert tone="error">{state.message}</Alert> : null}
      <Field>
        <label htmlFor={id}>Add a note</label>
        <FieldHint id={`${id}-hint`}>
          Kept five years from today (SEBI’s record-keeping). A note can’t be changed or deleted once added.
        </FieldHint>
        <TextArea
          id={id}
          rows={3}
          maxLength={BOOKING_LIMITS.note}
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={[error ? `${id}-error` : null, `${id}-hint`].filter(Boolean).join(' ')}
          onChange={(event) => setText(event.target.value)}
        />
        {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
      </Field>
      <Button type="submit" disabled={state.kind === 'working'}>
        {state.kind === 'working' ? 'Adding...' : 'Add note'}
      </Button>
    </form>
  );
}

const Notes = styled.section`
  display: grid;
  gap: 12px;
  max-width: 720px;
  padding: 8px 0;
  h3 {
    margin: 0;
    font-size: 1rem;
    color: ${({ theme }) => theme.color.navy};
  }
  form {
    display: grid;
    gap: 12px;
    justify-items: start;
  }
  form > div {
    width: 100%;
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
`;

const Text = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  padding: 12px;
  margin: 0 0 4px;
  background: ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius.small};
`;

const Small = styled.span`
  font-size: 0.85rem;
  color: ${({ theme }) => theme.color.muted};
`;
