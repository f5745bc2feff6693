import { cookies } from '../../../../runtime/config.ts';
import { pageRead } from '../../../../runtime/query/index.ts';
import type { SearchOf } from '../../../../runtime/router/links.ts';
import { COOKIES } from '../../../../runtime/session/cookies.ts';
import { inviteFriendsQuery, inviteRewardsQuery, inviteSummaryQuery } from '../../../features/invites/inviteQueries.ts';
import type { PageLoader } from '../../../pageProps.ts';

/**
 * The account's reads start with the page only when it is signed in: opened signed out inside the app, the native
 * login signs it in first (the authenticatedH5 guard) and the page starts them then, as its own account's.
 */
const signedIn = (context: { server: boolean }) => !context.server && Boolean(cookies.get(COOKIES.auth.name));

/** `/app/inviteFer`: the account's code, earnings and terms. */
export const inviteFerLoader: PageLoader = async (context) => {
  if (signedIn(context)) await pageRead(context, inviteSummaryQuery());
  return undefined;
};

/** `/app/inviteFer/detail`: the totals and the tab's page (the earnings or the friends). */
export const inviteFerDetailLoader: PageLoader = async (context) => {
  const { tab, page } = context.search as SearchOf<'app.inviteFer.detail'>;
  if (!signedIn(context)) return undefined;
  await Promise.all([
    pageRead(context, inviteSummaryQuery()),
    pageRead(context, tab === 'rewards' ? inviteRewardsQuery(page) : inviteFriendsQuery(page)),
  ]);
  return undefined;
};
