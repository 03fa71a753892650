import { FIRM_FACTS, type LegalDocument } from './legal-document';
import { LEGAL_PAGES } from './pages';

/** When this policy last changed: the article drafts the firm's writers keep on their own devices are listed. */
const COOKIES_UPDATED = '30 November 2026';

export const cookies: LegalDocument = {
  ...LEGAL_PAGES.cookies,
  updated: COOKIES_UPDATED,
  sections: [
    {
      heading: 'The short version',
      paragraphs: [
        'This website does not use advertising, analytics or social-media tracking cookies, and does not load third-party tracking scripts. We do not currently set any cookies at all.',
        "We do use your browser's storage for three things: keeping you signed in, if you have an account; showing your account's pages at once on your next visit, with what you saw last; and, on some forms, keeping a draft while you fill it in (for the firm's own staff who write our articles, the article they are writing too). All are needed for features you choose to use, and none is used to track you across other websites.",
      ],
    },
    {
      heading: 'What browser storage is',
      paragraphs: [
        'Besides cookies, browsers offer other ways for a website to keep small amounts of data on your device: local storage and IndexedDB, which last until they are cleared, and session storage, which is cleared when you close the tab. This policy covers all of them.',
      ],
    },
    {
      heading: 'What we store, why and for how long',
      paragraphs: ['These are the only items the website keeps in your browser:'],
      list: [
        'Sign-in session (local storage if you ticked "Remember me", session storage if you did not; key beginning "firebase:authUser:"; a session kept by an earlier version of this website in the IndexedDB database "firebaseLocalStorageDb" is moved to local storage on your next visit, and that database is otherwise left empty). Set by Firebase Authentication, our sign-in provider, only when you sign in. It holds your user ID, email address, display name and the tokens that keep you signed in; the access token expires after an hour and is renewed automatically. In local storage it is kept until you sign out or clear your browser data; in session storage, until you sign out or close the tab.',
        'Your account\'s last view (local storage, or session storage if you did not tick "Remember me"; keys beginning "meridian:memory:"). Only while you are signed in: your user ID (a note that you signed in on this browser, and whether you ticked "Remember me"), your name and role, and what your own dashboard, saved calculations, complaints, profile and privacy choices showed you last, with those pages as they looked (for staff, the analytics figures, the list of articles and the rates settings; never a list of people, leads or complaints, which are read afresh every time), so that these pages show at once on your next visit, marked as updating, while they are read again. It stays on your device and is never sent to us. Each item is kept for at most a day, and everything is deleted when you sign out, when you sign out of all devices (on each device at its next visit) or when someone else signs in on this browser.',
        'Form draft (session storage), on forms that offer it. What you have typed into a form, such as the contact form, so that it is not lost if you move to another page before sending it. It stays on your device, is sent to us only when you press send, and is deleted when you close the tab.',
        'Article draft (local storage; keys beginning "meridian.admin.desk."), only for the firm\'s staff who write our articles, on their own devices: an article they have changed and not yet saved, so that a closed tab or a crash loses nothing. It stays on the device, is sent to us only when they save it, and is deleted when they save or discard it.',
        'Your choice of language (local storage; key "meridian:language"), only if you use the language switch of a page offered in more than one language, such as the privacy notice in Hindi: "en" or "hi", so that such pages open in the language you chose. It stays on your device until you clear it.',
      ],
    },
    {
      heading: 'What we do not use',
      paragraphs: [
        'No advertising cookies, analytics or measurement cookies, fingerprinting, or tracking pixels. If we ever want to add a feature that relies on cookies or tracking that is not strictly needed, for example an embedded video player, we will update this policy first and ask for your consent where the law requires it.',
        'Links to our pages on LinkedIn, X and YouTube take you to those sites, which set their own cookies under their own policies once you are there.',
      ],
    },
    {
      heading: 'How to clear or block this storage',
      paragraphs: [
        "Signing out removes the sign-in session and your account's last view from your browser. Closing the tab removes any form draft. An unsaved article draft stays until its writer saves or discards it.",
        "You can also delete everything this website has stored by clearing the site data for this website in your browser's privacy or site settings, or block storage altogether. If you block it, you can still read the website and use the calculators, but you will not be able to stay signed in.",
      ],
    },
    {
      heading: 'Changes and contact',
      paragraphs: [
        'If we change what we store in your browser, we will update this page and the date above before the change goes live.',
        `Questions about this policy can be sent to ${FIRM_FACTS.grievanceEmail}.`,
      ],
    },
  ],
};
