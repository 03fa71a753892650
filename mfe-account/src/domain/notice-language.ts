import type { NoticeLanguage } from '@meridian/shared';
/**
 * The language of the notices the account's screens show where consent is given or withdrawn, where
 * the person has not chosen another: the Privacy tab's withdrawals, and Google's sign-up. The
 * sign-up form records the language its notice was read in (English or Hindi, the notice's
 * button); each consent record stores it with the notice's version.
 */
export const ACCOUNT_NOTICE_LANGUAGE: NoticeLanguage = 'en';
