import { routeUrl, signIn } from '../calls.ts';
import type { Driver } from '../driver.ts';
import { freshEmail, registerByApi } from './accountSteps.ts';

export const CAMPAIGN_PASSWORD = 'Campaign2026';

/**
 * A fresh signed-in account and a campaign of its own (a copy of a named one running from a day before the
 * sandbox's now for 30 days: the Chromium sandbox and its clock are shared), open on `/activity/{id}`.
 */
export async function campaignAccount(d: Driver, from: string): Promise<{ account: string; campaignId: number }> {
  const account = freshEmail('campaign');
  await registerByApi(d, account, CAMPAIGN_PASSWORD);
  const { now } = await d.sandbox<{ now: string }>('POST', '/__sandbox/clock', { advanceSeconds: 0 });
  const day = 86_400_000;
  const { campaignId } = await d.sandbox<{ campaignId: number }>('POST', '/__sandbox/campaigns', {
    from,
    startAt: new Date(Date.parse(now) - day).toISOString(),
    endAt: new Date(Date.parse(now) + 30 * day).toISOString(),
  });
  await signIn(d, account, CAMPAIGN_PASSWORD);
  return { account, campaignId };
}

export async function openCampaign(d: Driver, campaignId: number): Promise<void> {
  await d.visit(routeUrl('activity.detail', { activityId: String(campaignId) }));
  await d.expectRead('Campaign', 'loaded');
  await d.expectRead('Your part in this campaign', 'loaded');
}
