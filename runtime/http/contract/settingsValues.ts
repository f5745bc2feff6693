/** The account settings' values the pages use too, without zod (the call schemas are in settings.ts). */

/** The languages notices (emails, messages) can be sent in, as the API names them (sg is hk). */
export const NOTICE_LANGUAGES = ['en', 'de', 'es', 'fr', 'ja', 'ko', 'zh', 'hk'] as const;
export type NoticeLanguage = (typeof NOTICE_LANGUAGES)[number];

/** A nickname: 2 to 20 characters, no angle brackets or control characters. */
export const NICKNAME_PATTERN = /^[^<>\p{Cc}]{2,20}$/u;

/** A partner id as partners hand it out: P and six digits. */
export const PARTNER_ID_PATTERN = /^P\d{6}$/;
