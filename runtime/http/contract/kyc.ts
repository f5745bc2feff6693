import { z } from 'zod';
import { KYC_LIMITS_USD } from './checkout.ts';
import { codeEnvelope, jsonField } from './envelopes.ts';
import { DOCUMENT_TYPES, KYC_CHUNK_BYTES, KYC_MIME_TYPES, KYC_SLOTS } from './kycValues.ts';
import { decimalString } from './orders.ts';

export * from './kycValues.ts';

/**
 * Identity verification (KYC) in the user API: the personal level 1 (steps 1 to 3: identity, documents,
 * submit), the enterprise application (the same three steps), level 2 (a hand-held photo of the level-1
 * document), the draft saved per step, the account's applications, its status and limits, the documents
 * a review asked for (supplement), and document uploads in chunks (checked by content and size).
 *
 * The level is `authLevel` of the user info; checkout gates on it with `KYC_LIMITS_USD` (contract/checkout.ts):
 * level 0 cannot buy, level 1 up to 100,000 USD of paid orders, level 2 up to 100,000,000 USD. An approved
 * enterprise application sets level 2.
 */
export const KYC_API = '/user-api/kyc';

export const KYC_KINDS = ['person', 'enterprise', 'level2'] as const;
export type KycKind = (typeof KYC_KINDS)[number];

/**
 * An application's life: `draft` (saved per step), `submitted`, `provisional` (the automatic check passed,
 * waiting for the manual review), `reviewing` (manual review, 1 to 3 working days), `approved`, `rejected`
 * (with the reason; the draft can be corrected and submitted again) and `supplement` (the review asks for
 * more documents). `none` is an account with no application of that kind ("not certified").
 */
export const KYC_STATUSES = [
  'none',
  'draft',
  'submitted',
  'provisional',
  'reviewing',
  'approved',
  'rejected',
  'supplement',
] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

const isoDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date, YYYY-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && value >= '1900-01-01';
  }, 'is not a valid date');

/** Step 1 of the personal level 1 (age and address are checked by the server against its clock and country). */
export const personIdentity = z.object({
  country: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/, 'choose a country'),
  documentType: z.enum(DOCUMENT_TYPES),
  fullName: z.string().trim().min(2, 'enter your name as on the document').max(100),
  idNumber: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{4,30}$/, 'use 4 to 30 letters, digits or dashes'),
  dateOfBirth: isoDate,
  address: z.string().trim().max(200).default(''),
});
export type PersonIdentity = z.infer<typeof personIdentity>;

/** Step 1 of the enterprise application. */
export const enterpriseDetails = z.object({
  companyName: z.string().trim().min(2, 'enter the registered name').max(120),
  registrationNumber: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{4,40}$/, 'use 4 to 40 letters, digits or dashes'),
  country: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/, 'choose a country'),
  registeredAddress: z.string().trim().min(5, 'enter the registered address').max(200),
  representativeName: z.string().trim().min(2, 'enter the representative’s name').max(100),
});
export type EnterpriseDetails = z.infer<typeof enterpriseDetails>;

export const uploadedFile = z.object({
  fileId: z.string(),
  slot: z.enum(KYC_SLOTS),
  fileName: z.string(),
  mimeType: z.enum(KYC_MIME_TYPES),
  size: z.number().int().min(1),
});
export type UploadedFile = z.infer<typeof uploadedFile>;

export const kycApplication = z.object({
  kind: z.enum(KYC_KINDS),
  status: z.enum(KYC_STATUSES),
  /** The last step saved (1 identity or details, 2 documents, 3 submitted); 0 with nothing saved. */
  step: z.number().int().min(0).max(3),
  /** Step 1's fields as saved (personIdentity or enterpriseDetails), or an empty object. */
  fields: z.record(z.string(), z.string()),
  files: z.array(uploadedFile),
  /** Why the review rejected it (English from the review), or null. */
  rejectReason: z.string().nullable(),
  /** What the review asked for when the status is `supplement`. */
  supplement: z.object({ slots: z.array(z.enum(KYC_SLOTS)), note: z.string() }).nullable(),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type KycApplication = z.infer<typeof kycApplication>;

export const kycLevelLimit = z.object({
  level: z.number().int().min(0).max(2),
  /** What the account may buy in total (paid orders), USD; the same table checkout applies. */
  limitUsd: decimalString,
});

export const kycStatusReply = z.object({
  authLevel: z.number().int().min(0).max(2),
  limitUsd: decimalString,
  levels: z.array(kycLevelLimit),
  person: kycApplication,
  enterprise: kycApplication,
  level2: kycApplication,
});
export type KycStatusReply = z.infer<typeof kycStatusReply>;

/** The level limits, for the sandbox and the pages alike. */
export const KYC_LEVELS = [0, 1, 2].map((level) => ({ level, limitUsd: KYC_LIMITS_USD[level] ?? '0' }));

const kindQuery = z.object({ kind: z.enum(KYC_KINDS) });
const submitBody = z.object({});
const filesBody = z.object({
  /** The files for the step: `{ "front": fileId, "back": fileId }` (JSON in the form). */
  files: jsonField(z.record(z.string(), z.string().max(40))),
});

export const kycCalls = {
  /** The account's level, its limit, the level table and the state of each kind of application. */
  kycStatus: {
    method: 'GET',
    path: `${KYC_API}/status`,
    private: true,
    query: z.object({}),
    response: codeEnvelope(kycStatusReply),
  },
  /** The account's applications that exist (not `none`), most recently changed first. */
  kycList: {
    method: 'GET',
    path: `${KYC_API}/list`,
    private: true,
    query: z.object({}),
    response: codeEnvelope(z.array(kycApplication)),
  },
  /** One kind's application as saved so far (the draft), or `none` with nothing saved. */
  kycDraft: {
    method: 'GET',
    path: `${KYC_API}/draft`,
    private: true,
    query: kindQuery,
    response: codeEnvelope(kycApplication),
  },
  /** Level 1 step 1: country, document, name, ID number, date of birth (18+), address for CN and RU. */
  kycPersonStep1: {
    method: 'POST',
    path: `${KYC_API}/level1/person/step1`,
    query: z.object({}),
    body: personIdentity,
    response: codeEnvelope(kycApplication),
  },
  /** Level 1 step 2: the uploaded front (and back, except for a passport). */
  kycPersonStep2: {
    method: 'POST',
    path: `${KYC_API}/level1/person/step2`,
    query: z.object({}),
    body: filesBody,
    response: codeEnvelope(kycApplication),
  },
  /** Level 1 step 3: submits the saved draft for review. */
  kycPersonStep3: {
    method: 'POST',
    path: `${KYC_API}/level1/person/step3`,
    query: z.object({}),
    body: submitBody,
    response: codeEnvelope(kycApplication),
  },
  /** Enterprise step 1: the company's details. */
  kycEnterpriseStep1: {
    method: 'POST',
    path: `${KYC_API}/enterprise/step1`,
    query: z.object({}),
    body: enterpriseDetails,
    response: codeEnvelope(kycApplication),
  },
  /** Enterprise step 2: the registration certificate and the representative's ID. */
  kycEnterpriseStep2: {
    method: 'POST',
    path: `${KYC_API}/enterprise/step2`,
    query: z.object({}),
    body: filesBody,
    response: codeEnvelope(kycApplication),
  },
  /** Enterprise step 3: submits it for review. */
  kycEnterpriseStep3: {
    method: 'POST',
    path: `${KYC_API}/enterprise/step3`,
    query: z.object({}),
    body: submitBody,
    response: codeEnvelope(kycApplication),
  },
  /** Level 2 step 2 (its only step with input): the hand-held photo of the level-1 document. */
  kycLevel2Step2: {
    method: 'POST',
    path: `${KYC_API}/level2/step2`,
    query: z.object({}),
    body: filesBody,
    response: codeEnvelope(kycApplication),
  },
  /** Level 2 step 3: submits the hand-held photo (needs an approved level 1). */
  kycLevel2Step3: {
    method: 'POST',
    path: `${KYC_API}/level2/step3`,
    query: z.object({}),
    body: submitBody,
    response: codeEnvelope(kycApplication),
  },
  /** The documents a review asked for: the application goes back to review. */
  kycSupplement: {
    method: 'POST',
    path: `${KYC_API}/supplement`,
    query: z.object({}),
    body: z.object({ kind: z.enum(KYC_KINDS) }).extend(filesBody.shape),
    response: codeEnvelope(kycApplication),
  },
  /**
   * Starts an upload: the application kind and slot it is for, its name and size (at most 5 MB). Once complete,
   * the file is attached to that kind's draft at once (a reload loses nothing uploaded).
   */
  kycUploadStart: {
    method: 'POST',
    path: `${KYC_API}/upload/start`,
    query: z.object({}),
    body: z.object({
      kind: z.enum(KYC_KINDS),
      slot: z.enum(KYC_SLOTS),
      fileName: z.string().trim().min(1).max(200),
      size: z.coerce.number().int().min(0),
    }),
    response: codeEnvelope(z.object({ uploadId: z.string(), chunkBytes: z.number().int().positive() })),
  },
  /**
   * One chunk of an upload, base64url, in order from `offset`. The first chunk is checked for a JPEG or PNG
   * signature; the last one completes the file and answers it.
   */
  kycUploadChunk: {
    method: 'POST',
    path: `${KYC_API}/upload/chunk`,
    query: z.object({}),
    body: z.object({
      uploadId: z.string().min(1).max(40),
      offset: z.coerce.number().int().min(0),
      data: z
        .string()
        .regex(/^[A-Za-z0-9_-]*$/, 'must be base64url')
        .max(Math.ceil((KYC_CHUNK_BYTES * 4) / 3) + 4),
    }),
    response: codeEnvelope(
      z.object({ received: z.number().int().min(0), size: z.number().int().min(0), file: uploadedFile.nullable() }),
    ),
  },
} as const;
