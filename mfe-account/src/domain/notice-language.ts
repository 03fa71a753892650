import type { NoticeLanguage } from '@meridian/shared';
/**
 * The language of the notices the account's screens show where consent is given or withdrawn (the
 * sign-up notice, the Privacy tab): English today. Each consent record stores it with the notice's
 * version; a screen that shows a translated notice records that notice's language instead.
 */
export const ACCOUNT_NOTICE_LANGUAGE: NoticeLanguage = 'en';
