import { useEffect, useState } from 'react';
import styled from 'styled-components';
import {
  Alert,
  brand,
  Button,
  Container,
  EmailAddress,
  Link,
  PageBanner,
  PageMeta,
  Select,
  paths,
  useHydrated,
} from '@meridian/shared';
import { readManageFragment, slotWords } from '@meridian/shared/booking';
import { booking as text } from '../content/booking';
import { loadSlots, sendBookingChange } from '../data/booking';
import { groupByDay, type BookingOutcome } from '../domain/booking';

type Step =
  | { kind: 'idle' }
  | { kind: 'working' }
  | { kind: 'done'; message: string; cancelled: boolean }
  | { kind: 'failed'; message: string; next: string[] };

/**
 * /contact/booking: where a booking's confirmation links (BOOKING_MANAGE_PATH in
 * '@meridian/shared/booking'), with the
 * booking, its slot and its key in the fragment, which only the browser reads (so the page is
 * the same for everyone, prerendered, and kept out of search). Cancel the call, or move it to
 * another free time; the public write checks the key.
 */
export default function BookingManagePage() {
  const hydrated = useHydrated();
  const [link] = useState(() => (typeof window === 'undefined' ? null : readManageFragment(window.location.hash)));
  const [slot, setSlot] = useState(link?.slot ?? '');
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [moving, setMoving] = useState(false);
  const [free, setFree] = useState<string[] | null>(null);
  const [day, setDay] = useState('');
  const [time, setTime] = useState('');
  useEffect(() => {
    if (moving && free === null) void loadSlots().then((slots) => setFree(slots ?? []));
  }, [moving, free]);

  const apply = async (change: () => Promise<BookingOutcome>, cancelled: boolean) => {
    setStep({ kind: 'working' });
    const outcome = await change();
    if (outcome.kind === 'booked') {
      setSlot(outcome.slot);
      setMoving(false);
      setStep({
        kind: 'done',
        cancelled,
        message: cancelled ? text.manage.cancelled(slotWords(slot)) : text.manage.moved(outcome.when),
      });
    } else {
      setStep({ kind: 'failed', message: outcome.message, next: outcome.kind === 'taken' ? outcome.next : [] });
      if (outcome.kind === 'taken') setFree(null);
    }
  };
  const days = groupByDay(free ?? []);
  const chosen = days.find((one) => one.date === day);

  return (
    <>
      <PageMeta title={text.manage.title} description={text.manage.description} />
      <PageBanner title={text.manage.title} subtitle={text.manage.description} />
      <Container>
        <About>
          <p>{text.manage.about}</p>
          <p>
            {text.manage.otherwise} <a href={brand.phone.href}>{brand.phone.display}</a>,{' '}
            <a href={`mailto:${brand.email}`}>
              <EmailAddress address={brand.email} />
            </a>
            .
          </p>
        </About>
        {/* What it shows comes from the link's fragment, which only the browser has: in a space
            kept for it from the first frame, so that nothing moves when it comes. */}
        <Body aria-live="polite" data-after-hydration="">
          {!hydrated ? null : !link ? (
            <Alert tone="info">{text.manage.noLink}</Alert>
          ) : (
            <>
              {step.kind === 'done' ? (
                <Alert tone="success">{step.message}</Alert>
              ) : (
                <p>{text.manage.intro(slotWords(slot))}</p>
              )}
              {step.kind === 'failed' ? <Alert tone="error">{step.message}</Alert> : null}
              {step.kind === 'done' && step.cancelled ? (
                <Link to={paths.book}>{text.manage.bookAgain}</Link>
              ) : (
                <Actions>
                  <Button
                    type="button"
                    $variant="outline"
                    disabled={step.kind === 'working'}
                    onClick={() =>
                      void apply(
                        () =>
                          sendBookingChange(
                            { kind: 'booking-cancel', booking: link.id, key: link.key },
                            text.unreachable,
                          ),
                        true,
                      )
                    }
                  >
                    {step.kind === 'working' && !moving ? text.manage.cancelling : text.manage.cancel}
                  </Button>
                  <Button type="button" $variant="outline" onClick={() => setMoving(true)} disabled={moving}>
                    {text.manage.move}
                  </Button>
                </Actions>
              )}
              {moving ? (
                <Move
                  aria-label={text.manage.move}
                  onSubmit={(event) => {
                    event.preventDefault();
                    if (time === '') return;
                    void apply(
                      () =>
                        sendBookingChange(
                          { kind: 'booking-move', booking: link.id, key: link.key, slot: time },
                          text.unreachable,
                        ),
                      false,
                    );
                  }}
                >
                  <label htmlFor="move-day">{text.labels.day}</label>
                  <Select
                    id="move-day"
                    value={day}
                    disabled={free === null}
                    onChange={(event) => {
                      setDay(event.target.value);
                      setTime('');
                    }}
                  >
                    <option value="">{free === null ? text.loading : text.choose}</option>
                    {days.map((one) => (
                      <option key={one.date} value={one.date}>
                        {`${one.label} · ${text.freeCount(one.times.length)}`}
                      </option>
                    ))}
                  </Select>
                  {chosen ? (
                    <>
                      <label htmlFor="move-time">{text.labels.slot}</label>
                      <Select id="move-time" value={time} onChange={(event) => setTime(event.target.value)}>
                        <option value="">{text.choose}</option>
                        {chosen.times.map((one) => (
                          <option key={one.id} value={one.id}>
                            {one.label}
                          </option>
                        ))}
                      </Select>
                    </>
                  ) : null}
                  <div>
                    <Button type="submit" disabled={time === '' || step.kind === 'working'}>
                      {step.kind === 'working' ? text.manage.moving : text.manage.moveTo}
                    </Button>
                  </div>
                </Move>
              ) : null}
            </>
          )}
        </Body>
      </Container>
    </>
  );
}

const About = styled.div`
  max-width: 640px;
  padding-top: 32px;
  color: ${({ theme }) => theme.color.muted};
  p {
    margin: 0 0 8px;
  }
  a {
    color: ${({ theme }) => theme.color.navy};
    font-weight: 600;
  }
`;

const Body = styled.section`
  max-width: 640px;
  min-height: 16rem;
  align-content: start;
  padding: 16px 0 48px;
  display: grid;
  gap: 16px;
  p {
    margin: 0;
    font-size: 1.08rem;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

const Move = styled.form`
  display: grid;
  gap: 8px;
  max-width: 360px;
  label {
    font-weight: 600;
  }
`;
