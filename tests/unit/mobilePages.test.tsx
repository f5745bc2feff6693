// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import axe from 'axe-core';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ListedGoods } from '../../runtime/http/contract/plans.ts';
import type { InviteTerms } from '../../runtime/http/contract/services.ts';
import type { CallName } from '../../runtime/http/contract.ts';
import { expectExactUrl, freshEmail, noChallenges, outboxCode } from '../model/bindings/accountSteps.ts';
import { REAL_INVITE } from '../model/bindings/register.ts';
import { callPath, failCall, signIn, visitRoute } from '../model/calls.ts';
import type { Driver } from '../model/driver.ts';
import { closeJsdomSandbox, createJsdomDriver } from '../model/jsdomDriver.tsx';
import { PHONE_USER_AGENT } from '../model/pageLifecycle.ts';

/**
 * The six /mobile pages (issue #22) in the whole app against the sandbox, in a phone's browser: the
 * `mobileWebChange` guard sends any other browser to the page's web twin (tests/unit/guards.test.ts).
 */
const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const setUserAgent = (value: string) =>
  Object.defineProperty(window.navigator, 'userAgent', { value, configurable: true });

const WAIT = { timeout: 8000 };
let d: Driver;
beforeEach(async () => {
  setUserAgent(PHONE_USER_AGENT);
  d = await createJsdomDriver();
});
afterEach(async () => {
  await d.dispose();
});
afterAll(closeJsdomSandbox);

async function api<T>(name: CallName, query = ''): Promise<T> {
  return (await d.sandbox<{ result: T }>('GET', `${callPath(name)}${query}`)).result;
}
const region = (name: string) => screen.findByRole('region', { name }, WAIT);
const loaded = async (name: string) => {
  const section = await region(name);
  await waitFor(() => expect(section.getAttribute('data-read')).toBe('loaded'), WAIT);
  return section;
};
const hrefOf = (name: string | RegExp, inside: HTMLElement = document.body) =>
  within(inside).getByRole('link', { name }).getAttribute('href');

/** Step 0 with a fresh address, then the code the sandbox sent: the embedded register flow to its end. */
async function signUp(email: string, invite?: string): Promise<void> {
  await noChallenges(d);
  await d.fill('Email', email);
  if (invite !== undefined) await d.expectValue('Invite code (optional)', invite);
  await d.check(/I have read and agree/);
  await d.click('button', 'Next');
  await d.click('button', 'Send code');
  await d.expectEnabled('button', /^Resend in \d+ s$/, false);
  await d.fill('Verification code', await outboxCode(d, email));
}

describe('/mobile/branding-download and /mobile/download', { timeout: 30_000 }, () => {
  it('on an iPhone: the App Store first, the other addresses under it, what the app does, no QR code and no app banner', async () => {
    const urls = await api<Record<string, string>>('dictionaryList', '?dictType=web.config.url');
    await visitRoute(d, 'mobile.branding-download', {});
    await screen.findByRole('heading', { level: 1, name: 'Download the FuFu app' }, WAIT);
    const section = await loaded('App downloads');
    const main = within(section).getByRole('link', { name: 'Download on the App Store' });
    expect(main.getAttribute('href')).toBe(urls.iosUrl);
    expect(main.className).toContain('button-primary');
    expect(section.textContent).toContain('iOS 14 or later');
    const others = within(section).getByRole('heading', { name: 'Other downloads' }).parentElement as HTMLElement;
    expect(hrefOf('Download for Android', others)).toBe(urls.androidUrl);
    expect(hrefOf('Get it on Google Play', others)).toBe(urls.googlePlayUrl);
    // Each address once: the App Store is not repeated among the others.
    expect(within(section).getAllByRole('link')).toHaveLength(3);
    expect(within(section).queryByRole('img')).toBeNull();
    const features = screen.getByRole('heading', { name: 'What the app does' }).closest('section') as HTMLElement;
    expect(within(features).getAllByRole('listitem')).toHaveLength(4);
    // Spec section 2: no app guide banner on the app download page, and the empty layout has no site header.
    expect(screen.queryByRole('complementary', { name: 'FuFu app' })).toBeNull();
    expect(document.querySelector('.site-header')).toBeNull();
    expect(screen.getByText('Bitcoin cloud mining, made simple')).toBeTruthy();
    expect(hrefOf('Continue on the website')).toBe('/');
    await waitFor(() => expect(document.title).toContain('Download the FuFu app'), WAIT);
  });

  it('on Android: Google Play first, then the package and the App Store', async () => {
    setUserAgent(ANDROID_UA);
    const urls = await api<Record<string, string>>('dictionaryList', '?dictType=web.config.url');
    await visitRoute(d, 'mobile.download', {});
    const section = await loaded('App downloads');
    const main = within(section).getByRole('link', { name: 'Get it on Google Play' });
    expect(main.getAttribute('href')).toBe(urls.googlePlayUrl);
    expect(main.className).toContain('mobile-store-main');
    expect(section.textContent).toContain('Android 8.0 or later');
    expect(hrefOf('Download for Android', section)).toBe(urls.androidUrl);
    expect(hrefOf('Download on the App Store', section)).toBe(urls.iosUrl);
    // Not the brand's welcome: that is /mobile/branding-download's.
    expect(screen.queryByText('Bitcoin cloud mining, made simple')).toBeNull();
  });

  it('says so when the dictionary has no download links', async () => {
    await d.sandbox('POST', '/__sandbox/cms', { downloadUrls: false });
    await visitRoute(d, 'mobile.download', {});
    const section = await region('App downloads');
    await waitFor(() => expect(section.getAttribute('data-read')).toBe('empty'), WAIT);
    expect(section.textContent).toContain('The download links are not available right now.');
    expect(within(section).queryByRole('link')).toBeNull();
  });

  it('a failed read says so and loads again on retry', async () => {
    await failCall(d, 'dictionaryList', { status: 503 });
    await visitRoute(d, 'mobile.branding-download', {});
    const section = await region('App downloads');
    await waitFor(() => expect(section.getAttribute('data-read')).toBe('failed'), WAIT);
    fireEvent.click(within(section).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(section.getAttribute('data-read')).toBe('loaded'), WAIT);
    expect(within(section).getByRole('link', { name: 'Download on the App Store' })).toBeTruthy();
  });

  it('a desktop browser is sent to the web download page (mobileWebChange)', async () => {
    setUserAgent(DESKTOP_UA);
    await visitRoute(d, 'mobile.branding-download', {});
    await expectExactUrl(d, '/download');
  });
});

describe('/mobile/marketing', { timeout: 30_000 }, () => {
  it('explains cloud mining, gives three reasons, features the first plans of the list and leads to sign-up', async () => {
    const easy = await api<ListedGoods[]>('goodsList', '?goodsType=5&currency=BTC');
    await visitRoute(d, 'mobile.marketing', {});
    await screen.findByRole('heading', { level: 1, name: 'Mine bitcoin without running a miner' }, WAIT);
    expect(screen.getByRole('heading', { name: 'What is cloud mining?' })).toBeTruthy();
    const reasons = screen.getByRole('heading', { name: 'Three reasons to mine with FuFu' }).closest('section');
    expect(within(reasons as HTMLElement).getAllByRole('listitem')).toHaveLength(3);
    const section = await loaded('Featured plans on sale');
    const cards = within(section).getAllByRole('listitem');
    expect(cards).toHaveLength(Math.min(3, easy.length));
    expect(cards.map((card) => card.getAttribute('data-goods-id'))).toEqual(
      easy.slice(0, 3).map((goods) => goods.goodsId),
    );
    expect(section.textContent).toContain('Estimated output');
    expect(hrefOf('See all plans', section)).toBe('/list');
    // Both calls to action go to the phone's register page, which embeds the register flow.
    expect(hrefOf('Sign up free')).toBe('/mobile/register');
    expect(hrefOf('Create your account')).toBe('/mobile/register');
    await d.click('link', 'Sign up free');
    await expectExactUrl(d, '/mobile/register');
    await screen.findByLabelText('Email', {}, WAIT);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('/mobile/register', { timeout: 40_000 }, () => {
  it('registers a new account in the page, then points to the app download', async () => {
    await visitRoute(d, 'mobile.register', {});
    await screen.findByRole('heading', { level: 1, name: 'Sign up for FuFu Cloud Mining' }, WAIT);
    expect(screen.queryByRole('dialog')).toBeNull();
    const email = freshEmail('mobile');
    await signUp(email, '');
    await screen.findByRole('heading', { name: 'Your account is ready' }, WAIT);
    expect(hrefOf('Download the app')).toBe('/mobile/download');
    // The new account is signed in: its token is in the cookie.
    expect(await d.cookie('auth')).toBeTruthy();
    await d.click('link', 'Download the app');
    await expectExactUrl(d, '/mobile/download');
  });

  it('a signed-in visitor is told so and pointed to the app', async () => {
    await signIn(d, 'alice@example.com', 'Alice2024!');
    await visitRoute(d, 'mobile.register', {});
    await screen.findByText(/You are signed in already\./, {}, WAIT);
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(hrefOf('Download the app')).toBe('/mobile/download');
  });

  it('"Log in" opens the login modal over the page', async () => {
    await visitRoute(d, 'mobile.register', {});
    await d.click('button', 'Log in');
    await d.expectRevealed('dialog', 'Log in');
  });
});

describe('/mobile/register/gift', { timeout: 40_000 }, () => {
  it('shows the gift of the code in the link and registers with that code, which brings the gift', async () => {
    const terms = await api<InviteTerms>('inviteTerms');
    await visitRoute(d, 'mobile.register.gift', {}, { search: { inviteCode: REAL_INVITE } });
    await screen.findByRole('heading', { level: 1, name: 'Your new-user gift' }, WAIT);
    expect(screen.getByText(REAL_INVITE)).toBeTruthy();
    const gift = await loaded('Your gift');
    expect(gift.textContent).toContain(
      `A new-user gift: a $${terms.inviteeGiftUsd} hashrate coupon for your first plan.`,
    );
    expect(gift.textContent).toContain(`first ${terms.inviteeDiscountDays} days`);
    const email = freshEmail('gift');
    await signUp(email, REAL_INVITE);
    await screen.findByRole('heading', { name: 'Your account is ready' }, WAIT);
    expect(hrefOf('Download the app')).toBe('/mobile/download');
    // Registered with the code: the invited friend's welcome gift is in the new account's wallet.
    const wallet = await d.sandbox<unknown>('GET', `/__sandbox/wallet?account=${encodeURIComponent(email)}`);
    expect(JSON.stringify(wallet)).toContain(`$${terms.inviteeGiftUsd} welcome gift`);
  });

  it('takes the older `invite` query too, and without a code says it can be typed', async () => {
    await visitRoute(d, 'mobile.register.gift', {}, { search: { invite: REAL_INVITE } });
    await d.expectValue('Invite code (optional)', REAL_INVITE);
    await d.dispose();
    setUserAgent(PHONE_USER_AGENT);
    d = await createJsdomDriver();
    await visitRoute(d, 'mobile.register.gift', {});
    await screen.findByText(/This link has no invite code/, {}, WAIT);
    await d.expectValue('Invite code (optional)', '');
  });

  it('an unknown code is refused under the field before any code is sent', async () => {
    await visitRoute(d, 'mobile.register.gift', {}, { search: { inviteCode: 'NOSUCH' } });
    await noChallenges(d);
    await d.fill('Email', freshEmail('gift'));
    await d.check(/I have read and agree/);
    await d.click('button', 'Next');
    await d.expectText('the invite code does not exist');
    await d.expectHidden('button', 'Send code');
  });
});

describe('/mobile/invitee', { timeout: 40_000 }, () => {
  interface Invitation {
    inviter: string;
    code: string;
    gift: { label: string };
  }

  it('shows the masked inviter and the gift of the code, then signs up with that code', async () => {
    const invitation = await api<Invitation>('campaignInvitation', `?code=${REAL_INVITE}`);
    await visitRoute(d, 'mobile.invitee', {}, { search: { code: REAL_INVITE } });
    await screen.findByRole('heading', { level: 1, name: 'You are invited to FuFu Cloud Mining' }, WAIT);
    const section = await loaded('Your invitation');
    expect(section.textContent).toContain(`${invitation.inviter} invited you`);
    expect(section.textContent).not.toContain('alice@example.com');
    within(section).getByRole('heading', { name: `Your gift: ${invitation.gift.label}` });
    expect(section.textContent).toContain(REAL_INVITE);
    // The h5_invite layout's header: the way back to the website.
    expect(hrefOf('Go to website')).toBe('/');
    // `?code=` is not an attribution parameter: the page hands the code to the form itself.
    const email = freshEmail('invitee');
    await signUp(email, REAL_INVITE);
    await screen.findByRole('heading', { name: 'Your account is ready' }, WAIT);
    expect(hrefOf('Download the app')).toBe('/mobile/download');
    const wallet = await d.sandbox<unknown>('GET', `/__sandbox/wallet?account=${encodeURIComponent(email)}`);
    expect(JSON.stringify(wallet)).toContain('welcome gift');
  });

  it("takes the sign-up pages' `inviteCode` query too", async () => {
    await visitRoute(d, 'mobile.invitee', {}, { search: { inviteCode: REAL_INVITE } });
    await loaded('Your invitation');
    await d.expectValue('Invite code (optional)', REAL_INVITE);
  });

  it('a code nobody has is the empty state, and the sign-up comes without it', async () => {
    await visitRoute(d, 'mobile.invitee', {}, { search: { code: 'NOBODY42' } });
    const section = await region('Your invitation');
    await waitFor(() => expect(section.getAttribute('data-read')).toBe('empty'), WAIT);
    expect(section.textContent).toContain('No account has the invite code NOBODY42.');
    expect(within(section).queryByRole('button', { name: 'Try again' })).toBeNull();
    await d.expectValue('Invite code (optional)', '');
  });

  it('without a code, or with one the call cannot take, it says so and still offers the sign-up', async () => {
    await visitRoute(d, 'mobile.invitee', {});
    await screen.findByText(/This link has no invite code/, {}, WAIT);
    await d.expectValue('Invite code (optional)', '');
    await d.dispose();
    setUserAgent(PHONE_USER_AGENT);
    d = await createJsdomDriver();
    await visitRoute(d, 'mobile.invitee', {}, { search: { code: 'ab' } });
    await screen.findByText(/This invite code is not valid/, {}, WAIT);
    expect(screen.queryByRole('region', { name: 'Your invitation' })).toBeNull();
  });

  it('a signed-in visitor is told the invite cannot apply', async () => {
    await signIn(d, 'alice@example.com', 'Alice2024!');
    await visitRoute(d, 'mobile.invitee', {}, { search: { code: REAL_INVITE } });
    await screen.findByText(/this invite cannot be applied to your account/, {}, WAIT);
    expect(screen.queryByLabelText('Email')).toBeNull();
  });
});

describe('accessibility (axe in jsdom: structure, names, landmarks; colour contrast needs a browser)', {
  timeout: 40_000,
}, () => {
  const pages: Array<[string, () => Promise<void>, string]> = [
    ['/mobile/branding-download', () => visitRoute(d, 'mobile.branding-download', {}), 'App downloads'],
    ['/mobile/marketing', () => visitRoute(d, 'mobile.marketing', {}), 'Featured plans on sale'],
    [
      '/mobile/invitee',
      () => visitRoute(d, 'mobile.invitee', {}, { search: { code: REAL_INVITE } }),
      'Your invitation',
    ],
    [
      '/mobile/register/gift',
      () => visitRoute(d, 'mobile.register.gift', {}, { search: { inviteCode: REAL_INVITE } }),
      'Your gift',
    ],
  ];
  it.each(pages)('%s has no serious or critical violation', async (_path, visit, main) => {
    await visit();
    await loaded(main);
    await waitFor(() => expect(document.title && document.documentElement.lang).toBeTruthy(), WAIT);
    const results = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      rules: { 'color-contrast': { enabled: false } },
    });
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }));
    expect(serious).toEqual([]);
  });
});
