import { describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from '@meridian/shared/documents';
import { HONEYPOT_FIELD } from '@meridian/shared/submissions';
import { handleSubmit, type SubmitDeps, type SubmitStore } from '../submit/handler';
import type { AdviserSlots } from './calendar';
import { keyHashOf, type BookingStore, type BookingToStore, type Candidate } from './submit';

// Thursday 26 November 2026, 16:00 IST: the first bookable day is Friday 27 November.
const NOW = Date.parse('2026-11-26T10:30:00Z');
const KEY = '0123456789abcdef0123456789abcdef';

const weekdays = { from: '10:00', to: '12:00' };
const meera: AdviserSlots = {
  uid: 'uid-meera',
  displayName: 'Meera Iyer',
  calendar: { weekly: { 1: [weekdays], 2: [weekdays], 3: [weekdays], 4: [weekdays], 5: [weekdays] }, daysOff: [] },
  held: [],
};
const ravi: AdviserSlots = { ...meera, uid: 'uid-ravi', displayName: 'Ravi Menon', held: ['2026-11-27T10:00'] };

/** The booking store as its transaction behaves, in memory: held slots by adviser, bookings by id. */
function memoryBookings(advisers: AdviserSlots[], options: { limited?: boolean } = {}) {
  const held = new Map(advisers.map((adviser) => [adviser.uid, new Set(adviser.held)]));
  const bookings = new Map<string, BookingToStore & { adviser: string; status: string; link: string }>();
  const tried: Candidate[][] = [];
  const store: BookingStore = {
    async advisers() {
      return advisers.map((adviser) => ({ ...adviser, held: [...(held.get(adviser.uid) ?? [])] }));
    },
    async book(_counters, booking, candidates, _now, manageLink) {
      if (options.limited) return { kind: 'limited', retryAfterMs: 60_000 };
      tried.push([...candidates]);
      const free = candidates.find((candidate) => !held.get(candidate.uid)?.has(booking.slot));
      if (!free) return { kind: 'taken' };
      held.get(free.uid)?.add(booking.slot);
      const id = `b${bookings.size + 1}`;
      bookings.set(id, { ...booking, adviser: free.uid, status: 'booked', link: manageLink(id) });
      return { kind: 'booked', id, adviserName: free.displayName };
    },
    async change(_counters, change) {
      const booking = bookings.get(change.booking);
      if (!booking || booking.keyHash !== change.keyHash || booking.status !== 'booked') return { kind: 'unknown' };
      const free = change.to?.candidates.find((candidate) => !held.get(candidate.uid)?.has(change.to?.slot ?? ''));
      if (change.to && !free) return { kind: 'taken' };
      held.get(booking.adviser)?.delete(booking.slot);
      if (!change.to || !free) {
        booking.status = 'cancelled';
        return { kind: 'changed', slot: booking.slot, adviserName: 'Meera Iyer' };
      }
      held.get(free.uid)?.add(change.to.slot);
      Object.assign(booking, { slot: change.to.slot, adviser: free.uid });
      return { kind: 'changed', slot: change.to.slot, adviserName: free.displayName };
    },
  };
  return { store, held, bookings, tried };
}

const unusedStore = {} as SubmitStore;

function deps(bookings: BookingStore): SubmitDeps {
  return {
    store: unusedStore,
    bookings,
    siteUrl: 'https://meridian.example',
    newKey: () => KEY,
    now: () => NOW,
    salt: 'a-test-salt-of-some-length',
    trustedHops: 1,
    verifyAppCheck: null,
    verifyIdToken: async () => {
      throw new Error('no sign-in in these tests');
    },
    profileOf: async () => null,
  };
}

const fields = { name: 'Asha Rao', email: 'asha@example.in', phone: '+91 98200 12345', topic: 'retirement' };

function post(body: Record<string, unknown>) {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
    body: JSON.stringify(body),
    socketAddress: '10.0.0.1',
  };
}

const booking = (slot: string, change: Record<string, unknown> = {}) =>
  post({
    kind: 'booking',
    slot,
    fields,
    consent: { noticeVersion: PRIVACY_NOTICE_VERSION, noticeLanguage: 'en' },
    page: '/contact',
    [HONEYPOT_FIELD]: '',
    elapsedMs: 30_000,
    ...change,
  });

describe('a booking through the public write', () => {
  it('holds the slot for the adviser free then with the fewest calls that day, and mails a link with the key', async () => {
    const memory = memoryBookings([ravi, meera]);
    const answer = await handleSubmit(booking('2026-11-27T10:30'), deps(memory.store));
    expect(answer.status).toBe(202);
    expect(answer.body).toEqual({
      ok: true,
      booking: { id: 'b1', slot: '2026-11-27T10:30', adviserName: 'Meera Iyer' },
    });
    // Ravi holds a call that day, so Meera is tried first.
    expect(memory.tried[0]?.map((candidate) => candidate.uid)).toEqual(['uid-meera', 'uid-ravi']);
    const stored = memory.bookings.get('b1');
    expect(stored).toMatchObject({
      name: 'Asha Rao',
      topic: 'retirement',
      slot: '2026-11-27T10:30',
      noticeVersion: PRIVACY_NOTICE_VERSION,
      noticeLanguage: 'en',
    });
    // Only the key's hash is stored; the link carries the key, in the fragment.
    expect(stored?.keyHash).toBe(keyHashOf(KEY));
    expect(JSON.stringify(stored).replace(stored?.link ?? '', '')).not.toContain(KEY);
    expect(stored?.link).toBe(`https://meridian.example/contact/booking#b=b1&s=2026-11-27T10%3A30&k=${KEY}`);
  });

  it('gives a slot only one of two people: the second is told it is taken and offered the next free ones', async () => {
    const memory = memoryBookings([meera]);
    const [first, second] = await Promise.all([
      handleSubmit(booking('2026-11-27T10:00'), deps(memory.store)),
      handleSubmit(
        booking('2026-11-27T10:00', { fields: { ...fields, email: 'ravi@example.in' } }),
        deps(memory.store),
      ),
    ]);
    expect([first?.status, second?.status].sort()).toEqual([202, 409]);
    const refused = first?.status === 409 ? first : second;
    expect(refused?.body).toMatchObject({
      ok: false,
      reason: 'taken',
      next: ['2026-11-27T10:30', '2026-11-27T11:00', '2026-11-27T11:30'],
    });
  });

  it.each([
    ['a slot on a day off (Saturday)', '2026-11-28T10:00'],
    ['a slot outside the hours', '2026-11-27T15:00'],
    ['a slot already held', '2026-11-27T10:00'],
    ['today (less than a working day ahead)', '2026-11-26T11:00'],
  ])('refuses %s with the next free slots, storing nothing', async (_, slot) => {
    const memory = memoryBookings([ravi]);
    const answer = await handleSubmit(booking(slot), deps(memory.store));
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ reason: 'taken' });
    expect((answer.body as { next: string[] }).next).toHaveLength(3);
    expect(memory.bookings.size).toBe(0);
  });

  it('refuses bad fields beside each, and a missing consent', async () => {
    const memory = memoryBookings([meera]);
    const answer = await handleSubmit(
      booking('2026-11-27T10:00', { fields: { name: '', email: 'asha@', phone: '', topic: 'stocks' }, consent: null }),
      deps(memory.store),
    );
    expect(answer.status).toBe(400);
    expect(Object.keys((answer.body as { errors: Record<string, string> }).errors).sort()).toEqual([
      'consent',
      'email',
      'name',
      'phone',
      'topic',
    ]);
    expect(memory.bookings.size).toBe(0);
  });

  it('refuses what looks sent by a bot in words, storing nothing, and one over the limits with 429', async () => {
    const memory = memoryBookings([meera]);
    const bot = await handleSubmit(booking('2026-11-27T10:00', { [HONEYPOT_FIELD]: 'spam' }), deps(memory.store));
    expect(bot.status).toBe(400);
    expect(bot.body).toMatchObject({ reason: 'automated' });
    expect(memory.bookings.size).toBe(0);
    const limited = await handleSubmit(
      booking('2026-11-27T10:00'),
      deps(memoryBookings([meera], { limited: true }).store),
    );
    expect(limited.status).toBe(429);
  });
});

describe('a change from the confirmation\u2019s link', () => {
  async function booked() {
    const memory = memoryBookings([meera]);
    await handleSubmit(booking('2026-11-27T10:00'), deps(memory.store));
    return memory;
  }

  it('cancels with the key, releasing the slot; without it nothing changes', async () => {
    const memory = await booked();
    const wrong = await handleSubmit(
      post({ kind: 'booking-cancel', booking: 'b1', key: 'f'.repeat(32) }),
      deps(memory.store),
    );
    expect(wrong.status).toBe(404);
    expect(memory.bookings.get('b1')?.status).toBe('booked');
    const cancelled = await handleSubmit(post({ kind: 'booking-cancel', booking: 'b1', key: KEY }), deps(memory.store));
    expect(cancelled.status).toBe(200);
    expect(memory.bookings.get('b1')?.status).toBe('cancelled');
    expect(memory.held.get('uid-meera')?.has('2026-11-27T10:00')).toBe(false);
    const again = await handleSubmit(post({ kind: 'booking-cancel', booking: 'b1', key: KEY }), deps(memory.store));
    expect(again.status).toBe(404);
  });

  it('moves to a free slot, and refuses a slot not free with the next ones', async () => {
    const memory = await booked();
    const moved = await handleSubmit(
      post({ kind: 'booking-move', booking: 'b1', key: KEY, slot: '2026-11-30T11:00' }),
      deps(memory.store),
    );
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ booking: { slot: '2026-11-30T11:00' } });
    expect([...(memory.held.get('uid-meera') ?? [])]).toEqual(['2026-11-30T11:00']);
    const closed = await handleSubmit(
      post({ kind: 'booking-move', booking: 'b1', key: KEY, slot: '2026-11-29T11:00' }),
      deps(memory.store),
    );
    expect(closed.status).toBe(409);
  });

  it.each([
    [{ kind: 'booking-cancel', booking: 'b1', key: 'short' }],
    [{ kind: 'booking-cancel', booking: '../users/x', key: KEY }],
    [{ kind: 'booking-move', booking: 'b1', key: KEY, slot: 'tomorrow' }],
  ])('refuses a malformed change %j', async (body) => {
    const memory = await booked();
    expect((await handleSubmit(post(body), deps(memory.store))).status).toBe(400);
  });
});
