// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import axe from 'axe-core';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GoodsDetail, NetworkStats } from '../../runtime/http/contract/plans.ts';
import type { EnhancementModel, InviteTerms, Supplier } from '../../runtime/http/contract/services.ts';
import { type CallName, contract } from '../../runtime/http/contract.ts';
import { ENHANCEMENT_MODELS, SUPPLIERS } from '../../sandbox/features/services/data.ts';
import { formatUsd } from '../../views/format/format.ts';
import { callPath, failCall, visitRoute } from '../model/calls.ts';
import type { Driver } from '../model/driver.ts';
import { closeJsdomSandbox, createJsdomDriver } from '../model/jsdomDriver.tsx';

const WAIT = { timeout: 8000 };
let d: Driver;
beforeEach(async () => {
  d = await createJsdomDriver();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await d.dispose();
});
afterAll(closeJsdomSandbox);

/** What the API answers a visitor (the test's own look at the data the page shows). */
async function api<T>(name: CallName, query = ''): Promise<T> {
  return (await d.sandbox<{ result: T }>('GET', `${callPath(name)}${query}`)).result;
}
const region = (name: string) => screen.findByRole('region', { name }, WAIT);
const loaded = async (name: string) => {
  const section = await region(name);
  await waitFor(() => expect(section.getAttribute('data-read')).toBe('loaded'), WAIT);
  return section;
};
const hrefOf = (name: string | RegExp, within_: HTMLElement = document.body) =>
  within(within_).getByRole('link', { name }).getAttribute('href');

describe('/Miner-Enhancing', { timeout: 20_000 }, () => {
  it("shows every model's profiles with their gains against stock, the notes and the pricing", async () => {
    const { models } = await api<{ models: EnhancementModel[] }>('enhancementCatalog');
    await visitRoute(d, 'Miner-Enhancing', {});
    await screen.findByRole('heading', { level: 1, name: 'Miner enhancement' }, WAIT);
    const section = await loaded('Models and typical gains');
    for (const model of models) {
      const table = within(section).getByRole('table', { name: model.model });
      expect(within(table).getAllByRole('row')).toHaveLength(model.results.length + 1);
      expect(section.textContent).toContain(model.note);
    }
    // Antminer S21: overclock 225 TH/s against 200 stock is +12.5%; the efficiency profile 15.6 J/T against 17.5.
    const s21 = within(section).getByRole('table', { name: 'Antminer S21' });
    const overclock = within(s21).getByRole('rowheader', { name: 'Overclock' }).closest('tr') as HTMLElement;
    expect(overclock.textContent).toContain('225 TH/s');
    expect(overclock.textContent).toContain('+12.5%');
    const efficiency = within(s21)
      .getByRole('rowheader', { name: 'Efficiency (underclock)' })
      .closest('tr') as HTMLElement;
    expect(efficiency.textContent).toContain('15.6 J/T');
    expect(efficiency.textContent).toContain('-10.9%');
    // A model we do not convert to immersion has no immersion row.
    const m60 = within(section).getByRole('table', { name: 'Whatsminer M60S' });
    expect(within(m60).queryByRole('rowheader', { name: 'Immersion' })).toBeNull();
    const pricing = within(section).getByRole('table', { name: 'Pricing' });
    const managed = within(pricing).getByRole('rowheader', { name: 'Managed tuning' }).closest('tr') as HTMLElement;
    expect(managed.textContent).toContain('$12.00');
    expect(managed.textContent).toContain('20 miners');
    expect(within(pricing).getByRole('rowheader', { name: 'Firmware only' }).closest('tr')?.textContent).toContain(
      '1 miner',
    );
    expect(section.textContent).toContain('not a guarantee');
    expect(hrefOf('Apply for enhancement')).toBe('/coop');
    await waitFor(() => expect(document.title).toContain('Miner enhancement'), WAIT);
  });

  it("shows the sandbox's notes in the visitor's language", async () => {
    await visitRoute(d, 'Miner-Enhancing', {}, { locale: 'de' });
    await screen.findByText(ENHANCEMENT_MODELS[0]?.note.de ?? '', {}, WAIT);
    expect(document.body.textContent).not.toContain(ENHANCEMENT_MODELS[0]?.note.en);
  });

  it('a failed read says so and loads again on retry', async () => {
    await failCall(d, 'enhancementCatalog', { status: 503 });
    await visitRoute(d, 'Miner-Enhancing', {});
    const section = await region('Models and typical gains');
    await waitFor(() => expect(section.getAttribute('data-read')).toBe('failed'), WAIT);
    fireEvent.click(within(section).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(section.getAttribute('data-read')).toBe('loaded'), WAIT);
  });
});

describe('/mining', { timeout: 20_000 }, () => {
  it("shows today's network figures and a card per service, each linking to its page", async () => {
    const network = await api<NetworkStats>('networkStats');
    const counts = await Promise.all(
      [5, 11, 7].map(async (goodsType) => (await api<unknown[]>('goodsList', `?goodsType=${goodsType}`)).length),
    );
    await visitRoute(d, 'mining', {});
    const section = await loaded('Network today');
    expect(section.textContent).toContain(formatUsd('en', network.btcPriceUsd));
    expect(section.textContent).toContain(Number(network.difficulty).toLocaleString('en-US'));
    expect(section.textContent).toMatch(/\$0\.\d{4} per TH\/s a day/);
    const services = screen.getByRole('heading', { name: 'Our services' }).closest('section') as HTMLElement;
    await within(services).findByText(
      `${counts.reduce((a, b) => a + b, 0)} plans on sale: easy, full and stable`,
      {},
      WAIT,
    );
    await within(services).findByText(/Latest version: 2\.4\.1/, {}, WAIT);
    await within(services).findByText(/Pool hashrate now: /, {}, WAIT);
    expect(hrefOf('See the plans', services)).toBe('/list');
    expect(hrefOf('Buy miners', services)).toBe('/minerSale');
    expect(hrefOf('Rent a miner', services)).toBe('/rental');
    expect(hrefOf('About hosting', services)).toBe('/#minerHosting');
    expect(hrefOf('About the pool', services)).toBe('/pool');
    expect(hrefOf('About the firmware', services)).toBe('/FuFuMinerOS');
    expect(hrefOf('See typical gains', services)).toBe('/Miner-Enhancing');
    expect(hrefOf('Find a supplier', services)).toBe('/supplier-list');
  });
});

describe('/supplier-list', { timeout: 20_000 }, () => {
  it('lists every supplier with region, models, lead time, badge and contact', async () => {
    const { suppliers } = await api<{ suppliers: Supplier[] }>('minerSuppliers');
    await visitRoute(d, 'supplier-list', {});
    const section = await loaded('Suppliers');
    const cards = within(section).getAllByRole('article');
    expect(cards).toHaveLength(suppliers.length);
    const first = suppliers[0] as Supplier;
    const card = within(section).getByRole('article', { name: first.name });
    expect(card.textContent).toContain(`${first.leadTimeDaysMin}–${first.leadTimeDaysMax} days`);
    expect(card.textContent).toContain(first.models.join(', '));
    expect(card.textContent).toContain(first.description);
    expect(within(card).getByText('Verified')).toBeTruthy();
    expect(
      within(card)
        .getByRole('link', { name: `Website of ${first.name}` })
        .getAttribute('href'),
    ).toBe(first.website);
    expect(within(card).getByRole('link', { name: first.email }).getAttribute('href')).toBe(`mailto:${first.email}`);
    const unverified = SUPPLIERS.filter((s) => !s.verified);
    expect(within(section).getAllByText('Not verified yet')).toHaveLength(unverified.length);
    expect(section.textContent).toContain(`${suppliers.length} suppliers`);
  });

  it('filters by region and model through the URL; no match is the empty state with a way back', async () => {
    await visitRoute(d, 'supplier-list', {});
    await loaded('Suppliers');
    fireEvent.change(screen.getByRole('combobox', { name: 'Region' }), { target: { value: 'europe' } });
    await waitFor(async () => expect(await d.url()).toBe('/supplier-list?region=europe'), WAIT);
    const europe = SUPPLIERS.filter((s) => s.region === 'europe');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(europe.length), WAIT);
    fireEvent.change(screen.getByRole('combobox', { name: 'Model' }), { target: { value: 'Whatsminer M60S' } });
    const section = await region('Suppliers');
    await waitFor(() => expect(section.getAttribute('data-read')).toBe('empty'), WAIT);
    expect(section.textContent).toContain('No supplier matches these filters.');
    fireEvent.click(within(section).getByRole('link', { name: 'Show all suppliers' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(SUPPLIERS.length), WAIT);
    expect(await d.url()).toBe('/supplier-list');
  });

  it('a region the directory does not know shows every supplier', async () => {
    await d.visit('/supplier-list?region=mars');
    const section = await loaded('Suppliers');
    expect(within(section).getAllByRole('article')).toHaveLength(SUPPLIERS.length);
  });
});

describe('/bitmain', { timeout: 20_000 }, () => {
  it('explains the partnership and how coupons are bought, used and sold, and leads to the market', async () => {
    await visitRoute(d, 'bitmain', {});
    await screen.findByRole('heading', { level: 1, name: 'Bitmain miner coupons' }, WAIT);
    for (const name of [
      'The partnership',
      'How miner coupons work',
      'Buy',
      'Use',
      'Sell',
      'Step by step',
      'Questions',
    ]) {
      expect(screen.getByRole('heading', { name })).toBeTruthy();
    }
    for (const link of screen.getAllByRole('link', { name: 'Go to the coupon market' })) {
      expect(link.getAttribute('href')).toBe('/coupons');
    }
    expect(screen.getByText('How much of an order can a coupon pay?')).toBeTruthy();
  });
});

describe('/download', { timeout: 20_000 }, () => {
  it("offers the dictionary's store links and a QR code of the Android address", async () => {
    const urls = await api<Record<string, string>>('dictionaryList', '?dictType=web.config.url');
    await visitRoute(d, 'download', {});
    const section = await loaded('App downloads');
    expect(hrefOf('Download for Android', section)).toBe(urls.androidUrl);
    expect(hrefOf('Get it on Google Play', section)).toBe(urls.googlePlayUrl);
    expect(hrefOf('Download on the App Store', section)).toBe(urls.iosUrl);
    expect(within(section).getByRole('img', { name: 'QR code of the Android download' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'System requirements' })).toBeTruthy();
    expect(document.body.textContent).toContain('Android 8.0 or later');
  });

  it('a failed read says so and loads again on retry', async () => {
    // The header's Download App menu reads the dictionary only once opened: the page's read is the first.
    await failCall(d, 'dictionaryList', { status: 503 });
    await visitRoute(d, 'download', {});
    const section = await region('App downloads');
    await waitFor(() => expect(section.getAttribute('data-read')).toBe('failed'), WAIT);
    fireEvent.click(within(section).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(section.getAttribute('data-read')).toBe('loaded'), WAIT);
    expect(within(section).getByRole('link', { name: 'Download for Android' })).toBeTruthy();
  });

  it('says so when the dictionary has no download links', async () => {
    await d.sandbox('POST', '/__sandbox/cms', { downloadUrls: false });
    await visitRoute(d, 'download', {});
    const section = await region('App downloads');
    await waitFor(() => expect(section.getAttribute('data-read')).toBe('empty'), WAIT);
    expect(section.textContent).toContain('The download links are not available right now.');
    expect(within(section).queryByRole('link')).toBeNull();
  });
});

describe('/detailShareMid', { timeout: 20_000 }, () => {
  it("shows an app-only plan's summary, opens it in the app and offers the stores", async () => {
    const plan = await api<GoodsDetail>('goodsDetail', '?goodsId=g-app-only');
    await visitRoute(d, 'detailShareMid', {}, { search: { goodsId: 'g-app-only' } });
    const section = await loaded('Shared plan');
    within(section).getByRole('heading', { level: 1, name: plan.goodsName });
    expect(within(section).getByText('Only in the app')).toBeTruthy();
    expect(section.textContent).toContain(plan.minerModel);
    expect(section.textContent).toContain(`${plan.durationDays} days`);
    // The deep link opens the plan in the app and carries the attribution (fd43e8c's open-app rule).
    const deepLink = new URL(hrefOf('Open in the FuFu app', section) ?? '');
    expect(`${deepLink.protocol}//${deepLink.host}${deepLink.pathname}`).toBe('fufu://goods/detail');
    expect(deepLink.searchParams.get('deeplink_path')).toBe('goods/detail?goodsId=g-app-only');
    expect(deepLink.searchParams.get('channel')).toBe('web');
    const stores = await loaded('Get the app');
    expect(within(stores).getByRole('link', { name: 'Download for Android' })).toBeTruthy();
  });

  it('an unknown plan is the discontinued notice, no goods id the 404 page', async () => {
    await visitRoute(d, 'detailShareMid', {}, { search: { goodsId: 'g-no-such-plan' } });
    await screen.findByText('This product has been discontinued.', {}, WAIT);
    expect(hrefOf('See the plans on sale')).toMatch(/\/list$/);
    await d.dispose();
    d = await createJsdomDriver();
    await visitRoute(d, 'detailShareMid', {});
    await screen.findByText('This page could not be found', {}, WAIT);
  });
});

describe('/subject/invite', { timeout: 20_000 }, () => {
  it("shows the inviter's code, what both sides get, and a sign-up form that carries the code", async () => {
    const terms = await api<InviteTerms>('inviteTerms');
    await visitRoute(d, 'subject.invite', {}, { search: { inviteCode: 'ALICE1' } });
    await screen.findByRole('heading', { level: 1, name: 'You are invited to FuFu Cloud Mining' }, WAIT);
    expect(screen.getByText('ALICE1')).toBeTruthy();
    const section = await loaded('Invite rewards');
    expect(section.textContent).toContain(
      `10% off the hashrate fee of your plans for your first ${terms.inviteeDiscountDays} days`,
    );
    expect(section.textContent).toContain(`A $${terms.couponUsdPerFriend} hashrate coupon`);
    expect(section.textContent).toContain('10,000');
    expect(section.textContent).toContain(`Gold Medal Recommender: ${terms.goldMedalFriends} invited friends`);
    const invite = (await screen.findByLabelText(/Invite code/, {}, WAIT)) as HTMLInputElement;
    expect(invite.value).toBe('ALICE1');
    // Spec section 2: the cookie notice is not shown on the invite landing.
    expect(screen.queryByRole('region', { name: 'Cookies' })).toBeNull();
  });

  it('without a code it still signs up, and says the code can be typed', async () => {
    await visitRoute(d, 'subject.invite', {});
    await screen.findByText(/This link has no invite code/, {}, WAIT);
    expect(((await screen.findByLabelText(/Invite code/, {}, WAIT)) as HTMLInputElement).value).toBe('');
    expect(contract.inviteTerms.path).toContain('/invite/terms');
  });
});

describe('accessibility (axe in jsdom: structure, names, landmarks; colour contrast needs a browser)', {
  timeout: 40_000,
}, () => {
  const pages: Array<[string, () => Promise<void>, string]> = [
    ['/Miner-Enhancing', () => visitRoute(d, 'Miner-Enhancing', {}), 'Models and typical gains'],
    ['/mining', () => visitRoute(d, 'mining', {}), 'Network today'],
    ['/supplier-list', () => visitRoute(d, 'supplier-list', {}), 'Suppliers'],
    ['/download', () => visitRoute(d, 'download', {}), 'App downloads'],
    [
      '/detailShareMid',
      () => visitRoute(d, 'detailShareMid', {}, { search: { goodsId: 'g-app-only' } }),
      'Shared plan',
    ],
    [
      '/subject/invite',
      () => visitRoute(d, 'subject.invite', {}, { search: { inviteCode: 'ALICE1' } }),
      'Invite rewards',
    ],
  ];
  it.each(pages)('%s has no serious or critical violation', async (_path, visit, main) => {
    await visit();
    await loaded(main);
    // The head (title, lang) is written by an effect after the route renders.
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

  it('/bitmain has no serious or critical violation', async () => {
    await visitRoute(d, 'bitmain', {});
    await screen.findByRole('heading', { level: 1, name: 'Bitmain miner coupons' }, WAIT);
    const results = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });
});
