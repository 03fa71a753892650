// The local mail catcher: MailDev (an npm package, run as a node process; nothing is downloaded)
// takes every email the functions send through SMTP, and shows it in its web inbox, whose REST
// API the end-to-end tests read. Started with the site's emulators (startEmulators), stopped with
// them. It also connects the Firestore emulator to the functions' Firestore triggers (sendMail on
// mail/{id}, riskProfileAccepted): firebase-tools does that only for a Firestore emulator it runs itself,
// and the site's is Google's own (emulators.mjs). See docs/emulators.md.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fail, ok } from './log.mjs';
import { startService } from './run.mjs';
import { FIRESTORE_PORT, FUNCTIONS_PORT, MAIL_SMTP_PORT, MAIL_WEB_PORT, PROJECT_ID } from './sites.mjs';
import { portInUse, waitFor } from './wait.mjs';

/** The inbox a person opens, and whose API (GET /api/email) the tests read. */
export const mailInboxUrl = `http://127.0.0.1:${MAIL_WEB_PORT}`;

/**
 * MailDev's command (its package exports only its library, dist/index.js; the command is beside
 * it). Found when the catcher starts, not when this module loads: `npm test` and `npm start`
 * import it before they install what a clean clone lacks.
 */
const maildevCommand = () => join(dirname(fileURLToPath(import.meta.resolve('maildev'))), 'bin', 'maildev.js');

/** Starts MailDev on 127.0.0.1 (SMTP and web), and waits until its inbox answers. */
export async function startMailCatcher() {
  for (const [port, what] of [
    [MAIL_SMTP_PORT, 'mail catcher (SMTP)'],
    [MAIL_WEB_PORT, 'mail catcher (inbox)'],
  ]) {
    if (await portInUse(port))
      throw new Error(`Port ${port} (${what}) already in use by another program. Stop it, then try again.`);
  }
  startService('maildev', process.execPath, [
    maildevCommand(),
    '--ip',
    '127.0.0.1',
    '--smtp',
    String(MAIL_SMTP_PORT),
    '--web-ip',
    '127.0.0.1',
    '--web',
    String(MAIL_WEB_PORT),
  ]);
  await waitFor(`${mailInboxUrl}/api/healthz`, { seconds: 60, label: 'Mail catcher (MailDev)' });
  ok(`Mail catcher  ${mailInboxUrl} (SMTP on 127.0.0.1:${MAIL_SMTP_PORT})`);
}

/** The Firestore emulator's argument that tells it where the Functions emulator is. */
export const firestoreToFunctions = `--functions_emulator=127.0.0.1:${FUNCTIONS_PORT}`;

/**
 * Registers the functions' Firestore triggers with the Firestore emulator, as firebase-tools does
 * with a Firestore emulator of its own: sendMail (on a new mail/{id}) and riskProfileAccepted (on
 * an update of riskProfiles/{uid}/versions/{id}). The Functions emulator lists the functions it
 * loaded (/backends) and routes events to `<id>-0` (its first generation of triggers, kept
 * across reloads of functions/lib); the Firestore emulator, told where the Functions emulator is
 * (firestoreToFunctions), then posts each matching change there. A build of functions/ without
 * sendMail is said plainly: no email is sent then.
 */
export async function connectFirestoreTriggers() {
  const response = await fetch(`http://127.0.0.1:${FUNCTIONS_PORT}/backends`);
  const { backends } = await response.json();
  const triggers = backends
    .flatMap((backend) => backend.functionTriggers ?? [])
    .filter((def) => String(def.eventTrigger?.eventType ?? '').startsWith('google.cloud.firestore.'));
  if (!triggers.some((def) => def.entryPoint === 'sendMail')) {
    fail(
      'functions/lib has no sendMail (built before the mail queue?): no email will be sent. Run `npm run build -w functions`.',
    );
  }
  for (const trigger of triggers) {
    const { eventType, eventFilters = {}, eventFilterPathPatterns = {} } = trigger.eventTrigger;
    const url = `http://127.0.0.1:${FIRESTORE_PORT}/emulator/v1/projects/${PROJECT_ID}/eventarcTrigger?eventarcTriggerId=${encodeURIComponent(`${trigger.id}-0`)}`;
    const registered = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        eventType,
        database: eventFilters.database ?? '(default)',
        namespace: eventFilters.namespace ?? '(default)',
        document: { value: eventFilterPathPatterns.document ?? eventFilters.document, matchType: 'PATH_PATTERN' },
      }),
    });
    if (!registered.ok) {
      fail(`The Firestore emulator refused ${trigger.entryPoint}'s trigger: ${await registered.text()}`);
      continue;
    }
    ok(`Trigger       ${eventFilterPathPatterns.document ?? eventFilters.document} → ${trigger.entryPoint}`);
  }
}
