// Google sign-in: the provider, the popup and redirect flows and their resolver (the code that
// opens Google's window). client.ts imports this file lazily (loadGoogleAuthSdk), when a Google
// button is pressed, so pages that are only looked at never download it.
export {
  browserPopupRedirectResolver,
  getRedirectResult,
  GoogleAuthProvider,
  reauthenticateWithCredential,
  reauthenticateWithPopup,
  signInWithCredential,
  signInWithPopup,
  signInWithRedirect,
} from 'firebase/auth';
