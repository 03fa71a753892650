// Where each part of the site is served locally, from the registry (shared/registry.js) and
// firebase.json: the Hosting emulator serves the shell's site on its port and each remote's on
// the next ones (site i on port + 4 + i, in firebase.json's order), and the Functions emulator
// runs the page composer behind the shell's site.
import { REMOTES, SHELL } from '../../shared/registry.js';

export const PROJECT_ID = process.env.FIREBASE_PROJECT_ID ?? 'demo-meridian';
export const AUTH_PORT = 9099;
export const FIRESTORE_PORT = 8080;
/** The Firestore emulator of the rules tests alone (scripts/test.mjs runs them beside the build). */
export const RULES_FIRESTORE_PORT = 8180;
export const FUNCTIONS_PORT = 5170;
/** The local mail catcher's (scripts/lib/mail.mjs): where the functions send, and its web inbox. */
export const MAIL_SMTP_PORT = 1025;
export const MAIL_WEB_PORT = 1080;
/** The other ports the Firebase emulators take (hub, logging, eventarc, tasks). */
export const EMULATOR_SUPPORT_PORTS = [4400, 4500, 9299, 9499];

/** The address a visitor opens, and the site's canonical origin locally. */
export const shellUrl = `http://localhost:${SHELL.port}`;

/** Every Hosting site: the shell's, then each remote's, as firebase.json lists them. */
export const sites = [SHELL, ...REMOTES].map((part) => ({ name: part.name, dir: part.dir, port: part.port }));

/** Where the page composer reads each site, and the browser loads each remote. */
export function remoteOrigins() {
  return Object.fromEntries(REMOTES.map((remote) => [remote.name, `http://127.0.0.1:${remote.port}`]));
}

/** The composer's configuration in the emulators (functions/.env.local; see functions/src/config.ts). */
export function composerEnv() {
  return {
    SITE_URL: shellUrl,
    SHELL_ORIGIN: `http://127.0.0.1:${SHELL.port}`,
    REMOTE_ORIGINS: JSON.stringify(remoteOrigins()),
    // A section's new build shows on the next page load after a second.
    FRAGMENT_TTL_SECONDS: '1',
    // The emulator starts another instance of a function when one is busy, loading its code
    // afresh: on a loaded two-core machine that took over 3 s (production's limit), and a blog
    // article was composed as its section's fallback (503) during a test run, 29 November 2026.
    FRAGMENT_TIMEOUT_SECONDS: '20',
    CDN_SECONDS: '60',
    // The public-write endpoint stores through the Admin SDK in the Firestore emulator (started
    // apart from firebase-tools, which therefore does not tell the function where it is).
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${FIRESTORE_PORT}`,
    // As in production, the client's address is X-Forwarded-For's last entry. The emulators add
    // none (the function sees no address at all, so every visitor counts as one), which lets the
    // end-to-end tests give each test a client address of its own with that header.
    TRUSTED_PROXY_HOPS: '1',
    // The outgoing mail goes to the local mail catcher (functions/src/mail/config.ts).
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(MAIL_SMTP_PORT),
    MAIL_FROM: 'Meridian Wealth Advisors <hello@meridianwealth.example>',
  };
}
