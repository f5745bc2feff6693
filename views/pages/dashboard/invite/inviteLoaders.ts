import { pageRead } from '../../../../runtime/query/index.ts';
import type { SearchOf } from '../../../../runtime/router/links.ts';
import {
  inviteFriendsQuery,
  inviteRankingQuery,
  inviteRewardsQuery,
  inviteSummaryQuery,
} from '../../../features/invites/inviteQueries.ts';
import type { PageLoader } from '../../../pageProps.ts';

export const inviteLoader: PageLoader = async (context) => {
  await Promise.all([
    pageRead(context, inviteSummaryQuery()),
    pageRead(context, inviteFriendsQuery(1, 5)),
    pageRead(context, inviteRankingQuery()),
  ]);
  return undefined;
};

export const inviteHistoryLoader: PageLoader = async (context) => {
  const { tab, page } = context.search as SearchOf<'dashboard.invite.history'>;
  await Promise.all([
    pageRead(context, inviteSummaryQuery()),
    pageRead(context, tab === 'rewards' ? inviteRewardsQuery(page) : inviteFriendsQuery(page)),
  ]);
  return undefined;
};
