/** The common calls' values the pages use too, without zod (the call schemas are in common.ts). */

/** The agreements the CMS holds (spec section 7): privacy and terms, _ZH for hk/sg, _CN for zh, _EN otherwise. */
export const AGREEMENT_ID_PATTERN = /^BFF(PRIVACY|USERTERM)_(ZH|CN|EN)$/;
