import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The site title: the error page's title suffix and the fallback for pages without a page code. */
export const SITE_TITLE = msg`FuFu Cloud Mining`;

/** Localized fallbacks for each SEO page code, used until (or when) the page-SEO call answers. */
export const PAGE_TITLES: Record<string, MessageDescriptor> = {
  index: msg`Bitcoin cloud mining`,
  goodsList: msg`Cloud mining plans`,
  news: msg`News`,
  minerList: msg`Miner rental`,
  minerCoupon: msg`Miner coupons`,
  rewards: msg`Rewards centre`,
  bitman: msg`Bitmain partnership`,
  investors: msg`Investors`,
  aboutUs: msg`About us`,
  calculator: msg`Mining calculator`,
  cooperation: msg`Cooperation`,
  miningAcademy: msg`Mining academy`,
};

export const FALLBACK_DESCRIPTION = msg`Rent hashrate from efficient miners and receive the output every day.`;
export const FALLBACK_KEYWORDS = msg`bitcoin, cloud mining, hashrate, mining plans`;
