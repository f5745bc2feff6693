import { z } from 'zod';
import { AGREEMENT_ID_PATTERN } from './commonValues.ts';
import { statusEnvelope } from './envelopes.ts';
import { noInput } from './fields.ts';

export * from './commonValues.ts';

/**
 * What every page shares (spec section 7, `/v1/app/common`): site config, download links, page SEO,
 * the CMS (agreements, banners, the home modal) and the translations. Status envelope.
 */

export const commonCalls = {
  pageSeo: {
    method: 'GET',
    path: '/v1/app/common/seo/page',
    query: z.object({ pageCode: z.string().regex(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/) }),
    response: statusEnvelope(z.object({ seoTitle: z.string(), seoKeyword: z.string(), seoDescription: z.string() })),
  },
  config: {
    method: 'GET',
    path: '/v1/app/common/config',
    query: noInput,
    response: statusEnvelope(
      z.object({
        routerConfig: z.object({ checkWhiteListRouters: z.array(z.string()) }),
        defaultCalculatorGoodsId: z.string(),
      }),
    ),
  },
  dictionaryList: {
    method: 'GET',
    path: '/v1/app/common/dictionary/list',
    query: z.object({ dictType: z.literal('web.config.url') }),
    response: statusEnvelope(z.record(z.string(), z.string())),
  },
  indexModal: {
    method: 'GET',
    path: '/v1/app/auth/index/modal',
    query: noInput,
    response: statusEnvelope(
      z.object({
        show: z.boolean(),
        imageUrl: z.string().nullable(),
        router: z.string().nullable(),
        expireHours: z.number(),
      }),
    ),
  },
  agreementDetail: {
    method: 'GET',
    path: '/v1/app/common/agreement/detail',
    query: z.object({
      agreementId: z.string().regex(AGREEMENT_ID_PATTERN, 'is not a known agreement id'),
    }),
    /** agreementContent is HTML from the CMS: the client must sanitize it. */
    response: statusEnvelope(
      z.object({
        agreementId: z.string(),
        title: z.string(),
        /** The version in force and the UTC day it took effect (YYYY-MM-DD). */
        version: z.string(),
        effectiveDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
        agreementContent: z.string(),
      }),
    ),
  },
  bannerQuery: {
    method: 'GET',
    path: '/v1/app/common/banner/query',
    query: z.object({ advertisingId: z.string().regex(/^[A-Z_]{1,64}$/) }),
    response: statusEnvelope(
      z.object({
        modules: z.array(
          z.object({ data: z.object({ banners: z.array(z.object({ imageUrl: z.string(), router: z.string() })) }) }),
        ),
      }),
    ),
  },
  cmsBannerList: {
    method: 'GET',
    path: '/v1/app/common/cms/banner/list',
    query: z.object({ bannerType: z.enum(['06', '07']) }),
    response: statusEnvelope(
      z.array(
        z.object({ bannerId: z.string(), bannerPicture: z.string(), bannerBgPicture: z.string(), router: z.string() }),
      ),
    ),
  },
  translations: {
    method: 'GET',
    path: '/v1/app/common/i18n/translations',
    query: z.object({ lang: z.enum(['de', 'en', 'es', 'fr', 'ja', 'ko', 'hk', 'zh']) }),
    /** A flat map from Lingui message id to its translation. */
    response: statusEnvelope(z.record(z.string(), z.string())),
  },
} as const;
