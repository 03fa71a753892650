import { describe, expect, it } from 'vitest';
import { HONEYPOT_FIELD, MAX_BODY_BYTES, SUBMIT_LIMITS } from '../../../shared/submissions';
import { clientAddress, privateKey } from './client-address';
import { handleSubmit, type LeadToStore, type SubmitDeps, type SubmitRequest, type SubmitStore } from './handler';
import { admitted, countersFor, type Counter } from './limits';

/** The store as Firestore's transaction behaves, in memory: each limit's times and the leads stored. */
function memoryStore(): SubmitStore & { leads: LeadToStore[]; counts: Map<string, number[]> } {
  const counts = new Map<string, number[]>();
  const leads: LeadToStore[] = [];
  return {
    leads,
    counts,
    async admit(counters: Counter[], lead: LeadToStore | null, now: number) {
      const decisions = counters.map((counter) => admitted(counts.get(counter.id) ?? [], now, counter));
      const refused = decisions.flatMap((decision) => (decision.ok ? [] : [decision.retryAfterMs]));
      if (refused.length > 0) return { admitted: false, retryAfterMs: Math.max(...refused) };
      decisions.forEach((decision, index) => {
        const counter = counters[index];
        if (decision.ok && counter) counts.set(counter.id, decision.times);
      });
      if (lead) leads.push(lead);
      return { admitted: true };
    },
  };
}

const NOW = Date.UTC(2026, 10, 24, 10, 30, 15);

function deps(store: SubmitStore, change: Partial<SubmitDeps> = {}): SubmitDeps {
  return { store, now: () => NOW, salt: 'a-test-salt-of-some-length', trustedHops: 1, verifyAppCheck: null, ...change };
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
    expect(store.leads).toEqual([{ ...fields, page: '/contact', status: 'new' }]);
  });

  it.each([
    ['a filled honeypot', lead({ [HONEYPOT_FIELD]: 'https://spam.example' })],
    ['a form sent 300 ms after it appeared', lead({ elapsedMs: 300 })],
  ])('answers %s as if accepted, and stores nothing', async (_what, body) => {
    const store = memoryStore();
    const response = await handleSubmit(request(body), deps(store));
    expect(response.status).toBe(202);
    expect(store.leads).toEqual([]);
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
