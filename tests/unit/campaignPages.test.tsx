// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import axe from 'axe-core';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Campaign } from '../../runtime/http/contract/campaigns.ts';
import { CAMPAIGN_PASSWORD, campaignAccount, openCampaign } from '../model/bindings/campaignSteps.ts';
import { callPath, routeUrl, signIn, visitRoute } from '../model/calls.ts';
import type { Driver } from '../model/driver.ts';
import { closeJsdomSandbox, createJsdomDriver } from '../model/jsdomDriver.tsx';

/**
 * The campaign pages (issue #22) in the whole app against the sandbox: a campaign's window and state, what a
 * visitor and a signed-in account see, signing in for the day, claiming, the lucky draw (a double click draws
 * once), the quiz, trial cash, short-term plans with a booking, an ended campaign's final results, the newcomer
 * rule, an unknown campaign, and the invitation landing.
 */
const WAIT = { timeout: 8000 };
const DAY = 86_400_000;
let d: Driver;
beforeEach(async () => {
  d = await createJsdomDriver();
});
afterEach(async () => {
  await d.dispose();
});
afterAll(closeJsdomSandbox);

const detail = async (key: string) =>
  (await d.sandbox<{ result: Campaign }>('GET', `${callPath('campaignDetail')}?key=${key}`)).result;
const region = (name: string) => screen.findByRole('region', { name }, WAIT);
const loaded = async (name: string) => {
  const section = await region(name);
  await waitFor(() => expect(section.getAttribute('data-read')).toBe('loaded'), WAIT);
  return section;
};
const records = (account: string, campaignId: number) =>
  d.sandbox<{ drawsLeft: number; draws: unknown[] }>(
    'GET',
    `/__sandbox/campaigns?account=${encodeURIComponent(account)}&campaignId=${campaignId}`,
  );

describe('a campaign page', { timeout: 40_000 }, () => {
  it('shows a visitor the campaign, its window, prizes, missions and rules, with a sign-up and no actions', async () => {
    const november = await detail('NovemberActivity');
    await visitRoute(d, 'activity.NovemberActivity', {});
    await loaded('Campaign');
    await d.expectVisible('heading', november.title);
    await d.expectVisible('heading', 'Daily sign-in');
    await d.expectVisible('heading', 'Lucky draw');
    await d.expectVisible('heading', 'Missions');
    await d.expectVisible('heading', 'Ranking');
    for (const rule of november.rules) await d.expectText(rule);
    for (const prize of november.lottery?.prizes ?? []) await d.expectText(prize.reward.label);
    await d.expectVisible('button', 'Sign up to take part');
    // Nothing to act with before signing in.
    await d.expectHidden('button', 'Sign in for today');
    await d.expectHidden('button', 'Draw');
    // The right bar and the bottom ad stay hidden on campaign pages (spec section 6).
    await d.expectHidden('complementary');
  });

  it('an upcoming campaign shows when it starts and keeps its actions off', async () => {
    const { account } = await campaignAccount(d, 'NovemberActivity');
    const { now } = await d.sandbox<{ now: string }>('POST', '/__sandbox/clock', { advanceSeconds: 0 });
    const { campaignId } = await d.sandbox<{ campaignId: number }>('POST', '/__sandbox/campaigns', {
      from: 'NovemberActivity',
      startAt: new Date(Date.parse(now) + 3 * DAY).toISOString(),
      endAt: new Date(Date.parse(now) + 10 * DAY).toISOString(),
    });
    expect(account).toBeTruthy();
    await openCampaign(d, campaignId);
    await d.expectText('Coming soon');
    await d.expectText(/^Starts .*, ends .*\.$/);
    await d.expectEnabled('button', 'Sign in for today', false);
    await d.expectEnabled('button', 'Draw', false);
  });

  it('signs in for the day once: the reward, a draw more, the streak, and the button off until tomorrow', async () => {
    const { account, campaignId } = await campaignAccount(d, 'NovemberActivity');
    await openCampaign(d, campaignId);
    const before = await records(account, campaignId);
    await d.expectText("Streak: 0 day(s). Today's sign-in is waiting.");
    await d.click('button', 'Sign in for today');
    await d.expectText(/^Signed in for today: .+ points?\.$/);
    await d.expectEnabled('button', 'Signed in today', false);
    await d.expectText('Signed in today. Streak: 1 day(s). Come back tomorrow (UTC).');
    expect((await records(account, campaignId)).drawsLeft).toBe(before.drawsLeft + 1);
    await d.expectText(`Draws left: ${before.drawsLeft + 1}.`);
  });

  it('claims a completed mission once, and points where the others are done', async () => {
    const { campaignId } = await campaignAccount(d, 'NovemberActivity');
    await openCampaign(d, campaignId);
    const mission = await screen.findByRole('listitem', { name: 'Create your account' }, WAIT);
    fireEvent.click(within(mission).getByRole('button', { name: /^Claim .+: Create your account$/ }));
    await d.expectText(/^“Create your account” claimed: .+\.$/);
    await waitFor(() => expect(within(mission).getByText('Claimed')).toBeTruthy(), WAIT);
    expect(within(mission).queryByRole('button', { name: /^Claim/ })).toBeNull();
    // A spending mission not reached links to the plans.
    const spend = screen.getByRole('listitem', { name: /^Spend \$100 on plans$/ });
    expect(within(spend).getByRole('link', { name: 'Browse plans' }).getAttribute('href')).toBe('/list');
  });

  it('draws on the server: a double click makes one draw, the prize and the record show', async () => {
    const { account, campaignId } = await campaignAccount(d, 'NovemberActivity');
    await d.sandbox('POST', '/__sandbox/campaigns/nextPrize', { account, campaignId, prizeId: 'nov-points-5' });
    await openCampaign(d, campaignId);
    const before = await records(account, campaignId);
    const draw = screen.getByRole('button', { name: 'Draw' });
    fireEvent.click(draw);
    fireEvent.click(draw);
    await d.expectAnimation('region', 'Lucky draw wheel', 'spinning');
    await d.advance(1_200);
    await d.expectText('You won 5 points!');
    const after = await records(account, campaignId);
    expect(after.draws).toHaveLength(before.draws.length + 1);
    expect(after.drawsLeft).toBe(before.drawsLeft - 1);
    await d.expectVisible('heading', 'Your draws');
  });

  it('an ended campaign keeps its final ranking and the account its draws, with nothing left to do', async () => {
    await signIn(d, 'alice@example.com', 'Alice2024!');
    await visitRoute(d, 'activity.2024MayPizza', {});
    await loaded('Campaign');
    await d.expectText('Ended');
    await d.expectText(/^Ended .* The results below are final\.$/);
    const ranking = await loaded('Campaign ranking');
    await d.expectText('The campaign has ended: this ranking is final.');
    const mine = within(ranking).getByRole('row', { name: /\(you\)/ });
    expect(within(mine).getAllByRole('cell')[0]?.textContent).toBe('2');
    await d.expectText('Your place: 2.');
    // Second place's prize was paid when the campaign ended.
    await d.expectText('You finished in place 2: your prize, $50 hashrate coupon, has been paid into your account.');
    await d.expectVisible('heading', 'Your draws');
    await d.expectEnabled('button', 'Draw', false);
    await d.expectEnabled('button', 'Sign in for today', false);
  });
});

describe('campaign modules', { timeout: 40_000 }, () => {
  it('the quiz needs every answer, is answered once, and marks the right answers', async () => {
    const { campaignId } = await campaignAccount(d, 'noviceMarketing');
    await openCampaign(d, campaignId);
    await d.expectVisible('heading', 'Quiz');
    const quiz = screen.getByRole('heading', { name: 'Quiz' }).closest('section');
    if (!quiz) throw new Error('no quiz');
    const groups = within(quiz).getAllByRole('group');
    expect(groups).toHaveLength(4);
    fireEvent.click(within(groups[0] as HTMLElement).getAllByRole('radio')[0] as HTMLElement);
    fireEvent.click(within(quiz).getByRole('button', { name: 'Send my answers' }));
    await d.expectText('Answer every question before sending.');
    // What was chosen stays chosen.
    expect((within(groups[0] as HTMLElement).getAllByRole('radio')[0] as HTMLInputElement).checked).toBe(true);
    // q1 a, q2 b, q3 c right; q4 b wrong.
    for (const [i, option] of [0, 1, 2, 1].entries()) {
      fireEvent.click(within(groups[i] as HTMLElement).getAllByRole('radio')[option] as HTMLElement);
    }
    fireEvent.click(within(quiz).getByRole('button', { name: 'Send my answers' }));
    await d.expectText('3 of 4 answers right. The right answers are marked below.');
    await d.expectText('You answered 3 of 4 right.');
    expect(within(quiz).queryByRole('button', { name: 'Send my answers' })).toBeNull();
    expect(within(groups[3] as HTMLElement).getByText('(right answer)')).toBeTruthy();
  });

  it('trial cash goes to a new account once, as a coupon with its expiry', async () => {
    const { campaignId } = await campaignAccount(d, 'trialCash');
    await openCampaign(d, campaignId);
    await d.click('button', 'Get my trial cash');
    await d.expectText('Your trial cash is in your coupons. Use it at checkout for your first plan.');
    await d.expectText(/^Your trial cash of \$20\.00 is in your coupons until .+\./);
    await d.expectHidden('button', 'Get my trial cash');
  });

  it('newcomer campaigns tell an account older than 30 days it cannot take part', async () => {
    const { account, campaignId } = await campaignAccount(d, 'newcomers');
    await d.sandbox('POST', '/__sandbox/clock', { advanceSeconds: 31 * 86_400 });
    await signIn(d, account, CAMPAIGN_PASSWORD);
    await openCampaign(d, campaignId);
    await d.expectText(/^This campaign is for new customers who signed up in the last 30 days\./);
    await d.expectText('For new customers in their first 30 days after signing up.');
  });

  it('short-term plans show their cards and the next release can be booked once', async () => {
    const { campaignId } = await campaignAccount(d, 'shortHashrate');
    await openCampaign(d, campaignId);
    const plans = await loaded('Short-term plans on sale');
    expect(within(plans).getAllByRole('listitem').length).toBeGreaterThan(0);
    await d.expectText(/^Next release: .+ on .+\. Slots left: \d+\.$/);
    await d.click('button', 'Book this release');
    await d.expectText('Booked: we will tell you when the release opens.');
    await d.expectText('You have booked this release.');
    await d.expectHidden('button', 'Book this release');
  });
});

describe('campaign addresses', { timeout: 30_000 }, () => {
  it('an unknown or malformed campaign id is the 404 page', async () => {
    await d.visit(routeUrl('activity.detail', { activityId: '999999' }));
    await d.expectText('This page could not be found');
    await d.visit('/activity/bad!id');
    await d.expectText('This page could not be found');
  });

  it('a CMS campaign opens by its id', async () => {
    const campaign = await detail('1012');
    await d.visit(routeUrl('activity.detail', { activityId: '1012' }));
    await loaded('Campaign');
    await d.expectVisible('heading', campaign.title);
  });

  it('the invitation landing names the inviter (masked) and the gift, and the sign-up carries the code', async () => {
    await d.visit(`${routeUrl('activity.invitee', {})}?code=ALICE1`);
    const invitation = await loaded('Your invitation');
    const heading = within(invitation).getByRole('heading', { level: 1 });
    expect(heading.textContent).toMatch(/invited you to FuFu cloud mining$/);
    expect(heading.textContent).not.toContain('alice@example.com');
    await d.expectText(/^Sign up with the invitation code ALICE1 and get .+ for your first plan\.$/);
    await d.click('button', 'Sign up with code ALICE1');
    await d.expectValue('Invite code (optional)', 'ALICE1');
  });
});

describe('accessibility (axe in jsdom; colour contrast needs a browser)', { timeout: 40_000 }, () => {
  async function seriousViolations() {
    await waitFor(() => expect(document.title && document.documentElement.lang).toBeTruthy(), WAIT);
    const results = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      rules: { 'color-contrast': { enabled: false } },
    });
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }));
  }

  it('a running campaign, signed in, with every module it has, has no serious or critical violation', async () => {
    const { campaignId } = await campaignAccount(d, 'NovemberActivity');
    await openCampaign(d, campaignId);
    await loaded('Campaign ranking');
    expect(await seriousViolations()).toEqual([]);
  });

  it('the invitation landing has no serious or critical violation', async () => {
    await d.visit(`${routeUrl('activity.invitee', {})}?inviteCode=ALICE1`);
    await loaded('Your invitation');
    await loaded('How invitations work');
    expect(await seriousViolations()).toEqual([]);
  });
});
