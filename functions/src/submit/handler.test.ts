import { describe, expect, it } from 'vitest';
import { formatTicket, istYear } from '@meridian/shared/complaints';
import { PRIVACY_NOTICE_VERSION } from '@meridian/shared/documents';
import { CONSENT_MESSAGES, HONEYPOT_FIELD, MAX_BODY_BYTES, SUBMIT_LIMITS } from '@meridian/shared/submissions';
import { clientAddress, privateKey } from './client-address';
import {
  complaintReceipt,
  handleSubmit,
  type CommentTarget,
  type CommentToStore,
  type ComplaintToStore,
  type GrievanceToStore,
  type LeadToStore,
  type SubscriptionToStore,
  type SubmitDeps,
  type SubmitRequest,
  type SubmitStore,
  type ToStore,
} from './handler';
import { admitted, countersFor, type Counter } from './limits';

/** A complaint as the memory store keeps it: what the handler gave, with its ticket and time. */
type StoredComplaint = ComplaintToStore & { ticket: string; receivedAt: number };

/**
 * The store as Firestore's transaction behaves, in memory: each limit's times, the leads and the
 * complaints stored, and each year's last ticket serial.
 */
function memoryStore(): SubmitStore & {
  leads: LeadToStore[];
  subscriptions: SubscriptionToStore[];
  complaints: StoredComplaint[];
  grievances: (GrievanceToStore & { id: string; receivedAt: number })[];
  comments: (CommentToStore & { id: string })[];
  /** What commentTarget answers, by post id (a missing one: no post) and for the author. */
  posts: Map<string, NonNullable<CommentTarget['post']>>;
  author: CommentTarget['author'];
  counts: Map<string, number[]>;
  serials: Map<number, number>;
} {
  const counts = new Map<string, number[]>();
  const serials = new Map<number, number>();
  const leads: LeadToStore[] = [];
  const subscriptions: SubscriptionToStore[] = [];
  const complaints: StoredComplaint[] = [];
  const grievances: (GrievanceToStore & { id: string; receivedAt: number })[] = [];
  const comments: (CommentToStore & { id: string })[] = [];
  const posts = new Map<string, NonNullable<CommentTarget['post']>>();
  return {
    leads,
    subscriptions,
    complaints,
    grievances,
    comments,
    posts,
    author: { displayName: 'Asha Rao', disabled: false },
    counts,
    serials,
    async commentTarget(postId: string) {
      return { post: posts.get(postId) ?? null, author: this.author };
    },
    async admit(counters: Counter[], toStore: ToStore | null, now: number) {
      const decisions = counters.map((counter) => admitted(counts.get(counter.id) ?? [], now, counter));
      const refused = decisions.flatMap((decision) => (decision.ok ? [] : [decision.retryAfterMs]));
      if (refused.length > 0) return { admitted: false, retryAfterMs: Math.max(...refused) };
      decisions.forEach((decision, index) => {
        const counter = counters[index];
        if (decision.ok && counter) counts.set(counter.id, decision.times);
      });
      if (toStore?.kind === 'lead') leads.push(toStore.lead);
      if (toStore?.kind === 'subscription') subscriptions.push(toStore.subscription);
      if (toStore?.kind === 'comment') {
        const id = `comment-${comments.length + 1}`;
        comments.push({ ...toStore.comment, id });
        return { admitted: true, ticket: null, id };
      }
      if (toStore?.kind === 'grievance') {
        const id = `grievance-${grievances.length + 1}`;
        grievances.push({ ...toStore.grievance, id, receivedAt: now });
        return { admitted: true, ticket: null, id };
      }
      if (toStore?.kind === 'complaint') {
        const year = istYear(now);
        const serial = (serials.get(year) ?? 0) + 1;
        serials.set(year, serial);
        const ticket = formatTicket(year, serial);
        complaints.push({ ...toStore.complaint, ticket, receivedAt: now });
        return { admitted: true, ticket };
      }
      return { admitted: true, ticket: null };
    },
  };
}

const NOW = Date.UTC(2026, 10, 24, 10, 30, 15);
/** The ID token that verifyIdToken takes, in these tests (a real one is a JWT: letters, digits, '.', '-', '_'). */
const GOOD_TOKEN = 'eyJhbGciOiJSUzI1NiJ9.good-token.signature';

function deps(store: SubmitStore, change: Partial<SubmitDeps> = {}): SubmitDeps {
  return {
    store,
    now: () => NOW,
    salt: 'a-test-salt-of-some-length',
    trustedHops: 1,
    verifyAppCheck: null,
    verifyIdToken: async (token) => {
      // A session that signed in an hour before NOW.
      if (token === GOOD_TOKEN)
        return { uid: 'uid-asha', email: 'asha@example.in', auth_time: (NOW - 3_600_000) / 1000 };
      throw new Error('auth/id-token-revoked');
    },
    profileOf: async () => ({ email: 'asha@example.in', displayName: 'Asha Rao' }),
    // Bookings have their own tests (../booking/submit.test.ts): none is made here.
    bookings: {
      advisers: async () => [],
      book: async () => ({ kind: 'taken' }),
      change: async () => ({ kind: 'unknown' }),
    },
    siteUrl: 'https://meridian.example',
    newKey: () => '0123456789abcdef0123456789abcdef',
    ...change,
  };
}

const fields = {
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.in',
  phone: '',
  message: 'Please call me about my retirement plan.',
};

function request(body: unknown, change: Partial<SubmitRequest> = {}): SubmitRequest {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    socketAddress: '10.0.0.1',
    ...change,
  };
}

const lead = (change: Record<string, unknown> = {}) => ({
  kind: 'lead',
  fields,
  consent: { noticeVersion: PRIVACY_NOTICE_VERSION, noticeLanguage: 'en' },
  page: '/contact',
  [HONEYPOT_FIELD]: '',
  elapsedMs: 9000,
  ...change,
});

describe('handleSubmit', () => {
  it('stores a valid lead, trimmed, with status new, and answers 202', async () => {
    const store = memoryStore();
    const response = await handleSubmit(request(lead({ fields: { ...fields, firstName: ' Asha ' } })), deps(store));
    expect(response.status).toBe(202);
    expect(response.body).toEqual({ ok: true });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(store.leads).toEqual([
      { ...fields, page: '/contact', status: 'new', noticeVersion: PRIVACY_NOTICE_VERSION, noticeLanguage: 'en' },
    ]);
  });

  it.each([
    ['no consent', lead({ consent: undefined }), CONSENT_MESSAGES.missing],
    ['a consent that is not an object', lead({ consent: true }), CONSENT_MESSAGES.missing],
    ['a consent with no version', lead({ consent: {} }), CONSENT_MESSAGES.missing],
    ['a consent to an older notice', lead({ consent: { noticeVersion: '2026-11' } }), CONSENT_MESSAGES.stale],
  ])('refuses a lead with %s (400, naming consent), storing and counting nothing', async (_what, body, message) => {
    const store = memoryStore();
    const response = await handleSubmit(request(body), deps(store));
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ ok: false, reason: 'invalid', errors: { consent: message } });
    expect(store.leads).toEqual([]);
    expect(store.subscriptions).toEqual([]);
  });

  it('stores a newsletter subscription with the notice version of its consent, and answers 202', async () => {
    const store = memoryStore();
    const body = {
      kind: 'newsletter',
      fields: { email: ' asha@example.in ' },
      consent: { noticeVersion: PRIVACY_NOTICE_VERSION, noticeLanguage: 'hi' },
      page: '/',
      [HONEYPOT_FIELD]: '',
      elapsedMs: 9000,
    };
    const response = await handleSubmit(request(body), deps(store));
    expect(response.status).toBe(202);
    expect(store.subscriptions).toEqual([
      {
        email: 'asha@example.in',
        page: '/',
        status: 'active',
        noticeVersion: PRIVACY_NOTICE_VERSION,
        noticeLanguage: 'hi',
      },
    ]);
    const refused = await handleSubmit(request({ ...body, consent: undefined }), deps(store));
    expect(refused.status).toBe(400);
    const invalid = await handleSubmit(request({ ...body, fields: { email: 'asha@' } }), deps(store));
    expect(invalid.body).toMatchObject({ errors: { email: expect.any(String) } });
    expect(store.subscriptions).toHaveLength(1);
  });

  it.each([
    ['a filled honeypot', lead({ [HONEYPOT_FIELD]: 'https://spam.example' })],
    ['a form sent 300 ms after it appeared', lead({ elapsedMs: 300 })],
  ])('refuses %s in words, stores nothing, and counts it against the limits', async (_what, body) => {
    const store = memoryStore();
    const response = await handleSubmit(request(body), deps(store));
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      ok: false,
      reason: 'automated',
      message: expect.stringMatching(/send it again/),
    });
    expect(store.leads).toEqual([]);
    expect(store.counts.size).toBeGreaterThan(0);
  });

  it.each([
    ['GET', request(lead(), { method: 'GET' }), 405],
    ['not JSON', request('firstName=Asha', { headers: { 'content-type': 'application/x-www-form-urlencoded' } }), 400],
    ['JSON that does not parse', request('{"kind": "lead",'), 400],
    ['an empty body', request(''), 400],
    ['a body over the limit', request(lead({ fields: { ...fields, message: 'x'.repeat(MAX_BODY_BYTES) } })), 413],
    ['an array', request([lead()]), 400],
    ['another kind', request(lead({ kind: 'complaint-of-the-future' })), 400],
    ['a field that is an object', request(lead({ fields: { ...fields, email: { $ne: '' } } })), 400],
    ['a message over 5,000 characters', request(lead({ fields: { ...fields, message: 'x'.repeat(5001) } })), 400],
    ['an invalid email', request(lead({ fields: { ...fields, email: 'asha@' } })), 400],
  ])('refuses %s with %s and stores nothing', async (_what, sent, status) => {
    const store = memoryStore();
    const response = await handleSubmit(sent, deps(store));
    expect(response.status).toBe(status);
    expect(response.body.ok).toBe(false);
    expect(store.leads).toEqual([]);
    expect(store.counts.size).toBe(0);
  });

  it('names the refused field, in the form’s own words', async () => {
    const response = await handleSubmit(request(lead({ fields: { ...fields, email: 'asha@' } })), deps(memoryStore()));
    expect(response.body).toMatchObject({
      reason: 'invalid',
      errors: { email: 'Please enter a valid email address, like name@example.com.' },
    });
  });

  it(`a burst of 50 from one address stores ${SUBMIT_LIMITS.perIpMinute}, then answers 429 with Retry-After`, async () => {
    const store = memoryStore();
    const answers = [];
    for (let index = 0; index < 50; index += 1) {
      answers.push(
        await handleSubmit(request(lead({ fields: { ...fields, email: `burst-${index}@example.in` } })), deps(store)),
      );
    }
    expect(store.leads).toHaveLength(SUBMIT_LIMITS.perIpMinute);
    expect(answers.filter((answer) => answer.status === 202)).toHaveLength(SUBMIT_LIMITS.perIpMinute);
    const limited = answers[SUBMIT_LIMITS.perIpMinute];
    expect(limited?.status).toBe(429);
    // All at the same moment: the first leaves the minute's window 60 seconds later.
    expect(limited?.headers['retry-after']).toBe('60');
    expect(limited?.body).toMatchObject({ reason: 'limited', retryAfterSeconds: 60 });
    expect(limited?.body.ok === false && limited.body.message).toMatch(/try again in 1 minute/);
  });

  it(`one email address is taken ${SUBMIT_LIMITS.perEmailDay} times a day, from any address`, async () => {
    const store = memoryStore();
    const statuses = [];
    for (let index = 0; index < 5; index += 1) {
      const from = request(lead(), {
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${index}` },
      });
      statuses.push((await handleSubmit(from, deps(store))).status);
    }
    expect(statuses).toEqual([202, 202, 202, 429, 429]);
  });

  it('the hour’s limit holds across minutes', async () => {
    const store = memoryStore();
    let now = NOW;
    const statuses: number[] = [];
    for (let index = 0; index < 40; index += 1) {
      now += 61_000 / 4;
      const body = lead({ fields: { ...fields, email: `hour-${index}@example.in` } });
      statuses.push((await handleSubmit(request(body), deps(store, { now: () => now }))).status);
    }
    expect(statuses.filter((status) => status === 202).length).toBeLessThanOrEqual(SUBMIT_LIMITS.perIpHour);
    expect(statuses.filter((status) => status === 202).length).toBeGreaterThan(SUBMIT_LIMITS.perIpMinute);
  });

  it('refuses a submission without a valid App Check token where App Check is enforced', async () => {
    const store = memoryStore();
    const verify = async (token: string | undefined) => token === 'good';
    const refused = await handleSubmit(request(lead()), deps(store, { verifyAppCheck: verify }));
    expect(refused.status).toBe(403);
    const accepted = await handleSubmit(
      request(lead(), { headers: { 'content-type': 'application/json', 'x-firebase-appcheck': 'good' } }),
      deps(store, { verifyAppCheck: verify }),
    );
    expect(accepted.status).toBe(202);
  });
});

const complaintFields = {
  name: ' Asha Rao ',
  email: 'asha@example.in',
  phone: ' +91 98765  43210 ',
  client: 'yes',
  category: 'fees',
  description: 'I was billed twice for the quarter.\nPlease refund the second charge.',
};

const complaint = (change: Record<string, unknown> = {}) => ({
  kind: 'complaint',
  fields: complaintFields,
  page: '/complaints',
  [HONEYPOT_FIELD]: '',
  elapsedMs: 20_000,
  ...change,
});

const withHeaders = (headers: Record<string, string>): Partial<SubmitRequest> => ({
  headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7', ...headers },
});

describe('handleSubmit: complaints', () => {
  it('stores a visitor’s complaint under the next ticket and answers 202 with the ticket and the answer’s last day', async () => {
    const store = memoryStore();
    const response = await handleSubmit(request(complaint()), deps(store));
    expect(response.status).toBe(202);
    expect(response.body).toEqual({
      ok: true,
      ticket: 'MWA-2026-000001',
      receivedAt: '2026-11-24T10:30:15.000Z',
      respondBy: '2026-12-15',
      complaint: { ticket: 'MWA-2026-000001', receivedOn: '2026-11-24', dueBy: '2026-12-15' },
    });
    expect(store.complaints).toEqual([
      {
        ticket: 'MWA-2026-000001',
        receivedAt: NOW,
        source: 'direct',
        status: 'received',
        resolvedAt: null,
        impersonation: false,
        category: 'fees',
        name: 'Asha Rao',
        email: 'asha@example.in',
        phone: '+91 98765 43210',
        isClient: true,
        description: 'I was billed twice for the quarter.\nPlease refund the second charge.',
        uid: null,
        reference: '',
        resolution: '',
        language: 'en',
      },
    ]);
    expect(store.leads).toEqual([]);
  });

  it('stores the language of the form a complaint was lodged on', async () => {
    const store = memoryStore();
    const response = await handleSubmit(request(complaint({ language: 'hi' })), deps(store));
    expect(response.status).toBe(202);
    expect(store.complaints[0]?.language).toBe('hi');
  });

  it('answers in the body only: no redirect, and nothing typed in any header', async () => {
    const response = await handleSubmit(request(complaint()), deps(memoryStore()));
    expect(response.headers.location).toBeUndefined();
    const headers = JSON.stringify(response.headers);
    for (const typed of ['Asha', 'asha@example.in', '98765', 'billed']) expect(headers).not.toContain(typed);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('issues the tickets in order, and marks an impersonation', async () => {
    const store = memoryStore();
    const first = await handleSubmit(request(complaint()), deps(store));
    const second = await handleSubmit(
      request(
        complaint({
          fields: { ...complaintFields, email: 'ravi@example.in', category: 'impersonation', client: 'no' },
        }),
      ),
      deps(store),
    );
    expect(first.body).toMatchObject({ ticket: 'MWA-2026-000001' });
    expect(second.body).toMatchObject({ ticket: 'MWA-2026-000002' });
    expect(store.complaints[1]).toMatchObject({ category: 'impersonation', impersonation: true, isClient: false });
  });

  it('a ticket’s year is India’s: 19:00 UTC on 31 December is already the next year', async () => {
    const store = memoryStore();
    const now = Date.UTC(2026, 11, 31, 19, 0, 0);
    const response = await handleSubmit(request(complaint()), deps(store, { now: () => now }));
    expect(response.body).toEqual({
      ok: true,
      ticket: 'MWA-2027-000001',
      receivedAt: '2026-12-31T19:00:00.000Z',
      respondBy: '2027-01-22',
      complaint: { ticket: 'MWA-2027-000001', receivedOn: '2027-01-01', dueBy: '2027-01-22' },
    });
  });

  it('a complaint sent with a valid ID token carries the signed-in person’s uid', async () => {
    const store = memoryStore();
    const response = await handleSubmit(
      request(complaint(), withHeaders({ authorization: `Bearer ${GOOD_TOKEN}` })),
      deps(store),
    );
    expect(response.status).toBe(202);
    expect(store.complaints[0]?.uid).toBe('uid-asha');
  });

  it.each([
    ['an expired or revoked token', `Bearer ${'x'.repeat(40)}`],
    ['a token too short to be one', 'Bearer abc'],
    ['another scheme', `Basic ${GOOD_TOKEN}`],
    ['Bearer and nothing', 'Bearer '],
  ])('refuses a complaint sent with %s (401), storing and counting nothing', async (_what, authorization) => {
    const store = memoryStore();
    const response = await handleSubmit(request(complaint(), withHeaders({ authorization })), deps(store));
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ ok: false, reason: 'session' });
    expect(store.complaints).toEqual([]);
    expect(store.counts.size).toBe(0);
  });

  it('a lead ignores an Authorization header (a lead is nobody’s)', async () => {
    const store = memoryStore();
    const response = await handleSubmit(
      request(lead(), withHeaders({ authorization: 'Bearer nonsense' })),
      deps(store),
    );
    expect(response.status).toBe(202);
    expect(response.body).toEqual({ ok: true });
    expect(store.leads).toHaveLength(1);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['an empty description', { description: '   ' }, 'description'],
    ['a description over 5,000 characters', { description: 'x'.repeat(5001) }, 'description'],
    ['no answer to "are you a client"', { client: '' }, 'client'],
    ['an unknown category', { category: 'tax' }, 'category'],
    ['no name', { name: '' }, 'name'],
    ['an invalid email', { email: 'asha@' }, 'email'],
    ['a phone with letters', { phone: 'call me' }, 'phone'],
    ['a field that is not text', { description: ['a', 'list'] }, 'description'],
  ])(
    'refuses a complaint with %s (400, naming the field), storing and counting nothing',
    async (_what, change, field) => {
      const store = memoryStore();
      const response = await handleSubmit(
        request(complaint({ fields: { ...complaintFields, ...change } })),
        deps(store),
      );
      expect(response.status).toBe(400);
      expect(
        response.body.ok === false && response.body.reason === 'invalid' && Object.keys(response.body.errors),
      ).toEqual([field]);
      expect(store.complaints).toEqual([]);
      expect(store.counts.size).toBe(0);
    },
  );

  it.each([
    ['a filled honeypot', complaint({ [HONEYPOT_FIELD]: 'https://spam.example' })],
    ['a form sent 300 ms after it appeared', complaint({ elapsedMs: 300 })],
  ])('refuses %s in words, without a ticket, and stores nothing', async (_what, body) => {
    const store = memoryStore();
    const response = await handleSubmit(request(body), deps(store));
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ ok: false, reason: 'automated' });
    expect(store.complaints).toEqual([]);
  });

  it(`one email address lodges ${SUBMIT_LIMITS.perEmailDay} complaints a day, from any address; then 429`, async () => {
    const store = memoryStore();
    const statuses = [];
    for (let index = 0; index < 5; index += 1) {
      const from = request(complaint(), withHeaders({ 'x-forwarded-for': `198.51.100.${index}` }));
      statuses.push((await handleSubmit(from, deps(store))).status);
    }
    expect(statuses).toEqual([202, 202, 202, 429, 429]);
    expect(store.complaints.map((stored) => stored.ticket)).toEqual(
      [1, 2, 3].map((serial) => formatTicket(2026, serial)),
    );
  });

  it('leads and complaints count against the same limits of an address', async () => {
    const store = memoryStore();
    const statuses = [];
    for (let index = 0; index < SUBMIT_LIMITS.perIpMinute + 1; index += 1) {
      const email = `mixed-${index}@example.in`;
      const body =
        index % 2 === 0 ? lead({ fields: { ...fields, email } }) : complaint({ fields: { ...complaintFields, email } });
      statuses.push((await handleSubmit(request(body), deps(store))).status);
    }
    expect(statuses.filter((status) => status === 202)).toHaveLength(SUBMIT_LIMITS.perIpMinute);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('complaintReceipt: the answer’s last day is the IST date of receipt plus 21 days', () => {
  it.each([
    ['2026-11-24T10:30:15.000Z', '2026-11-24', '2026-12-15'],
    ['2026-12-01T18:00:00.000Z', '2026-12-01', '2026-12-22'], // 23:30 IST on 1 December
    ['2026-12-01T18:30:00.000Z', '2026-12-02', '2026-12-23'], // 00:00 IST on 2 December
    ['2028-02-08T04:00:00.000Z', '2028-02-08', '2028-02-29'], // a leap year
    ['2026-12-20T06:00:00.000Z', '2026-12-20', '2027-01-10'], // into the next year
  ])('received %s (IST %s): answer by %s', (instant, receivedOn, respondBy) => {
    expect(complaintReceipt('MWA-2026-000001', Date.parse(instant))).toEqual({
      ok: true,
      ticket: 'MWA-2026-000001',
      receivedAt: instant,
      respondBy,
      complaint: { ticket: 'MWA-2026-000001', receivedOn, dueBy: respondBy },
    });
  });
});

describe('clientAddress', () => {
  it.each([
    ['the socket, when no proxy of ours is trusted', '203.0.113.7', '10.0.0.1', 0, '10.0.0.1'],
    ['the last entry, added by our one proxy', '198.51.100.1, 203.0.113.7', '10.0.0.1', 1, '203.0.113.7'],
    ['not a client-sent first entry', '1.2.3.4, 203.0.113.7', '10.0.0.1', 1, '203.0.113.7'],
    ['the entry before our two proxies', '1.2.3.4, 203.0.113.7, 35.1.1.1', '10.0.0.1', 2, '203.0.113.7'],
    ['the socket, when there is no header', undefined, '10.0.0.1', 1, '10.0.0.1'],
    ['the first, when the list is shorter than the proxies', '203.0.113.7', '10.0.0.1', 3, '203.0.113.7'],
  ])('%s', (_what, header, socket, hops, expected) => {
    expect(clientAddress(header, socket, hops)).toBe(expected);
  });
});

describe('privateKey and the counters', () => {
  it('keeps no address or email in a counter’s id', () => {
    const key = privateKey('Asha@Example.in', 'salt-salt-salt-salt');
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(privateKey(' asha@example.in ', 'salt-salt-salt-salt')).toBe(key);
    expect(privateKey('asha@example.in', 'another-salt-value')).not.toBe(key);
  });

  it('counts a minute, an hour and a day', () => {
    expect(countersFor('a', 'e').map((counter) => [counter.id, counter.limit, counter.windowMs])).toEqual([
      ['address-minute-a', SUBMIT_LIMITS.perIpMinute, 60_000],
      ['address-hour-a', SUBMIT_LIMITS.perIpHour, 3_600_000],
      ['email-day-e', SUBMIT_LIMITS.perEmailDay, 86_400_000],
    ]);
  });
});

describe('admitted (a sliding window)', () => {
  const minute: Counter = { id: 'm', limit: 3, windowMs: 60_000 };
  it.each([
    ['an empty window', [], 0, { ok: true, times: [0] }],
    ['room for one more', [1_000, 2_000], 3_000, { ok: true, times: [1_000, 2_000, 3_000] }],
    ['full: until the oldest leaves', [1_000, 2_000, 3_000], 4_000, { ok: false, retryAfterMs: 57_000 }],
    ['the oldest has left', [1_000, 2_000, 3_000], 61_000, { ok: true, times: [2_000, 3_000, 61_000] }],
    [
      'at the window’s edge the oldest has just left',
      [1_000, 2_000, 3_000],
      61_000,
      { ok: true, times: [2_000, 3_000, 61_000] },
    ],
    ['a time that is not a number is ignored', [Number.NaN], 5_000, { ok: true, times: [5_000] }],
    ['a time just ahead (another instance’s) counts', [5_010], 5_000, { ok: true, times: [5_010, 5_000] }],
    ['never a wait under a second', [1_000, 2_000, 60_500], 60_900, { ok: false, retryAfterMs: 1_000 }],
  ] as const)('%s', (_what, times, now, expected) => {
    expect(admitted(times, now, minute)).toEqual(expected);
  });

  it('no 60 seconds ever hold more than the limit, whatever the timing', () => {
    let times: number[] = [];
    const accepted: number[] = [];
    for (let now = 0; now < 600_000; now += 7_919) {
      const decision = admitted(times, now, minute);
      if (decision.ok) {
        times = decision.times;
        accepted.push(now);
      }
    }
    for (const start of accepted) {
      expect(accepted.filter((time) => time >= start && time < start + 60_000).length).toBeLessThanOrEqual(3);
    }
  });
});

describe('handleSubmit: a request for the free first conversation (a lead of type consultation)', () => {
  // NOW is Tuesday 24 November 2026, 16:00 IST.
  const consultationFields = {
    name: 'Asha Rao',
    email: 'asha@example.in',
    phone: '',
    date: '2026-11-26',
    slot: 'afternoon',
    note: 'About my retirement plan.',
  };
  const consultation = (change: Record<string, unknown> = {}, fieldChange: Record<string, unknown> = {}) => ({
    kind: 'consultation',
    fields: { ...consultationFields, ...fieldChange },
    consent: { noticeVersion: PRIVACY_NOTICE_VERSION, noticeLanguage: 'en' },
    page: '/contact',
    [HONEYPOT_FIELD]: '',
    elapsedMs: 9000,
    ...change,
  });

  it('stores it in leads with its type and preferred time, status new, and answers 202', async () => {
    const store = memoryStore();
    const response = await handleSubmit(request(consultation({}, { name: ' Asha Rao ' })), deps(store));
    expect(response.status).toBe(202);
    expect(response.body).toEqual({ ok: true });
    expect(store.leads).toEqual([
      {
        type: 'consultation',
        firstName: 'Asha Rao',
        lastName: '',
        email: 'asha@example.in',
        phone: '',
        message: 'About my retirement plan.',
        preferredDate: '2026-11-26',
        preferredSlot: 'afternoon',
        page: '/contact',
        status: 'new',
        noticeVersion: PRIVACY_NOTICE_VERSION,
        noticeLanguage: 'en',
      },
    ]);
    expect(store.complaints).toEqual([]);
  });

  it.each<[string, Record<string, unknown>, number, string | null]>([
    ['a phone number and no email', { email: '', phone: '+91 98765 43210' }, 202, null],
    ['no note', { note: '' }, 202, null],
    ['neither email nor phone', { email: '', phone: '' }, 400, 'email'],
    ['a day in the past', { date: '2026-11-20' }, 400, 'date'],
    ['a Sunday', { date: '2026-11-29' }, 400, 'date'],
    ['a day too far ahead', { date: '2027-03-01' }, 400, 'date'],
    ['an unknown slot', { slot: 'night' }, 400, 'slot'],
    ['no name', { name: '' }, 400, 'name'],
    ['a slot that is not text', { slot: ['morning'] }, 400, 'slot'],
  ])('with %s answers %s', async (_what, fieldChange, status, field) => {
    const store = memoryStore();
    const response = await handleSubmit(request(consultation({}, fieldChange)), deps(store));
    expect(response.status).toBe(status);
    expect(store.leads).toHaveLength(status === 202 ? 1 : 0);
    if (field) expect(response.body).toMatchObject({ reason: 'invalid', errors: { [field]: expect.any(String) } });
  });

  it('a request that looks automated (the honeypot filled) is refused in words and not stored', async () => {
    const store = memoryStore();
    const response = await handleSubmit(request(consultation({ [HONEYPOT_FIELD]: 'x' })), deps(store));
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      ok: false,
      reason: 'automated',
      message: expect.stringContaining('people never see'),
    });
    expect(store.leads).toEqual([]);
  });

  it(`one phone number is taken ${SUBMIT_LIMITS.perEmailDay} times a day; other phone-only requests are not held back by it`, async () => {
    const store = memoryStore();
    const statuses: number[] = [];
    for (let index = 0; index < 5; index += 1) {
      const from = request(consultation({}, { email: '', phone: '98765 43210' }), {
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${index}` },
      });
      statuses.push((await handleSubmit(from, deps(store))).status);
    }
    expect(statuses).toEqual([202, 202, 202, 429, 429]);
    const other = request(consultation({}, { email: '', phone: '91234 56789' }), {
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.99' },
    });
    expect((await handleSubmit(other, deps(store))).status).toBe(202);
  });
});

describe('handleSubmit: a grievance to the data protection officer (issue 19, item 4)', () => {
  const grievance = (change: Record<string, unknown> = {}) => ({
    kind: 'grievance',
    fields: { category: 'access', subject: ' My export ', description: ' The file misses my consents. ' },
    ...change,
  });
  const signedIn = (body: unknown, address = '203.0.113.9') =>
    request(body, {
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': address,
        authorization: `Bearer ${GOOD_TOKEN}`,
      },
    });

  it('stores it open, apart from the complaints, with the person’s uid and email, and its due date', async () => {
    const store = memoryStore();
    const response = await handleSubmit(signedIn(grievance()), deps(store));
    expect(response.status).toBe(202);
    // NOW is 24 November 2026, 16:00 IST: due 30 days later.
    expect(response.body).toEqual({
      ok: true,
      grievance: { id: 'grievance-1', receivedOn: '2026-11-24', dueBy: '2026-12-24' },
    });
    expect(store.grievances).toEqual([
      {
        id: 'grievance-1',
        uid: 'uid-asha',
        email: 'asha@example.in',
        category: 'access',
        subject: 'My export',
        description: 'The file misses my consents.',
        status: 'open',
        dueBy: '2026-12-24',
        answeredAt: null,
        answer: '',
        receivedAt: NOW,
      },
    ]);
    expect(store.complaints).toEqual([]);
  });

  it('stores one with no category as other, and no subject as empty', async () => {
    const store = memoryStore();
    const body = grievance({ fields: { category: '', subject: '', description: 'Please call me.' } });
    expect((await handleSubmit(signedIn(body), deps(store))).status).toBe(202);
    expect(store.grievances[0]).toMatchObject({ category: 'other', subject: '' });
  });

  it.each([
    ['no token', undefined],
    ['a revoked token', `Bearer ${'x'.repeat(40)}`],
    ['another scheme', `Basic ${GOOD_TOKEN}`],
  ])(
    'refuses one with %s (401): signed-out visitors cannot send one; nothing stored or counted',
    async (_what, authorization) => {
      const store = memoryStore();
      const headers: Record<string, string> = { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' };
      if (authorization) headers.authorization = authorization;
      const response = await handleSubmit(request(grievance(), { headers }), deps(store));
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ ok: false, reason: 'session' });
      expect(store.grievances).toEqual([]);
      expect(store.counts.size).toBe(0);
    },
  );

  it.each([
    ['no description', { category: '', subject: '', description: '   ' }, 'description'],
    ['a description too long', { category: '', subject: '', description: 'x'.repeat(5001) }, 'description'],
    ['a subject too long', { category: '', subject: 'x'.repeat(121), description: 'ok' }, 'subject'],
    ['a subject over two lines', { category: '', subject: 'a\nb', description: 'ok' }, 'subject'],
    ['an unknown category', { category: 'sebi', subject: '', description: 'ok' }, 'category'],
    ['a field that is not text', { category: '', subject: 5, description: 'ok' }, 'subject'],
  ])('refuses %s (400, naming the field), storing nothing', async (_what, fields, field) => {
    const store = memoryStore();
    const response = await handleSubmit(signedIn(grievance({ fields })), deps(store));
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ ok: false, reason: 'invalid', errors: { [field]: expect.any(String) } });
    expect(store.grievances).toEqual([]);
  });

  it('limits a person to SUBMIT_LIMITS.perEmailDay a day, whichever address they send from', async () => {
    const store = memoryStore();
    for (let index = 0; index < SUBMIT_LIMITS.perEmailDay; index += 1) {
      expect((await handleSubmit(signedIn(grievance(), `198.51.100.${index}`), deps(store))).status).toBe(202);
    }
    const response = await handleSubmit(signedIn(grievance(), '198.51.100.99'), deps(store));
    expect(response.status).toBe(429);
    expect(response.headers['retry-after']).toBeDefined();
    expect(store.grievances).toHaveLength(SUBMIT_LIMITS.perEmailDay);
  });
});

describe('handleSubmit: a reader’s comment on an article (issue 20, item 5)', () => {
  const LIVE = 'how-a-sip-grows';
  const HOUR = 60 * 60 * 1000;
  const withPosts = () => {
    const store = memoryStore();
    store.posts.set(LIVE, { status: 'published', publishAt: NOW - HOUR, slug: 'how-a-sip-grows' });
    store.posts.set('scheduled', { status: 'published', publishAt: NOW + HOUR, slug: 'later' });
    store.posts.set('draft', { status: 'draft', publishAt: null, slug: 'draft' });
    store.posts.set('unpublished', { status: 'unpublished', publishAt: NOW - HOUR, slug: 'gone' });
    return store;
  };
  const comment = (change: Record<string, unknown> = {}) => ({
    kind: 'comment',
    postId: LIVE,
    text: '  Thank you: the table helped.\r\n\r\n\r\nSee https://example.com  ',
    ...change,
  });
  const signedIn = (body: unknown, address = '203.0.113.9') =>
    request(body, {
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': address,
        authorization: `Bearer ${GOOD_TOKEN}`,
      },
    });

  it('stores it pending on a live post, with the uid and display name (no email), and answers 202', async () => {
    const store = withPosts();
    const response = await handleSubmit(signedIn(comment()), deps(store));
    expect(response.status).toBe(202);
    expect(response.body).toEqual({ ok: true, comment: { id: 'comment-1', status: 'pending' } });
    expect(store.comments).toEqual([
      {
        id: 'comment-1',
        postId: LIVE,
        slug: 'how-a-sip-grows',
        uid: 'uid-asha',
        displayName: 'Asha Rao',
        text: 'Thank you: the table helped.\n\nSee https://example.com',
        status: 'pending',
      },
    ]);
    expect(JSON.stringify(store.comments)).not.toContain('asha@example.in');
  });

  it('shows a display name that is an email as Reader', async () => {
    const store = withPosts();
    store.author = { displayName: 'asha@example.in', disabled: false };
    await handleSubmit(signedIn(comment()), deps(store));
    expect(store.comments[0]?.displayName).toBe('Reader');
  });

  it.each([
    ['no token', undefined],
    ['a revoked token', `Bearer ${'x'.repeat(40)}`],
    ['another scheme', `Basic ${GOOD_TOKEN}`],
  ])('refuses one with %s (401), storing and counting nothing', async (_what, authorization) => {
    const store = withPosts();
    const headers: Record<string, string> = { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' };
    if (authorization) headers.authorization = authorization;
    const response = await handleSubmit(request(comment(), { headers }), deps(store));
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ ok: false, reason: 'session' });
    expect(store.comments).toEqual([]);
    expect(store.counts.size).toBe(0);
  });

  it('refuses one from a disabled account (401)', async () => {
    const store = withPosts();
    store.author = { displayName: 'Asha Rao', disabled: true };
    expect((await handleSubmit(signedIn(comment()), deps(store))).status).toBe(401);
    expect(store.comments).toEqual([]);
  });

  it.each([
    ['no such post', 'missing'],
    ['a post scheduled for later', 'scheduled'],
    ['a draft', 'draft'],
    ['an unpublished post', 'unpublished'],
  ])('refuses one on %s (404), storing and counting nothing', async (_what, postId) => {
    const store = withPosts();
    const response = await handleSubmit(signedIn(comment({ postId })), deps(store));
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ ok: false, message: 'This article is not open for comments.' });
    expect(store.comments).toEqual([]);
    expect(store.counts.size).toBe(0);
  });

  it.each([
    ['no text', { text: '  \n ' }, 'text'],
    ['text over 2,000 characters', { text: 'x'.repeat(2001) }, 'text'],
    ['a control character', { text: 'Hello\u0007' }, 'text'],
    ['text that is not a string', { text: 42 }, 'text'],
    ['a post id with a slash', { postId: 'posts/x' }, 'postId'],
  ])('refuses %s (400, naming the field)', async (_what, change, field) => {
    const store = withPosts();
    const response = await handleSubmit(signedIn(comment(change)), deps(store));
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ ok: false, reason: 'invalid', errors: { [field]: expect.any(String) } });
    expect(store.comments).toEqual([]);
  });

  it('limits a person to 5 comments in any hour, whichever address they send from (429, Retry-After)', async () => {
    const store = withPosts();
    let now = NOW;
    for (let index = 0; index < 5; index += 1) {
      now += 60_000;
      const at = now;
      expect(
        (await handleSubmit(signedIn(comment(), `198.51.100.${index}`), deps(store, { now: () => at }))).status,
      ).toBe(202);
    }
    const sixth = await handleSubmit(signedIn(comment(), '198.51.100.99'), deps(store, { now: () => now + 60_000 }));
    expect(sixth.status).toBe(429);
    // Sent at NOW + 6 min; the first of the five, sent at NOW + 1 min, leaves the window 55 minutes later.
    expect(sixth.headers['retry-after']).toBe(String((HOUR - 5 * 60_000) / 1000));
    expect(sixth.body).toMatchObject({
      ok: false,
      reason: 'limited',
      message: expect.stringContaining('5 comments an hour'),
    });
    expect(store.comments).toHaveLength(5);
    // An hour after the first, one more is taken.
    const later = await handleSubmit(
      signedIn(comment(), '198.51.100.98'),
      deps(store, { now: () => NOW + 60_000 + HOUR }),
    );
    expect(later.status).toBe(202);
  });
});

describe('handleSubmit: a session ended by “sign out of all devices” (issue 37, item 1)', () => {
  /** A stored time, as the Admin SDK reads one back. */
  const at = (ms: number) => ({ toMillis: () => ms });
  const post = { status: 'published' as const, publishAt: NOW - 60_000, slug: 'how-a-sip-grows' };
  const bodies = {
    complaint: complaint(),
    grievance: { kind: 'grievance', fields: { category: 'access', subject: 'Export', description: 'Please send it.' } },
    comment: { kind: 'comment', postId: 'how-a-sip-grows', text: 'Thank you.' },
  };
  const signedIn = (body: unknown) => request(body, withHeaders({ authorization: `Bearer ${GOOD_TOKEN}` }));
  const stored = (store: ReturnType<typeof memoryStore>) =>
    store.complaints.length + store.grievances.length + store.comments.length;

  it.each(Object.entries(bodies))(
    'refuses a %s whose session signed in before sessionsValidAfter (401), storing and counting nothing',
    async (_kind, body) => {
      const store = memoryStore();
      store.posts.set('how-a-sip-grows', post);
      // The token's session signed in an hour ago; all sessions were ended a minute ago.
      const ended = { profileOf: async () => ({ email: 'asha@example.in', sessionsValidAfter: at(NOW - 60_000) }) };
      const response = await handleSubmit(signedIn(body), deps(store, ended));
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ ok: false, reason: 'session' });
      expect(stored(store)).toBe(0);
      expect(store.counts.size).toBe(0);
    },
  );

  it.each(Object.entries(bodies))('takes a %s from a session that signed in after it (202)', async (_kind, body) => {
    const store = memoryStore();
    store.posts.set('how-a-sip-grows', post);
    const before = { profileOf: async () => ({ email: 'asha@example.in', sessionsValidAfter: at(NOW - 7_200_000) }) };
    expect((await handleSubmit(signedIn(body), deps(store, before))).status).toBe(202);
    expect(stored(store)).toBe(1);
  });

  it('refuses a complaint from a profile disabled by an admin (401)', async () => {
    const store = memoryStore();
    const disabled = { profileOf: async () => ({ email: 'asha@example.in', status: 'disabled' }) };
    expect((await handleSubmit(signedIn(complaint()), deps(store, disabled))).status).toBe(401);
    expect(store.complaints).toEqual([]);
  });
});
