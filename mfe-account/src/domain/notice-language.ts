import type { NoticeLanguage } from '@meridian/shared';
/**
 * The language of the notices the account's screens show where consent is given or withdrawn, where
 * the person has not chosen another: the Privacy tab's withdrawals. The sign-up form and Google's
 * date-of-birth step record the language their notice was read in (English, or Hindi when the
 * person opened its Hindi link); each consent record stores it with the notice's version.
 */
export const ACCOUNT_NOTICE_LANGUAGE: NoticeLanguage = 'en';
