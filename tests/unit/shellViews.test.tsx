// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { btcOfSats, outputSats } from '../../runtime/domain/mining.ts';
import type { NetworkStats } from '../../runtime/http/contract/plans.ts';
import { callPath, failCall } from '../model/calls.ts';
import type { Driver } from '../model/driver.ts';
import { closeJsdomSandbox, createJsdomDriver } from '../model/jsdomDriver.tsx';

/**
 * The shell in jsdom: the whole storefront at a URL against a private sandbox over HTTP
 * (header, language switch, account menu, footer and policy modal, right bar, bottom ad, cookie notice, list page).
 */
let d: Driver;
beforeEach(async () => {
  d = await createJsdomDriver();
});
afterEach(async () => {
  await d.dispose();
});
afterAll(closeJsdomSandbox);

const WAIT = { timeout: 4000 };
const header = () => {
  const el = document.querySelector('header.site-header');
  if (!el) throw new Error('no site header');
  return el as HTMLElement;
};
const footer = () => {
  const el = document.querySelector('footer.site-footer');
  if (!el) throw new Error('no site footer');
  return el as HTMLElement;
};

/** Loads a page and waits for its layout (lazy) to be on screen. */
async function visit(url: string): Promise<void> {
  await d.visit(url);
  await waitFor(header, WAIT);
}

/** Clicks and waits until React has rendered the outcome. */
async function click(el: Element, then: () => unknown): Promise<void> {
  fireEvent.click(el);
  await waitFor(then, WAIT);
}

async function signIn(email: string, passwd: string): Promise<void> {
  const reply = await d.sandbox<{ data: { authToken: string } }>('POST', '/user-api/login/email', { email, passwd });
  await d.setCookie('auth', reply.data.authToken);
}

async function openMenu(name: string | RegExp): Promise<HTMLElement> {
  const trigger = await screen.findByRole('button', { name }, WAIT);
  await click(trigger, () => expect(trigger.getAttribute('aria-expanded')).toBe('true'));
  const panel = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
  if (!panel) throw new Error(`menu ${String(name)} has no panel`);
  return panel;
}

describe('header (logged out)', () => {
  it('offers log in and sign up, and the nav links go to localized routes', async () => {
    await visit('/ja/list');
    const h = within(header());
    expect(h.getByRole('button', { name: 'ログイン' })).toBeTruthy();
    expect(h.getByRole('button', { name: '新規登録' })).toBeTruthy();
    const mining = within(await openMenu('マイニング'));
    expect(mining.getByRole('link', { name: /イージープラン/ }).getAttribute('href')).toBe('/ja/list#goodType0');
    expect(mining.getByRole('link', { name: /フルプラン/ }).getAttribute('href')).toBe('/ja/list#goodType1');
    // The float list has plans, so Stable is offered.
    expect((await mining.findByRole('link', { name: /ステーブルプラン/ }, WAIT)).getAttribute('href')).toBe(
      '/ja/list#goodType3',
    );
    expect(mining.getByRole('link', { name: /マイナーホスティング/ }).getAttribute('href')).toBe('/ja#minerHosting');
    const services = within(await openMenu('サービス'));
    expect(services.getByRole('link', { name: 'マイナーマーケット' }).getAttribute('href')).toBe('/ja/minerSale');
    expect(h.getByRole('link', { name: /投資家情報/ }).getAttribute('target')).toBe('_blank');
  });

  it('leaves Stable out of the mining menu when the float list is empty', async () => {
    await d.sandbox('POST', '/__sandbox/faults', {
      path: '/v1/app/common/goods/query/floatGoods/list',
      kind: 'status',
      status: 500,
      count: 5,
    });
    await visit('/list');
    const mining = within(await openMenu('Mining'));
    await mining.findByRole('link', { name: /Easy plans/ }, WAIT);
    expect(mining.queryByRole('link', { name: /Stable plans/ })).toBeNull();
  });

  it('shows the Android download QR code from the dictionary call, read and encoded once the menu first opens', async () => {
    // A fault on the dictionary call, left untaken while the page loads: the closed menu reads nothing.
    await failCall(d, 'dictionaryList', { status: 503 });
    await visit('/');
    const trigger = await screen.findByRole('button', { name: 'Download App' }, WAIT);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(document.getElementById(trigger.getAttribute('aria-controls') ?? '')?.querySelector('svg')).toBeNull();
    const { faults } = await d.sandbox<{ faults: { path: string }[] }>('GET', '/__sandbox/faults');
    expect(faults.map((fault) => fault.path)).toEqual([callPath('dictionaryList')]);
    await d.sandbox('POST', '/__sandbox/faults', { clear: true });
    const panel = await openMenu('Download App');
    const qr = await within(panel).findByTitle('QR code to download the Android app', {}, WAIT);
    const svg = qr.closest('svg') as SVGSVGElement;
    expect(svg.getAttribute('width')).toBe('200');
    expect(svg.getAttribute('data-url')).toBe('https://download.fufu.example/android/fufu-cloud-mining.apk');
    expect(within(panel).getByRole('link', { name: 'More download options' }).getAttribute('href')).toBe('/download');
  });

  it('the transparent header is on home; list has the dark header', async () => {
    await visit('/');
    expect(header().classList.contains('site-header-transparent')).toBe(true);
    await visit('/list');
    expect(header().classList.contains('site-header-transparent')).toBe(false);
    expect(header().classList.contains('site-header-dark')).toBe(true);
    await visit('/news');
    expect(header().className).toBe('site-header');
  });
});

describe('language switch', () => {
  it('offers all 8 languages and switches in place: route, catalogs, cookies', async () => {
    await visit('/ja/list?from=menu');
    const panel = within(await openMenu('言語：日本語'));
    const links = panel.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/de/list?from=menu',
      '/en/list?from=menu',
      '/es/list?from=menu',
      '/fr/list?from=menu',
      '/ja/list?from=menu',
      '/ko/list?from=menu',
      '/sg/list?from=menu',
      '/zh/list?from=menu',
    ]);
    const marker = document.getElementById('root');
    fireEvent.click(panel.getByRole('link', { name: '简体中文' }));
    await waitFor(async () => expect(await d.url()).toBe('/zh/list?from=menu'), WAIT);
    await screen.findByRole('heading', { level: 1, name: '云挖矿方案' }, WAIT);
    // The same document: no reload happened.
    expect(document.getElementById('root')).toBe(marker);
    expect(await d.cookie('locale')).toBe('zh');
    expect(await d.cookie('i18n_redirected')).toBe('zh');
  });
});

describe('layout header', () => {
  it('has the logo, a button to the web home and a switcher limited to zh, sg and en', async () => {
    await d.visit('/ja/activity/newcomers');
    const bar = await waitFor(() => {
      const el = document.querySelector('header.layout-header');
      if (!el) throw new Error('no layout header');
      return el as HTMLElement;
    }, WAIT);
    expect(within(bar).getByRole('link', { name: 'ウェブサイトへ' }).getAttribute('href')).toBe('/ja');
    const trigger = within(bar).getByRole('button', { name: '言語：日本語' });
    await click(trigger, () => expect(trigger.getAttribute('aria-expanded')).toBe('true'));
    const panel = document.getElementById(trigger.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(
      within(panel)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/zh/activity/newcomers', '/sg/activity/newcomers', '/en/activity/newcomers']);
  });
});

describe('header (logged in)', () => {
  it('greets by nickname with the VIP badge and the account menu', async () => {
    await signIn('vip2@example.com', 'VipLevel2');
    await visit('/');
    const h = within(header());
    const trigger = await h.findByRole('button', { name: /Hi, VIP Two/ }, WAIT);
    expect(h.getByRole('img', { name: 'VIP level 2' })).toBeTruthy();
    expect(h.queryByRole('button', { name: 'Log in' })).toBeNull();
    expect(h.queryByRole('img', { name: 'Unpaid orders' })).toBeNull();
    await click(trigger, () => expect(trigger.getAttribute('aria-expanded')).toBe('true'));
    const menu = within(document.getElementById(trigger.getAttribute('aria-controls') ?? '') as HTMLElement);
    expect(menu.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/dashboard/hashrate',
      '/dashboard/hashrate',
      '/dashboard/points',
      '/dashboard/order',
      '/vip',
      '/dashboard/setting',
    ]);
    expect(menu.getByRole('button', { name: 'Log out' })).toBeTruthy();
  });

  it('shows the red dot on orders when there are unpaid orders, and no VIP badge without a level', async () => {
    await signIn('unpaid@example.com', 'Unpaid2024');
    await visit('/list');
    const h = within(header());
    const trigger = await h.findByRole('button', { name: /Hi, Unpaid/ }, WAIT);
    expect(h.queryByRole('img', { name: /VIP level/ })).toBeNull();
    await click(trigger, () => expect(trigger.getAttribute('aria-expanded')).toBe('true'));
    const orders = h.getByRole('link', { name: /Orders/ });
    expect(within(orders).getByRole('img', { name: 'Unpaid orders' })).toBeTruthy();
  });

  it('greets a user without a nickname by phone number', async () => {
    const phoneNumber = `20255${String(Date.now()).slice(-5)}`;
    await d.sandbox('POST', '/user-api/common/sendSmsCode', { phoneCode: '1', phoneNumber, type: 'login' });
    const { code } = await d.sandbox<{ code: string }>('GET', `/__sandbox/outbox?to=%2B1${phoneNumber}`);
    const login = await d.sandbox<{ data: { authToken: string } }>('POST', '/user-api/login/phone', {
      phoneCode: '1',
      phoneNumber,
      smsCode: code,
    });
    await d.setCookie('auth', login.data.authToken);
    await visit('/');
    await within(header()).findByRole('button', { name: new RegExp(`Hi, ${phoneNumber}`) }, WAIT);
  });
});

describe('footer and policy modal', () => {
  it('has social, help and product links', async () => {
    await visit('/fr');
    const f = within(footer());
    for (const name of ['Telegram', 'Facebook', 'X (Twitter)', 'Instagram']) {
      expect(f.getByRole('link', { name }).getAttribute('target')).toBe('_blank');
    }
    expect(f.getByRole('link', { name: 'Support par e-mail' }).getAttribute('href')).toBe(
      'mailto:support@fufu.example',
    );
    expect(f.getByRole('link', { name: 'Centre d’aide et FAQ'.replace('’', "'") }).getAttribute('href')).toMatch(
      /^https:\/\//,
    );
    expect(f.getByRole('link', { name: 'Pool de minage' }).getAttribute('href')).toBe('/fr/pool');
  });

  it.each([
    ['/', 'Privacy policy', 'BFFPRIVACY_EN', 'Privacy Policy'],
    ['/zh', '隐私政策', 'BFFPRIVACY_CN', '隐私政策'],
    ['/sg', '服務條款', 'BFFUSERTERM_ZH', null],
  ])('on %s, %s opens the agreement %s, sanitized', async (url, link, id, title) => {
    await d.setCookie('cookie-notice-hidden', '1');
    await visit(url);
    fireEvent.click(within(footer()).getByRole('button', { name: link }));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    await waitFor(() => expect(dialog.querySelector('.policy-text')).not.toBeNull(), WAIT);
    expect(dialog.querySelector('.policy-modal')?.getAttribute('data-agreement-id')).toBe(id);
    if (title) expect(dialog.querySelector('.modal-header h2')?.textContent).toBe(title);
    // The CMS text carries an onerror handler and a javascript: link; neither survives.
    const html = dialog.querySelector('.policy-text')?.innerHTML ?? '';
    expect(html).not.toMatch(/onerror|javascript:/);
    expect(html).toMatch(/<strong>/);
  });

  it('support opens the live chat (the sandbox stand-in)', async () => {
    await visit('/');
    expect(screen.queryByRole('dialog', { name: 'Customer service' })).toBeNull();
    fireEvent.click(within(footer()).getByRole('button', { name: 'Contact support' }));
    const chat = await screen.findByRole('dialog', { name: 'Customer service' }, WAIT);
    await click(within(chat).getByRole('button', { name: 'Close chat' }), () =>
      expect(screen.queryByRole('dialog', { name: 'Customer service' })).toBeNull(),
    );
  });
});

describe('right bar, bottom ad and cookie notice', () => {
  it('right bar: topic, task and calculator links, each left out on its own page; none on coupon pages', async () => {
    await visit('/list');
    const bar = () => within(screen.getByRole('complementary', { name: 'Quick links' }));
    expect(bar().getByRole('link', { name: 'What is cloud mining?' }).getAttribute('href')).toBe(
      '/topic/what-is-bitcoin-cloud-mining',
    );
    // The sandbox clock is in 2026: the January 2024 activity is over.
    expect(bar().queryByRole('link', { name: 'January activity' })).toBeNull();
    await visit('/task');
    expect(bar().queryByRole('link', { name: 'Rewards' })).toBeNull();
    expect(bar().getByRole('link', { name: 'Calculator' })).toBeTruthy();
    await visit('/calculator');
    expect(bar().queryByRole('link', { name: 'Calculator' })).toBeNull();
    expect(bar().getByRole('link', { name: 'Rewards' })).toBeTruthy();
    await signIn('alice@example.com', 'Alice2024!');
    await visit('/dashboard/coupons');
    expect(screen.queryByRole('complementary', { name: 'Quick links' })).toBeNull();
  });

  it('bottom ad sits 80 px up while the cookie notice shows, 0 after; closes; the notice is remembered', async () => {
    await visit('/list');
    const ad = await screen.findByRole('complementary', { name: 'Offer' }, WAIT);
    expect(ad.style.bottom).toBe('80px');
    await click(within(screen.getByRole('region', { name: 'Cookies' })).getByRole('button', { name: 'Accept' }), () =>
      expect(screen.queryByRole('region', { name: 'Cookies' })).toBeNull(),
    );
    expect(screen.getByRole('complementary', { name: 'Offer' }).style.bottom).toBe('0px');
    expect(await d.cookie('cookie-notice-hidden')).toBe('1');
    await click(screen.getByRole('button', { name: 'Close offer' }), () =>
      expect(screen.queryByRole('complementary', { name: 'Offer' })).toBeNull(),
    );
    await d.reload();
    await screen.findByRole('complementary', { name: 'Offer' }, WAIT);
    expect(screen.queryByRole('region', { name: 'Cookies' })).toBeNull();
  });

  it('the cookie notice links to the privacy policy, and is not shown on /subject/invite', async () => {
    await visit('/ko');
    const notice = within(await screen.findByRole('region', { name: '쿠키' }, WAIT));
    fireEvent.click(notice.getByRole('button', { name: '개인정보 처리방침' }));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    await waitFor(() => expect(dialog.querySelector('[data-agreement-id="BFFPRIVACY_EN"]')).not.toBeNull(), WAIT);
    await d.visit('/subject/invite');
    await screen.findByRole('main', {}, WAIT);
    expect(screen.queryByRole('region', { name: 'Cookies' })).toBeNull();
  });

  it('no bottom ad for signed-in users', async () => {
    await signIn('alice@example.com', 'Alice2024!');
    await visit('/list');
    await within(header()).findByRole('button', { name: /Hi, Alice/ }, WAIT);
    expect(screen.queryByRole('complementary', { name: 'Offer' })).toBeNull();
  });

  it('a bottom ad click opens its link', async () => {
    await visit('/');
    const ad = await screen.findByRole('complementary', { name: 'Offer' }, WAIT);
    fireEvent.click(within(ad).getByRole('button', { name: /newcomer offer/ }));
    await waitFor(async () => expect(await d.url()).toBe('/activity/newcomers'), WAIT);
  });
});

describe('list page', () => {
  const section = (id: string) => document.getElementById(id) as HTMLElement;
  it('shows easy, full and stable plans from the sandbox at their anchors', async () => {
    await visit('/list');
    const easy = await within(section('goodType0')).findByRole('list', { name: 'Easy plans' }, WAIT);
    const cards = within(easy).getAllByRole('listitem');
    // On sale for the web only: not the discontinued or the app-only plan.
    expect(cards.map((c) => c.getAttribute('data-goods-id'))).toEqual(['g-easy-s21-180', 'g-easy-s19xp-90']);
    const card = within(cards[0] as HTMLElement);
    for (const text of ['Antminer S21', '100 TH/s', '180 days', '$0.0595/T/D', '$0.0499/T/D', '17.5 J/T', 'Antpool']) {
      expect(card.getAllByText(text, { exact: false }).length).toBeGreaterThan(0);
    }
    // 100 TH/s for 180 days at today's network figures, by the plan page's and the calculator's formula.
    const figures = (await d.sandbox<{ result: NetworkStats }>('GET', callPath('networkStats'))).result;
    const term = btcOfSats(outputSats(figures, 100, 180)).toNumber();
    const shown = new Intl.NumberFormat('en', { maximumFractionDigits: 6 }).format(term);
    await waitFor(() => expect(card.getByTestId('plan-card-output').textContent).toBe(`≈ ${shown} BTC`), WAIT);
    expect(card.getByRole('link', { name: /View plan/ }).getAttribute('href')).toBe('/easy/detail/g-easy-s21-180');
    const full = within(section('goodType1')).getByRole('list', { name: 'Full plans' });
    expect(within(full).getAllByRole('listitem')).toHaveLength(1);
    const stable = within(section('goodType3')).getByRole('list', { name: 'Stable plans' });
    expect(
      within(stable)
        .getAllByRole('listitem')
        .map((c) => c.getAttribute('data-goods-id')),
    ).toEqual(['g-stable-s21-30', 'g-stable-s21xp-60']);
  });

  it("shows each section's failure with the server's message and loads that section again on retry", async () => {
    await d.sandbox('POST', '/__sandbox/faults', {
      path: '/v1/app/common/goods/list',
      kind: 'status',
      status: 500,
      count: 3,
    });
    await visit('/list');
    const easy = await within(section('goodType0')).findByRole('alert', {}, WAIT);
    expect(easy.textContent).toContain('injected fault: HTTP 500');
    await within(section('goodType3')).findByRole('alert', {}, WAIT);
    fireEvent.click(within(easy).getByRole('button', { name: 'Try again' }));
    await within(section('goodType0')).findByRole('list', { name: 'Easy plans' }, WAIT);
    // The other sections keep their own failure until their own retry.
    expect(within(section('goodType3')).getByRole('alert')).toBeTruthy();
  });
});
