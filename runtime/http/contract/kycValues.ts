/** Identity verification's values the pages use too, without zod (the call schemas are in kyc.ts). */

export const DOCUMENT_TYPES = ['passport', 'idCard', 'driverLicence'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** Where an uploaded file goes. */
export const KYC_SLOTS = ['front', 'back', 'handheld', 'licence', 'representativeId', 'proofOfAddress'] as const;
export type KycSlot = (typeof KYC_SLOTS)[number];

/** Countries whose residents also give their home address at level 1. */
export const ADDRESS_COUNTRIES = ['CN', 'RU'] as const;
export const needsAddress = (country: string) => (ADDRESS_COUNTRIES as readonly string[]).includes(country);
/** A passport has one page to photograph; ID cards and driving licences have a back. */
export const needsBack = (documentType: string) => documentType !== 'passport';
/** The document slots a level-1 application needs for its document type. */
export const personSlots = (documentType: string): KycSlot[] =>
  needsBack(documentType) ? ['front', 'back'] : ['front'];
export const ENTERPRISE_SLOTS: readonly KycSlot[] = ['licence', 'representativeId'];
export const LEVEL2_SLOTS: readonly KycSlot[] = ['handheld'];

/** Uploads: JPEG or PNG by their first bytes, at most 5 MB, sent in chunks of at most 32 KB. */
export const KYC_MAX_FILE_BYTES = 5 * 1024 * 1024;
export const KYC_CHUNK_BYTES = 32 * 1024;
export const KYC_MIME_TYPES = ['image/jpeg', 'image/png'] as const;
export type KycMimeType = (typeof KYC_MIME_TYPES)[number];

/** The image type a file's first bytes say it is (JPEG `FF D8 FF`, PNG `89 50 4E 47 0D 0A 1A 0A`), or null. */
export function sniffImage(bytes: Uint8Array): KycMimeType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= png.length && png.every((byte, i) => bytes[i] === byte)) return 'image/png';
  return null;
}

/** Minimum age at level 1, on the server's UTC day. */
export const KYC_MIN_AGE = 18;

/** The refusals, as the sandbox words them; the pages put them at the field or file they concern. */
export const KYC_ERRORS = {
  fileType: 'the file is not a JPG or PNG image',
  fileSize: 'the file is larger than 5 MB',
  fileEmpty: 'the file is empty',
  uploadUnknown: 'no such upload',
  uploadOrder: 'this part of the file was not expected',
  fileMissing: 'a required document is missing',
  underAge: 'you must be at least 18 years old',
  address: 'an address is required for this country',
  notEditable: 'this application cannot be changed now',
  stepOrder: 'complete the previous step first',
  level1First: 'level 2 needs an approved level 1',
  noSupplement: 'no documents were requested',
} as const;

/** Is someone born on `dateOfBirth` (YYYY-MM-DD) at least 18 on the UTC day of `now`? */
export function isAdult(dateOfBirth: string, now: number): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const today = new Date(now);
  const y = today.getUTCFullYear();
  const m = today.getUTCMonth() + 1;
  const d = today.getUTCDate();
  let age = y - year;
  if (m < month || (m === month && d < day)) age -= 1;
  return age >= KYC_MIN_AGE;
}
