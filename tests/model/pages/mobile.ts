import { REAL_INVITE } from '../bindings/register.ts';
import { routeUrl } from '../calls.ts';
import type { PageLifecycle } from '../pageLifecycle.ts';

/**
 * The /mobile pages (issue #22), opened in a phone's browser (any other goes to the web twin). The download
 * pages bind here, unlike the web `/download`: the empty layout has no header whose Download App menu would read
 * the dictionary too. Their empty state (no addresses) switches the sandbox's CMS for everyone, so it is left to
 * tests/unit/mobilePages.test.tsx.
 */

/** What both download pages show once the addresses are there, on an iPhone: the App Store first, no app banner. */
async function phoneStores(d: Parameters<PageLifecycle['loaded']>[0]): Promise<void> {
  await d.expectVisible('link', 'Download on the App Store');
  await d.expectVisible('heading', 'Other downloads');
  await d.expectVisible('heading', 'What the app does');
  await d.expectHidden('complementary', 'FuFu app');
}

/** `/mobile/branding-download`: the app download page the web `/download` sends phones to. */
export const mobileBrandingDownloadPage: PageLifecycle = {
  route: 'mobile.branding-download',
  read: 'dictionaryList',
  region: 'App downloads',
  outcomes: ['loaded'],
  device: 'phone',
  prepare: async () => routeUrl('mobile.branding-download', {}),
  loaded: async (d) => {
    await phoneStores(d);
    await d.expectText('Bitcoin cloud mining, made simple');
  },
};

/** `/mobile/download`: the same stores without the brand's welcome. */
export const mobileDownloadPage: PageLifecycle = {
  route: 'mobile.download',
  read: 'dictionaryList',
  region: 'App downloads',
  outcomes: ['loaded'],
  device: 'phone',
  prepare: async () => routeUrl('mobile.download', {}),
  loaded: phoneStores,
};

/** `/mobile/marketing`: the landing; its read is the plan list's (the featured plans). */
export const mobileMarketingPage: PageLifecycle = {
  route: 'mobile.marketing',
  read: 'goodsList',
  region: 'Featured plans on sale',
  outcomes: ['loaded'],
  device: 'phone',
  prepare: async () => routeUrl('mobile.marketing', {}),
  loaded: async (d) => {
    await d.expectVisible('heading', 'What is cloud mining?');
    await d.expectVisible('list', 'Featured plans');
    await d.expectVisible('link', 'Sign up free');
  },
};

/** `/mobile/register/gift?inviteCode=`: the invited friend's gift, then the sign-up that carries the code. */
export const mobileRegisterGiftPage: PageLifecycle = {
  route: 'mobile.register.gift',
  read: 'inviteTerms',
  region: 'Your gift',
  outcomes: ['loaded'],
  device: 'phone',
  prepare: async () => routeUrl('mobile.register.gift', {}, { search: { inviteCode: REAL_INVITE } }),
  loaded: async (d) => {
    await d.expectVisible('heading', 'What you get');
    await d.expectText(/A new-user gift: a \$\d+ hashrate coupon/);
    await d.expectValue('Invite code (optional)', REAL_INVITE);
  },
};

/** `/mobile/invitee?code=`: the inviter and the gift of the code; a code nobody has is the empty state. */
export const mobileInviteePage: PageLifecycle = {
  route: 'mobile.invitee',
  read: 'campaignInvitation',
  region: 'Your invitation',
  outcomes: ['loaded', 'empty'],
  device: 'phone',
  prepare: async (_d, outcome) =>
    routeUrl('mobile.invitee', {}, { search: { code: outcome === 'empty' ? 'NOBODY42' : REAL_INVITE } }),
  loaded: async (d) => {
    await d.expectText(/invited you$/);
    await d.expectVisible('heading', /^Your gift: /);
    await d.expectValue('Invite code (optional)', REAL_INVITE);
  },
  empty: async (d) => {
    await d.expectText(
      'No account has the invite code NOBODY42. Check the link with your friend, or sign up and type their code in the form.',
    );
    await d.expectValue('Invite code (optional)', '');
  },
};
