/**
 * The site's Cloud Functions (HTTP, v2), behind the shell's Hosting site:
 * - compose: every page, /sitemap.xml and /remotes.json (the composing itself is composer/, pure
 *   and tested there; this connects it to HTTP, compressing what it sends);
 * - submit: POST /api/submit, the one public write: leads and complaints (submit/handler.ts);
 * - stats: GET /api/stats, the Analytics tab's figures for staff, counted at once (stats/handler.ts);
 * - slots: GET /api/slots, the free times of the first conversation (booking/slots-handler.ts);
 * - publishMonth: POST /api/complaint-data, SEBI's monthly complaint tables computed from the
 *   stored complaints and published (complaint-data/handler.ts);
 * - agreement: POST /api/agreement, the client signing their advisory agreement
 *   (onboarding/handler.ts), and riskProfileAccepted (on an update of a risk profile version):
 *   the accepted profile emailed to the client (onboarding/profile-mail.ts);
 * - sendMail (on a new mail/{id}) and retryMail (every five minutes): the outgoing email, through
 *   SMTP (mail/delivery.ts).
 */
import { randomBytes, randomInt } from 'node:crypto';
import compression from 'compression';
import { initializeApp } from 'firebase-admin/app';
import { getAppCheck } from 'firebase-admin/app-check';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { storedMillis } from '@meridian/shared/documents';
import { logger } from 'firebase-functions';
import { onDocumentCreated, onDocumentUpdated } from 'firebase-functions/firestore';
import { onRequest } from 'firebase-functions/https';
import { onSchedule } from 'firebase-functions/scheduler';
import { createTransport } from 'nodemailer';
import { cachedJsonSource, compose as composePage } from '@meridian/composer';
import { brand } from '@meridian/shared/brand';
import { isProductionProject } from '@meridian/shared/disclosures';
import { handlePublishMonth } from './complaint-data/handler';
import { complaintDataStore } from './complaint-data/firestore-store';
import { readConfig, readSubmitConfig } from './config';
import { readMailConfig } from './mail/config';
import { deliverQueued, dueMail, queueIn, type SendMail } from './mail/delivery';
import { bookingStore } from './booking/firestore-store';
import { handleSlots } from './booking/slots-handler';
import { agreementStore } from './onboarding/firestore-store';
import { handleAgreement } from './onboarding/handler';
import { agreementPdf } from './onboarding/pdf';
import { isAcceptance, profileAcceptedMail, profileMailId } from './onboarding/profile-mail';
import { emailCodeProvider, readSignatureProvider } from './onboarding/signing';
import { statsStore } from './stats/firestore-store';
import { handleStats } from './stats/handler';
import { firestoreStore } from './submit/firestore-store';
import { handleSubmit, type SubmitDeps } from './submit/handler';

/**
 * No CORS on the HTTP functions, as in production: the site calls them from its own origin. Said
 * outright because the Functions emulator otherwise answers every origin (its debug feature
 * enableCors), and what a tester sees locally must be what an attacker would (issue 37, item 9).
 */
const HTTP_CORS = false;

const config = readConfig(process.env);
const source = cachedJsonSource({ ttlMs: config.fragmentTtlMs, timeoutMs: config.fragmentTimeoutMs });
const compress = compression();

export const compose = onRequest(
  { region: 'us-central1', memory: '256MiB', concurrency: 80, cors: HTTP_CORS },
  (request, response) => {
    compress(request, response, () => {
      composePage(request.method, request.url, config, source)
        .then((page) => {
          response.status(page.status).set(page.headers).send(page.body);
        })
        .catch((error: unknown) => {
          logger.error('Composing a page failed', { url: request.url, error: String(error) });
          response.status(500).set({ 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
          response.send('Something went wrong on our side. Please try again in a minute.\n');
        });
    });
  },
);

let adminApp: ReturnType<typeof initializeApp> | undefined;

/** The Admin SDK, started on the first request that needs it (never in the composer's instances). */
const admin = () => (adminApp ??= initializeApp());

let submitDeps: SubmitDeps | undefined;

function depsForSubmit(): SubmitDeps {
  if (submitDeps) return submitDeps;
  const settings = readSubmitConfig(process.env);
  const app = admin();
  submitDeps = {
    store: firestoreStore(getFirestore(app)),
    bookings: bookingStore(getFirestore(app)),
    siteUrl: config.siteUrl,
    newKey: () => randomBytes(16).toString('hex'),
    now: () => Date.now(),
    salt: settings.salt,
    trustedHops: settings.trustedHops,
    verifyAppCheck: settings.enforceAppCheck
      ? async (token) => {
          if (!token) return false;
          try {
            await getAppCheck(app).verifyToken(token);
            return true;
          } catch {
            return false;
          }
        }
      : null,
    // Checks that the token is not revoked and its account not disabled (one call to Auth).
    verifyIdToken: (token) => getAuth(app).verifyIdToken(token, true),
    // The profile whose status and sessionsValidAfter the session is checked against (../session.ts).
    profileOf: async (uid) => (await getFirestore(app).doc(`users/${uid}`).get()).data() ?? null,
  };
  return submitDeps;
}

export const submit = onRequest(
  { region: 'us-central1', memory: '256MiB', concurrency: 80, maxInstances: 10, cors: HTTP_CORS },
  (request, response) => {
    const started = performance.now();
    handleSubmit(
      {
        method: request.method,
        headers: request.headers,
        body: request.rawBody ? request.rawBody.toString('utf8') : '',
        socketAddress: request.socket.remoteAddress,
      },
      depsForSubmit(),
    )
      .then((answer) => {
        response
          .status(answer.status)
          .set(answer.headers)
          .set('server-timing', `app;dur=${(performance.now() - started).toFixed(1)}`);
        response.send(JSON.stringify(answer.body));
      })
      .catch((error: unknown) => {
        logger.error('A submission could not be handled', { error: String(error) });
        response
          .status(503)
          .set({ 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'retry-after': '30' });
        response.send(
          JSON.stringify({
            ok: false,
            reason: 'unavailable',
            message: 'We could not take your message just now. Please try again in a minute.',
          }),
        );
      });
  },
);

export const stats = onRequest(
  { region: 'us-central1', memory: '256MiB', concurrency: 80, cors: HTTP_CORS },
  (request, response) => {
    const app = admin();
    const db = getFirestore(app);
    handleStats(request.method, request.headers.authorization, {
      verifyIdToken: (token) => getAuth(app).verifyIdToken(token, true),
      profileOf: async (uid) => (await db.doc(`users/${uid}`).get()).data() ?? null,
      ...statsStore(db),
      now: () => new Date(),
    })
      .then((answer) => {
        response.status(answer.status).set(answer.headers).send(JSON.stringify(answer.body));
      })
      .catch((error: unknown) => {
        logger.error('Counting for the analytics failed', { error: String(error) });
        response.status(503).set({ 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
        response.send(JSON.stringify({ message: 'The figures could not be counted just now. Please try again.' }));
      });
  },
);

export const slots = onRequest(
  { region: 'us-central1', memory: '256MiB', concurrency: 80, maxInstances: 10, cors: HTTP_CORS },
  (request, response) => {
    handleSlots(request.method, { advisers: (now) => bookingStore(getFirestore(admin())).advisers(now), now: Date.now })
      .then((answer) => {
        response.status(answer.status).set(answer.headers).send(JSON.stringify(answer.body));
      })
      .catch((error: unknown) => {
        logger.error('Reading the free slots failed', { error: String(error) });
        response.status(503).set({ 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
        response.send(JSON.stringify({ ok: false, message: 'The free times could not be read just now.' }));
      });
  },
);

export const publishMonth = onRequest(
  { region: 'us-central1', memory: '256MiB', concurrency: 80, maxInstances: 2, cors: HTTP_CORS },
  (request, response) => {
    const app = admin();
    const db = getFirestore(app);
    handlePublishMonth(request.method, request.headers.authorization, request.rawBody?.toString('utf8') ?? '', {
      verifyIdToken: (token) => getAuth(app).verifyIdToken(token, true),
      profileOf: async (uid) => (await db.doc(`users/${uid}`).get()).data() ?? null,
      now: () => Date.now(),
      // A real project publishes nothing counted from the placeholder date (the web builds refuse it too).
      registeredOn:
        brand.registration.registeredOn.placeholder && isProductionProject(process.env.GCLOUD_PROJECT)
          ? null
          : brand.registration.registeredOn.value,
      ...complaintDataStore(db),
    })
      .then((answer) => {
        response.status(answer.status).set(answer.headers).send(JSON.stringify(answer.body));
      })
      .catch((error: unknown) => {
        logger.error('Publishing a month of complaint data failed', { error: String(error) });
        response.status(503).set({ 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
        response.send(JSON.stringify({ message: 'The month could not be published just now. Please try again.' }));
      });
  },
);

export const agreement = onRequest(
  { region: 'us-central1', memory: '256MiB', concurrency: 80, maxInstances: 5, cors: HTTP_CORS },
  (request, response) => {
    const app = admin();
    const db = getFirestore(app);
    const store = agreementStore(db);
    // A provider the environment does not name refuses every signing (caught below) rather than sign with the stand-in.
    Promise.resolve()
      .then(() => readSignatureProvider(process.env))
      .then(() =>
        handleAgreement(request.method, request.headers.authorization, request.rawBody?.toString('utf8') ?? '', {
          verifyIdToken: (token) => getAuth(app).verifyIdToken(token, true),
          profileOf: async (uid) => (await db.doc(`users/${uid}`).get()).data() ?? null,
          store,
          provider: emailCodeProvider({
            codes: store,
            newCode: () => String(randomInt(0, 1_000_000)).padStart(6, '0'),
          }),
          renderPdf: agreementPdf,
          now: () => Date.now(),
        }),
      )
      .then((answer) => {
        response.status(answer.status).set(answer.headers).send(JSON.stringify(answer.body));
      })
      .catch((error: unknown) => {
        logger.error('Signing an agreement failed', { error: String(error) });
        response.status(503).set({ 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
        response.send(
          JSON.stringify({
            ok: false,
            reason: 'unavailable',
            message: 'The agreement could not be signed just now. Please try again in a minute; nothing was signed.',
          }),
        );
      });
  },
);

/** The accepted risk profile, emailed once to the client's registered address (onboarding/profile-mail.ts). */
export const riskProfileAccepted = onDocumentUpdated(
  { region: 'us-central1', document: 'riskProfiles/{uid}/versions/{id}' },
  async (event) => {
    const before = event.data?.before.data();
    const after = event.data?.after.data();
    if (!after || !isAcceptance(before, after)) return;
    const { uid, id } = event.params;
    const app = admin();
    const db = getFirestore(app);
    const [account, profile] = await Promise.all([getAuth(app).getUser(uid), db.doc(`users/${uid}`).get()]);
    const millis = (value: unknown) => storedMillis(value) ?? Date.now();
    const mail = profileAcceptedMail(
      {
        uid,
        email: account.email,
        emailVerified: account.emailVerified,
        name: String(profile.get('displayName') ?? ''),
      },
      {
        id,
        data: { questionnaireVersion: String(after.questionnaireVersion ?? ''), answers: after.answers ?? {} },
        createdAt: millis(after.createdAt),
        acceptedAt: millis(after.acceptedAt),
      },
    );
    if (!mail) {
      logger.warn('An accepted risk profile was not emailed: no verified email', { uid, id });
      return;
    }
    const ref = db.collection('mail').doc(profileMailId(uid, id));
    await db.runTransaction(async (transaction) => {
      if ((await transaction.get(ref)).exists) return;
      queueIn(db, transaction, mail, Date.now(), ref);
    });
  },
);

let sendThroughSmtp: SendMail | undefined;

/** The SMTP transport (mail/config.ts), made on the first message an instance sends. */
function smtp(): SendMail {
  if (sendThroughSmtp) return sendThroughSmtp;
  const settings = readMailConfig(process.env);
  const transport = createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    ...(settings.auth ? { auth: settings.auth } : {}),
  });
  sendThroughSmtp = async (message) => {
    const info = await transport.sendMail({ from: settings.from, ...message });
    return { messageId: String(info.messageId) };
  };
  return sendThroughSmtp;
}

/** Sends through SMTP; a missing or bad setting fails the try like a refused send (shown to staff). */
const sendMailNow: SendMail = (message) => smtp()(message);

/** The first try of each queued message, as it is created (the pattern of Firebase's email extension). */
export const sendMail = onDocumentCreated({ region: 'us-central1', document: 'mail/{id}' }, async (event) => {
  const state = await deliverQueued(getFirestore(admin()), event.params.id, sendMailNow, () => Date.now());
  if (state === 'retry' || state === 'failed') logger.warn('An email was not sent', { id: event.params.id, state });
});

/** The later tries, at the back-off's times (mail/retry.ts), and first tries whose trigger never ran. */
export const retryMail = onSchedule({ region: 'us-central1', schedule: 'every 5 minutes' }, async () => {
  const db = getFirestore(admin());
  for (const id of await dueMail(db, Date.now())) {
    const state = await deliverQueued(db, id, sendMailNow, () => Date.now());
    if (state === 'failed') logger.error('An email failed for good', { id });
  }
});
