import { PRIVACY_NOTICE_VERSION } from '@meridian/shared/documents';
import { HONEYPOT_FIELD, MIN_FILL_MS, SUBMIT_LIMITS, SUBMIT_PATH } from '@meridian/shared/submissions';
import { asClient, expect, openForm, readCollection, takeFillTime, test, testClientAddress } from '../support/site';

// The one public write (POST /api/submit, functions/src/submit): limits per client address and
// per email address, what looks sent by a bot refused in words and not stored, malformed requests refused.

const SITE = process.env.BASE_URL ?? 'http://localhost:5173';

const fields = (email: string) => ({
  firstName: 'Burst',
  lastName: 'Test',
  email,
  phone: '',
  message: 'A message of a test.',
});

function send(body: unknown, address: string, headers: Record<string, string> = {}) {
  return fetch(`${SITE}${SUBMIT_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const lead = (email: string, change: Record<string, unknown> = {}) => ({
  kind: 'lead',
  fields: fields(email),
  consent: { noticeVersion: PRIVACY_NOTICE_VERSION },
  page: '/contact',
  [HONEYPOT_FIELD]: '',
  elapsedMs: 9000,
  ...change,
});

async function storedFor(prefix: string) {
  return (await readCollection('leads')).filter((item) => String(item.email).startsWith(prefix));
}

// Playwright passes testInfo second: this test needs no fixture.
// eslint-disable-next-line no-empty-pattern
test(`a burst of 50 submissions from one client stores at most ${SUBMIT_LIMITS.perIpMinute}; the rest are answered 429 with Retry-After`, async ({}, testInfo) => {
  const address = testClientAddress();
  const prefix = `burst-${Date.now()}-`;
  // Five at a time: the Functions emulator starts a worker process per request in flight (a real
  // instance takes 80 at once), and 50 processes would swamp this machine, not test the limit.
  const answers: Response[] = [];
  for (let start = 0; start < 50; start += 5) {
    answers.push(
      ...(await Promise.all(
        Array.from({ length: 5 }, (_, index) => send(lead(`${prefix}${start + index}@example.in`), address)),
      )),
    );
  }
  const statuses = answers.map((answer) => answer.status);
  const accepted = answers.filter((answer) => answer.status === 202);
  const durations = accepted
    .map((answer) => Number(/app;dur=([\d.]+)/.exec(answer.headers.get('server-timing') ?? '')?.[1]))
    .sort((a, b) => a - b);
  testInfo.annotations.push({
    type: 'measured',
    description: `statuses ${JSON.stringify(statuses.reduce<Record<number, number>>((count, status) => ({ ...count, [status]: (count[status] ?? 0) + 1 }), {}))}; function time per accepted lead (ms, sorted): ${durations.join(', ')}`,
  });
  expect(accepted.length).toBeLessThanOrEqual(SUBMIT_LIMITS.perIpMinute);
  expect((await storedFor(prefix)).length).toBeLessThanOrEqual(SUBMIT_LIMITS.perIpMinute);
  const limited = answers.find((answer) => answer.status === 429);
  expect(limited, 'some were limited').toBeDefined();
  const retryAfter = Number(limited?.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(await limited?.json()).toMatchObject({ ok: false, reason: 'limited', retryAfterSeconds: retryAfter });
});

test('what looks sent by a bot is refused in words and nothing is stored: a filled honeypot, or a form sent too fast', async () => {
  const prefix = `bot-${Date.now()}-`;
  const honeypot = await send(
    lead(`${prefix}a@example.in`, { [HONEYPOT_FIELD]: 'https://spam.example' }),
    testClientAddress(),
  );
  const fast = await send(lead(`${prefix}b@example.in`, { elapsedMs: MIN_FILL_MS - 2000 }), testClientAddress());
  expect([honeypot.status, fast.status]).toEqual([400, 400]);
  for (const refused of [honeypot, fast])
    expect(await refused.json()).toMatchObject({ ok: false, reason: 'automated', message: expect.any(String) });
  expect(await storedFor(prefix)).toEqual([]);
});

test('malformed requests are refused with a clear answer, and the function keeps answering', async () => {
  const address = testClientAddress();
  const cases: [string, Promise<Response>, number][] = [
    ['not JSON', send('{"kind":', address), 400],
    ['a form post', send('firstName=x', address, { 'content-type': 'application/x-www-form-urlencoded' }), 400],
    ['an array', send([1, 2, 3], address), 400],
    [
      'a field that is an object',
      send(lead('x@example.in', { fields: { ...fields('x@example.in'), message: { $gt: '' } } }), address),
      400,
    ],
    [
      'a body of 40 KB',
      send(lead('x@example.in', { fields: { ...fields('x@example.in'), message: 'x'.repeat(40_000) } }), address),
      413,
    ],
    ['GET', fetch(`${SITE}${SUBMIT_PATH}`), 405],
  ];
  for (const [what, answer, status] of cases) {
    const answered = await answer;
    expect(answered.status, what).toBe(status);
    // Answered as production answers (NODE_ENV=production in the emulated functions): no stack
    // trace, no path of the checkout.
    expect(await answered.text(), what).not.toMatch(/(\n\s+|&nbsp;)at |SyntaxError|node_modules|\/src\/|\.ts:\d/);
  }
  const valid = await send(lead(`after-malformed-${Date.now()}@example.in`), address);
  expect(valid.status).toBe(202);
});

test.describe('a limited visitor', () => {
  // The browser itself reports a 429 answer in the console; the page handles it.
  test.use({ allowConsole: [/status of 429 \(Too Many Requests\) @ .*\/api\/submit/] });

  test('an email address sent 3 times today is refused the 4th time: the form says when to try again and keeps what was typed', async ({
    page,
  }) => {
    const email = `daily-${Date.now()}@example.in`;
    for (let index = 0; index < SUBMIT_LIMITS.perEmailDay; index += 1) {
      expect((await send(lead(email), testClientAddress())).status).toBe(202);
    }
    await asClient(page);
    await openForm(page, '/services');
    await takeFillTime(page);
    const form = page.locator('#contact form');
    await form.getByLabel('First name').fill('Nisha');
    await form.getByLabel('Last name').fill('Iyer');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Message').fill('One more question about my SIP.');
    await form.getByRole('checkbox', { name: /I agree to the firm using these details/ }).check();
    await form.getByRole('button', { name: 'Send Message' }).click();
    const alert = form.getByRole('alert');
    await expect(alert).toContainText('Your message was not sent.');
    await expect(alert).toContainText(/Please try again (in|tomorrow)/);
    await expect(alert).toContainText('Everything you typed is still here.');
    await expect(form.getByLabel('Message')).toHaveValue('One more question about my SIP.');
    await expect(form.getByLabel('Email')).toHaveValue(email);
    expect((await readCollection('leads')).filter((item) => item.email === email)).toHaveLength(
      SUBMIT_LIMITS.perEmailDay,
    );
  });
});
