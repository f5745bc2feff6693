import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RouteId } from '../manifest/routes.ts';

/** The site title: the error page's title suffix and the fallback for pages without a page code. */
export const SITE_TITLE = msg`FuFu Cloud Mining`;

/**
 * Localized fallback titles of the routes with an SEO page code, by route id (a typo is a type error),
 * used until (or when) the page-SEO call answers.
 */
export const PAGE_TITLES: Partial<Record<RouteId, MessageDescriptor>> = {
  home: msg`Bitcoin cloud mining`,
  list: msg`Cloud mining plans`,
  easy: msg`Easy mining plans`,
  news: msg`News`,
  'news.article': msg`News`,
  rental: msg`Miner rental`,
  coupons: msg`Miner coupons`,
  task: msg`Rewards centre`,
  bitmain: msg`Bitmain partnership`,
  investors: msg`Investors`,
  aboutus: msg`About us`,
  calculator: msg`Mining calculator`,
  coop: msg`Cooperation`,
  content: msg`Mining academy`,
  'content.article': msg`Mining academy`,
  'content.h5': msg`Mining academy`,
  'topic.what-is-bitcoin-cloud-mining': msg`What is bitcoin cloud mining?`,
  protocol: msg`Agreements`,
  // The app's pages: the native app shows these in its navigation bar (views/layouts/appLayout.tsx).
  'app.changeAddress': msg`Change payout address`,
  'app.task': msg`Rewards centre`,
  'app.protocol': msg`Agreements`,
  'app.vip': msg`VIP levels`,
  'app.vip.record': msg`VIP level history`,
  'app.vip.rules': msg`VIP rules`,
  'app.inviteActivity': msg`Invite friends`,
  'app.inviteActivity.detail': msg`My invitations`,
  'app.inviteFer': msg`Referral rewards`,
  'app.inviteFer.detail': msg`Referral earnings`,
};

/** The fallback title of a route (its `LocalizedRoute.id`), if it has one. */
export function pageTitle(routeId: string): MessageDescriptor | undefined {
  return Object.hasOwn(PAGE_TITLES, routeId) ? PAGE_TITLES[routeId as RouteId] : undefined;
}

export const FALLBACK_DESCRIPTION = msg`Rent hashrate from efficient miners and receive the output every day.`;
export const FALLBACK_KEYWORDS = msg`bitcoin, cloud mining, hashrate, mining plans`;
