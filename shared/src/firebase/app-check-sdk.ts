// App Check, downloaded only where the site is configured with a site key (a real project) and
// only when a public form is sent: its token tells the public-write endpoint that the request
// comes from this site's pages.
import { getToken, initializeAppCheck, ReCaptchaEnterpriseProvider, type AppCheck } from 'firebase/app-check';
import { firebaseApp } from './app';
import type { FirebaseSettings } from './settings';

let appCheck: AppCheck | undefined;

export async function appCheckToken(settings: FirebaseSettings, siteKey: string): Promise<string> {
  appCheck ??= initializeAppCheck(firebaseApp(settings), {
    provider: new ReCaptchaEnterpriseProvider(siteKey),
    isTokenAutoRefreshEnabled: true,
  });
  return (await getToken(appCheck, false)).token;
}
