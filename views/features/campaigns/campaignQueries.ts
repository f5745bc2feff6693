import type { RouteId } from '../../../manifest/routes.ts';
import type { CampaignSlug } from '../../../runtime/http/contract/campaigns.ts';
import { apiQuery } from '../../../runtime/query/index.ts';

/** The API's status for a campaign that does not exist. */
export const CAMPAIGN_NOT_FOUND_STATUS = 404;

/** One campaign by slug or numeric id (public, in the visitor's language). */
export const campaignDetailQuery = (key: string) => apiQuery('campaignDetail', { key });
/** The signed-in account's standing in a campaign (private). */
export const campaignStandingQuery = (campaignId: number) => apiQuery('campaignStanding', { campaignId });
/** The campaign's ranking, with the account's own place when signed in. */
export const campaignRankingQuery = (campaignId: number) => apiQuery('campaignRanking', { campaignId });
export const CAMPAIGN_INVITES_PAGE_SIZE = 10;
/** The friends who signed up with the account's code inside a campaign's window, paged (private). */
export const campaignInvitesQuery = (campaignId: number, page: number, pageSize = CAMPAIGN_INVITES_PAGE_SIZE) =>
  apiQuery('campaignInvites', { campaignId, pageNo: page, pageSize });
/** The invitation campaign the app's invitation pages show without `?activityId=`: the CMS's invite ranking. */
export const APP_INVITE_CAMPAIGN_ID = 1012;
/** Who an invitation code belongs to and the gift it brings. */
export const campaignInvitationQuery = (code: string) => apiQuery('campaignInvitation', { code });

/** The campaign each named page shows; `/activity/{activityId}` names its own. */
export const CAMPAIGN_OF_ROUTE: Partial<Record<RouteId, CampaignSlug>> = {
  'activity.2024MayPizza': '2024MayPizza',
  'activity.DecemberActivity': 'DecemberActivity',
  'activity.July': 'July',
  'activity.h5.july': 'July',
  'activity.NovemberActivity': 'NovemberActivity',
  'activity.noviceMarketing': 'noviceMarketing',
  'activity.shortHashrate': 'shortHashrate',
  'activity.trialCash': 'trialCash',
  'activity.newcomers': 'newcomers',
  'activity.h5.fufupoint': 'fufupoint',
  'activity.invitee': 'invitee',
  'app.augustActivity': 'August',
  'app.DecemberActivity': 'DecemberActivity',
  'app.NovemberActivity': 'NovemberActivity',
  'app.mayPizza': '2024MayPizza',
  'app.trialCash': 'trialCash',
};

/** The campaign a page shows: its route's, or the `activityId` parameter's. */
export function campaignKeyOf(routeId: string, params: Record<string, string>): string {
  return CAMPAIGN_OF_ROUTE[routeId as RouteId] ?? params.activityId ?? '';
}
