import { z } from 'zod';
import { COOP_LIMITS, COOP_PHONE_PATTERN, COOP_RULES, COOPERATION_TYPES } from './companyValues.ts';
import { statusEnvelope } from './envelopes.ts';
// The same rule as the account forms'.
import { EMAIL_PATTERN } from './fieldsValues.ts';

export * from './companyValues.ts';

/**
 * The company pages (spec section 7: "corporate ask record", page SEO for aboutUs, investors and
 * cooperation): the firmware releases of FuFuMinerOS, the company profile (farms, figures, timeline),
 * investor reports and the corporate inquiry the cooperation page sends. Public calls.
 */
export const COMPANY_API = '/v1/app/common/company';

// ---- the corporate inquiry (the spec's "corporate ask record") ----

const text = (max: number) => z.string().trim().min(1, COOP_RULES.required).max(max, COOP_RULES.tooLong);

export const corporateAskInput = z.object({
  company: text(COOP_LIMITS.name),
  contactName: text(COOP_LIMITS.name),
  email: z
    .string()
    .trim()
    .min(1, COOP_RULES.required)
    .max(COOP_LIMITS.email, COOP_RULES.tooLong)
    .regex(EMAIL_PATTERN, COOP_RULES.email),
  /** Optional; an empty string is none. */
  phone: z
    .string()
    .trim()
    .max(COOP_LIMITS.phone, COOP_RULES.tooLong)
    .refine((v) => v === '' || COOP_PHONE_PATTERN.test(v), COOP_RULES.phone)
    .default(''),
  country: text(COOP_LIMITS.country),
  cooperationType: z.enum(COOPERATION_TYPES, COOP_RULES.type),
  /** Expected hashrate or budget, as the company puts it ("5 PH/s", "USD 2 million"). */
  volume: text(COOP_LIMITS.volume),
  message: z
    .string()
    .trim()
    .min(COOP_LIMITS.messageMin, COOP_RULES.messageShort)
    .max(COOP_LIMITS.messageMax, COOP_RULES.tooLong),
});
export type CorporateAskInput = z.input<typeof corporateAskInput>;

// ---- FuFuMinerOS ----

export const RELEASE_NOTES = [
  's21xpSupport',
  'fasterTuning',
  'immersionProfiles',
  'fanCurve',
  'poolFailover',
  'fleetApi',
  'chipHealth',
  'firstRelease',
] as const;
export type ReleaseNote = (typeof RELEASE_NOTES)[number];

export const firmwareRelease = z.object({
  version: z.string(),
  /** UTC day of the release, YYYY-MM-DD. */
  releasedOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** SHA-256 of the image, hex. */
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  sizeMb: z.number().positive(),
  /** Where the image is downloaded: https only, as a page may link it. */
  downloadUrl: z.string().url().startsWith('https://'),
  /** Release notes, as keys the page words in the visitor's language. */
  notes: z.array(z.enum(RELEASE_NOTES)),
});
export type FirmwareRelease = z.infer<typeof firmwareRelease>;

export const firmwareModel = z.object({
  model: z.string(),
  /** Stock hashrate (TH/s) and efficiency (J/T). */
  stockTh: z.number().positive(),
  stockJt: z.number().positive(),
  /** Typical efficiency gain with auto-tuning, percent, as a range (not a promise). */
  gainMinPercent: z.number().min(0),
  gainMaxPercent: z.number().min(0),
  controlBoards: z.array(z.string()),
});
export type FirmwareModel = z.infer<typeof firmwareModel>;

// ---- the company profile ----

export const FARM_STATUSES = ['operating', 'building'] as const;
export const ENERGY_SOURCES = ['hydro', 'wind', 'gas', 'grid'] as const;
export const MILESTONES = [
  'founded',
  'cloudLaunch',
  'firstFarm',
  'poolLaunch',
  'listing',
  'minerOs',
  'hosting',
] as const;

export const companyProfile = z.object({
  foundedYear: z.number().int(),
  headquarters: z.string(),
  /** Figures as of this UTC day. */
  asOf: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  figures: z.object({
    registeredUsers: z.number().int(),
    countriesServed: z.number().int(),
    /** Hashrate under management, EH/s, and power capacity, MW. */
    hashrateEh: z.number(),
    capacityMw: z.number(),
    minersManaged: z.number().int(),
  }),
  farms: z.array(
    z.object({
      name: z.string(),
      /** ISO 3166-1 alpha-2. */
      country: z.string().length(2),
      region: z.string(),
      capacityMw: z.number(),
      energy: z.enum(ENERGY_SOURCES),
      status: z.enum(FARM_STATUSES),
    }),
  ),
  timeline: z.array(z.object({ year: z.number().int(), milestone: z.enum(MILESTONES) })),
});
export type CompanyProfile = z.infer<typeof companyProfile>;

// ---- investor relations ----

export const REPORT_KINDS = ['quarterly', 'annual', 'production'] as const;
export const investorReport = z.object({
  id: z.string(),
  kind: z.enum(REPORT_KINDS),
  /** "2026-Q3", "2025", "2026-10". */
  period: z.string(),
  publishedOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  url: z.url(),
});
export type InvestorReport = z.infer<typeof investorReport>;

export const companyCalls = {
  /** FuFuMinerOS releases, newest first, and the models it supports. */
  firmwareReleases: {
    method: 'GET',
    path: `${COMPANY_API}/firmware/releases`,
    query: z.object({}),
    response: statusEnvelope(z.object({ releases: z.array(firmwareRelease), models: z.array(firmwareModel) })),
  },
  /** Who the company is: farms, figures and timeline. */
  companyProfile: {
    method: 'GET',
    path: `${COMPANY_API}/profile`,
    query: z.object({}),
    response: statusEnvelope(companyProfile),
  },
  /** Investor highlights and reports, newest first. */
  investorReports: {
    method: 'GET',
    path: `${COMPANY_API}/investor/reports`,
    query: z.object({}),
    response: statusEnvelope(
      z.object({
        /** The latest quarter's figures. */
        highlights: z.object({
          period: z.string(),
          revenueUsdMillions: z.number(),
          btcMined: z.number(),
          hashrateEh: z.number(),
          capacityMw: z.number(),
        }),
        reports: z.array(investorReport),
      }),
    ),
  },
  /** The corporate inquiry from the cooperation page (spec: "corporate ask record"); answers its reference. */
  corporateAskRecord: {
    method: 'POST',
    path: '/v1/app/common/corporate/askRecord',
    query: z.object({}),
    body: corporateAskInput,
    response: statusEnvelope(z.object({ reference: z.string() })),
  },
} as const;
