import { notFound } from '@tanstack/react-router';
import type { Campaign } from '../../../runtime/http/contract/campaigns.ts';
import { CAMPAIGN_KEY_PATTERN } from '../../../runtime/http/contract/campaignsValues.ts';
import { pageRead } from '../../../runtime/query/index.ts';
import {
  CAMPAIGN_NOT_FOUND_STATUS,
  campaignDetailQuery,
  campaignKeyOf,
} from '../../features/campaigns/campaignQueries.ts';
import { invitationCode, invitationOrNoneQuery } from '../../features/campaigns/invitation.ts';
import type { PageLoader } from '../../pageProps.ts';

/**
 * A campaign page's read: the campaign of its route or of `/activity/{activityId}`; a malformed or unknown id is
 * the 404 page (its status on the server). The page's title is the campaign's.
 */
export const campaignLoader: PageLoader = async (context) => {
  const key = campaignKeyOf(context.route.id, context.params);
  if (!CAMPAIGN_KEY_PATTERN.test(key)) {
    if (context.server) throw notFound();
    return undefined;
  }
  const campaign = await pageRead<Campaign>(context, campaignDetailQuery(key), CAMPAIGN_NOT_FOUND_STATUS);
  return campaign ? { title: campaign.title, description: campaign.summary } : undefined;
};

/** The invitation landing: who invited the visitor (when the link has a code) and the invitation campaign. */
export const inviteeLoader: PageLoader = async (context) => {
  const code = invitationCode(context.search);
  if (code !== null) await pageRead(context, invitationOrNoneQuery(code));
  await pageRead(context, campaignDetailQuery('invitee'));
  return undefined;
};
