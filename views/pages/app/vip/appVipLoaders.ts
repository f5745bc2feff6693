import { pageRead } from '../../../../runtime/query/index.ts';
import type { SearchOf } from '../../../../runtime/router/links.ts';
import { vipLevelsQuery, vipRecordQuery, vipStandingQuery } from '../../../features/loyalty/loyaltyQueries.ts';
import type { PageLoader } from '../../../pageProps.ts';

/** The app's VIP pages: their titles are the app routes' own (views/pageTitles.ts), shown in the app's bar. */
export const appVipLoader: PageLoader = async (context) => {
  await Promise.all([pageRead(context, vipStandingQuery()), pageRead(context, vipLevelsQuery())]);
  return undefined;
};

export const appVipRecordLoader: PageLoader = async (context) => {
  const { page } = context.search as SearchOf<'app.vip.record'>;
  await pageRead(context, vipRecordQuery(page));
  return undefined;
};

export const appVipRulesLoader: PageLoader = async (context) => {
  await pageRead(context, vipLevelsQuery());
  return undefined;
};
