// The guarded page's first module: its head loads it, and the browser runs it once the page is
// parsed, before the shell's entry, which waits for the check it starts (a short while at most)
// when the page has a kept page to draw.
// It checks the session at once: '@meridian/shared/session-check'. It imports only Firebase Auth
// and Firestore, no module of the runtime: the settings are written into it when the shell is
// built (shared/build/firebase-settings.ts), as the runtime reads them.
import { checkSessionNow, type FirebaseSettings } from '@meridian/shared/session-check';

declare const __MERIDIAN_FIREBASE_SETTINGS__: FirebaseSettings;

checkSessionNow(__MERIDIAN_FIREBASE_SETTINGS__);
