import type { SearchOf } from '../../../../runtime/router/links.ts';
import { APP_INVITE_CAMPAIGN_ID } from '../../../features/campaigns/campaignQueries.ts';

/** The invitation campaign the page shows: `?activityId=` (a CMS campaign the app links to), else the invite ranking. */
export function inviteCampaignId(search: Record<string, unknown>): number {
  return (search as SearchOf<'app.inviteActivity'>).activityId ?? APP_INVITE_CAMPAIGN_ID;
}

/** The same campaign's other page keeps the id only when the address named one (the default stays implicit). */
export function campaignSearch(search: Record<string, unknown>): { activityId?: number } {
  const { activityId } = search as SearchOf<'app.inviteActivity'>;
  return activityId === undefined ? {} : { activityId };
}
