import { cookies } from '../../../../runtime/config.ts';
import type { Campaign } from '../../../../runtime/http/contract/campaigns.ts';
import { pageRead } from '../../../../runtime/query/index.ts';
import type { SearchOf } from '../../../../runtime/router/links.ts';
import { COOKIES } from '../../../../runtime/session/cookies.ts';
import {
  CAMPAIGN_NOT_FOUND_STATUS,
  campaignDetailQuery,
  campaignInvitesQuery,
  campaignRankingQuery,
  campaignStandingQuery,
} from '../../../features/campaigns/campaignQueries.ts';
import type { PageLoader } from '../../../pageProps.ts';
import { inviteCampaignId } from './inviteCampaign.ts';

/**
 * The account's reads start with the page only when it is signed in: opened signed out inside the app, the native
 * login signs it in first (the authenticatedH5 guard) and the page starts them then, as its own account's.
 */
const signedIn = (context: { server: boolean }) => !context.server && Boolean(cookies.get(COOKIES.auth.name));

/** `/app/inviteActivity`: the campaign, the account's part in it (code, friends, points) and its ranking. */
export const inviteActivityLoader: PageLoader = async (context) => {
  const id = inviteCampaignId(context.search);
  const detail = pageRead<Campaign>(context, campaignDetailQuery(String(id)), CAMPAIGN_NOT_FOUND_STATUS);
  if (signedIn(context)) {
    // The ranking marks the account's own place: read once the account is known.
    await Promise.all([
      detail,
      pageRead(context, campaignStandingQuery(id)),
      pageRead(context, campaignRankingQuery(id)),
    ]);
  } else await detail;
  return undefined;
};

/** `/app/inviteActivity/detail`: the campaign (its window) and the page of the account's invitations. */
export const inviteActivityDetailLoader: PageLoader = async (context) => {
  const id = inviteCampaignId(context.search);
  const { page } = context.search as SearchOf<'app.inviteActivity.detail'>;
  const detail = pageRead<Campaign>(context, campaignDetailQuery(String(id)), CAMPAIGN_NOT_FOUND_STATUS);
  if (signedIn(context)) await Promise.all([detail, pageRead(context, campaignInvitesQuery(id, page))]);
  else await detail;
  return undefined;
};
