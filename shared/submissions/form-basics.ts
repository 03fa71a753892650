/**
 * What every public form needs to send, and nothing else: the honeypot's name and the consent a
 * ticked box gives. A module of its own, so that a page with only the newsletter (the home page)
 * does not download the lead, complaint and consultation checks of index.ts.
 */
import type { NoticeLanguage } from '../src/contracts/documents';
import { PRIVACY_NOTICE_VERSION } from '../src/contracts/notice-version';

/** The name of the field people never see and bots fill in (a "honeypot"). */
export const HONEYPOT_FIELD = 'website';

/**
 * The consent a form's ticked box gives (issue 19): the version of the privacy notice the person
 * was shown. A lead, a consultation request and a newsletter subscription are refused without
 * it, or with another version than the current one (PRIVACY_NOTICE_VERSION): the endpoint stores
 * it with the server's time as consentedAt, and the language the person read the notice in.
 */
export interface ConsentGiven {
  noticeVersion: string;
  noticeLanguage: NoticeLanguage;
}

/** What a form sends when its box is ticked, its notice read in `language`. */
export const consentGiven = (language: NoticeLanguage = 'en'): ConsentGiven => ({
  noticeVersion: PRIVACY_NOTICE_VERSION,
  noticeLanguage: language,
});

/**
 * What a form says when the server cannot be reached or its answer read (what was typed stays).
 * Here, not in send.ts, so that a form that loads its sending code on demand can say it too.
 */
export const SUBMIT_UNREACHABLE =
  'We could not reach our server. Please check your connection and try again in a moment.';
