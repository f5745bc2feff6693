import type { RouteId } from '../../../manifest/routes.ts';
import type { Campaign } from '../../../runtime/http/contract/campaigns.ts';
import { routeUrl } from '../calls.ts';
import type { Driver } from '../driver.ts';
import type { PageLifecycle } from '../pageLifecycle.ts';

/** The campaign the path's page shows, read from the sandbox as the page will read it. */
let shown: Campaign | null = null;

async function readCampaign(d: Driver, key: string): Promise<Campaign> {
  const reply = await d.sandbox<{ result: Campaign }>('GET', `/v1/app/activity/detail?key=${key}`);
  return reply.result;
}

/** What every campaign page shows: the campaign's title, its window's sentence for its state, its rules. */
async function expectCampaign(d: Driver): Promise<void> {
  if (!shown) throw new Error('no campaign was read');
  await d.expectVisible('heading', shown.title);
  await d.expectText(
    shown.state === 'upcoming'
      ? /^Starts /
      : shown.state === 'running'
        ? /^Runs until /
        : /^Ended .* The results below are final\.$/,
  );
  await d.expectVisible('heading', 'Rules');
  if (shown.rules[0]) await d.expectText(shown.rules[0]);
}

/** A named campaign's page: its route and the campaign it shows. */
function campaignPage(route: RouteId, key: string): PageLifecycle {
  return {
    route,
    read: 'campaignDetail',
    region: 'Campaign',
    outcomes: ['loaded'],
    // The app's pages open in the app, whose bar shows the campaign's title.
    ...(route.startsWith('app.') ? { device: 'app' as const } : {}),
    prepare: async (d) => {
      shown = await readCampaign(d, key);
      return routeUrl(route, {} as never);
    },
    loaded: async (d) => {
      await expectCampaign(d);
      if (route.startsWith('app.') && shown) await d.expectNativeCall('setTitle', { title: shown.title });
    },
  };
}

export const campaignPages: PageLifecycle[] = [
  campaignPage('activity.2024MayPizza', '2024MayPizza'),
  campaignPage('activity.DecemberActivity', 'DecemberActivity'),
  campaignPage('activity.July', 'July'),
  campaignPage('activity.h5.july', 'July'),
  campaignPage('activity.NovemberActivity', 'NovemberActivity'),
  campaignPage('activity.noviceMarketing', 'noviceMarketing'),
  campaignPage('activity.shortHashrate', 'shortHashrate'),
  campaignPage('activity.trialCash', 'trialCash'),
  campaignPage('activity.newcomers', 'newcomers'),
  campaignPage('activity.h5.fufupoint', 'fufupoint'),
  campaignPage('app.augustActivity', 'August'),
  campaignPage('app.DecemberActivity', 'DecemberActivity'),
  campaignPage('app.NovemberActivity', 'NovemberActivity'),
  campaignPage('app.mayPizza', '2024MayPizza'),
  campaignPage('app.trialCash', 'trialCash'),
];

/** `/activity/{activityId}`: a CMS campaign by its id; an id no campaign has is the 404 page. */
export const campaignDetailPage: PageLifecycle = {
  route: 'activity.detail',
  read: 'campaignDetail',
  region: 'Campaign',
  outcomes: ['loaded', 'notFound'],
  prepare: async (d, outcome) => {
    shown = outcome === 'loaded' ? await readCampaign(d, '1012') : null;
    return routeUrl('activity.detail', { activityId: outcome === 'loaded' ? '1012' : '999999' });
  },
  loaded: expectCampaign,
};

/** `/activity/invitee?inviteCode=`: who invited the visitor and the gift; the invitation read is the page's. */
export const campaignInviteePage: PageLifecycle = {
  route: 'activity.invitee',
  read: 'campaignInvitation',
  region: 'Your invitation',
  outcomes: ['loaded'],
  prepare: async () => {
    shown = null;
    return `${routeUrl('activity.invitee', {})}?inviteCode=ALICE1`;
  },
  loaded: async (d) => {
    await d.expectVisible('heading', /invited you to FuFu cloud mining$/);
    await d.expectVisible('button', /^Sign up with code /);
  },
};
