import { dueDate, istDate } from '@meridian/shared/complaints';
import { HONEYPOT_FIELD, SUBMIT_PATH } from '@meridian/shared/submissions';
import { findDocuments, GOOD_PASSWORD, readDocument } from '../support/account';
import { freshClient, idTokenOf, readStatusAs } from '../support/admin';
import { mailTo } from '../support/mail';
import { expect, test, testClientAddress } from '../support/site';

// The public-write endpoint's complaints (POST /api/submit, functions/src/submit): a ticket of
// this IST year from complaintCounters/{year}, the complaint stored as received, the signed-in
// person's uid from their ID token, and the answer { ticket, receivedAt, respondBy }.

const SITE = process.env.BASE_URL ?? 'http://localhost:5173';
const TICKET = /^MWA-\d{4}-\d{6}$/;

const complaint = (email: string, change: Record<string, unknown> = {}) => ({
  kind: 'complaint',
  fields: {
    name: 'Nikhil Joshi',
    email,
    phone: '',
    client: 'yes',
    category: 'service',
    description: 'Nobody has answered my two emails about the review meeting.',
  },
  page: '/complaints',
  [HONEYPOT_FIELD]: '',
  elapsedMs: 20_000,
  ...change,
});

function send(body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${SITE}${SUBMIT_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': testClientAddress(), ...headers },
    body: JSON.stringify(body),
  });
}

const emailOf = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.in`;

test("a visitor's complaint is stored under its ticket, received, and answered with the date of the firm's answer", async () => {
  const email = emailOf('visitor');
  const answer = await send(complaint(email));
  expect(answer.status).toBe(202);
  expect(answer.headers.get('location')).toBeNull();
  const body = (await answer.json()) as { ticket: string; receivedAt: string; respondBy: string };
  expect(body.ticket).toMatch(TICKET);
  const received = Date.parse(body.receivedAt);
  expect(body.respondBy).toBe(dueDate(received));
  expect(body).toMatchObject({ ok: true, complaint: { ticket: body.ticket, receivedOn: istDate(received) } });
  expect(await readDocument(`complaints/${body.ticket}`)).toMatchObject({
    ticket: body.ticket,
    source: 'direct',
    status: 'received',
    resolvedAt: null,
    impersonation: false,
    category: 'service',
    email,
    isClient: true,
    uid: null,
    reference: '',
    resolution: '',
  });
  const year = body.ticket.slice(4, 8);
  const counter = await readDocument(`complaintCounters/${year}`);
  expect(Number(counter?.last)).toBeGreaterThanOrEqual(Number(body.ticket.slice(9)));
  // Its acknowledgement reaches the address given, through SMTP (the local mail catcher), with
  // its reference and the 21-day date; the queue records it against the complaint as sent.
  const deliveryState = async () => {
    const [queued] = await findDocuments('mail', 'to', email);
    return (queued?.delivery as { state?: string } | undefined)?.state;
  };
  await expect.poll(deliveryState, { timeout: 30_000 }).toBe('sent');
  await expect.poll(async () => (await mailTo(email)).length, { timeout: 10_000 }).toBe(1);
  const [mail] = await mailTo(email);
  expect(mail?.subject).toContain(body.ticket);
  const due = new Date(`${body.respondBy}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  for (const part of [mail?.text, mail?.html]) {
    expect(part).toContain(`by ${due}, within 21 days`);
    expect(part).toContain('SEBI Registered Investment Adviser · Reg. No. INA');
  }
  const [queued] = await findDocuments('mail', 'to', email);
  expect(queued).toMatchObject({
    about: { collection: 'complaints', id: body.ticket },
    delivery: { state: 'sent', attempts: 1, subject: mail?.subject },
  });
});

test('a signed-in person’s complaint carries their uid: they read it, another person does not', async () => {
  const owner = await freshClient('complainant');
  const other = await freshClient('other');
  const token = await idTokenOf(owner.email, GOOD_PASSWORD);
  const answer = await send(complaint(owner.email, {}), { authorization: `Bearer ${token}` });
  expect(answer.status).toBe(202);
  const { ticket } = (await answer.json()) as { ticket: string };
  expect((await readDocument(`complaints/${ticket}`))?.uid).toBe(owner.uid);
  expect(await readStatusAs(token, `complaints/${ticket}`)).toBe(200);
  expect(await readStatusAs(await idTokenOf(other.email, GOOD_PASSWORD), `complaints/${ticket}`)).toBe(403);
});

test('a complaint sent with an ID token that cannot be verified is refused (401) and not stored', async () => {
  const email = emailOf('bad-token');
  const answer = await send(complaint(email), { authorization: `Bearer ${'x'.repeat(60)}` });
  expect(answer.status).toBe(401);
  expect(await answer.json()).toMatchObject({ ok: false, reason: 'session' });
  expect(await findDocuments('complaints', 'email', email)).toEqual([]);
});

test('an impersonation is marked; a complaint without a description is refused beside the field', async () => {
  const base = complaint(emailOf('impersonation'));
  const impersonation = await send({ ...base, fields: { ...base.fields, category: 'impersonation', client: 'no' } });
  expect(impersonation.status).toBe(202);
  const { ticket } = (await impersonation.json()) as { ticket: string };
  expect(await readDocument(`complaints/${ticket}`)).toMatchObject({ impersonation: true, isClient: false });

  const other = complaint(emailOf('empty'));
  const empty = await send({ ...other, fields: { ...other.fields, description: ' ' } });
  expect(empty.status).toBe(400);
  expect(await empty.json()).toMatchObject({
    reason: 'invalid',
    errors: { description: 'Please describe your complaint.' },
  });
});
