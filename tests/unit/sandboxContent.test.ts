import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../runtime/http/contract.ts';
import { type Harness, loginWithPassword, startSandbox } from './sandboxHarness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startSandbox();
});
afterAll(() => h.close());

const APP = '/v1/app/common';

describe('page SEO per page code and language', () => {
  it.each([
    ['en', 'goodsList', 'Cloud Mining Plans | FuFu Cloud Mining'],
    ['de', 'index', 'Bitcoin Cloud Mining | FuFu Cloud Mining'],
    ['fr', 'calculator', 'Calculateur de minage | FuFu Cloud Mining'],
    ['ja', 'news', 'ニュースとお知らせ | FuFu Cloud Mining'],
    ['hk', 'aboutUs', '關於我們 | FuFu Cloud Mining'],
    ['zh', 'aboutUs', '关于我们 | FuFu Cloud Mining'],
    ['xx', 'miningAcademy', 'Mining Academy | FuFu Cloud Mining'],
  ])('%s %s', async (language, pageCode, title) => {
    const reply = await h.get(`${APP}/seo/page?pageCode=${pageCode}`, { headers: { 'Current-Language': language } });
    expect(reply.body.result.seoTitle).toBe(title);
    expect(reply.body.result.seoDescription.length).toBeGreaterThan(20);
    expect(contract.pageSeo.response.safeParse(reply.body).success).toBe(true);
  });

  it('an unknown page code is a 404 in the envelope', async () => {
    expect((await h.get(`${APP}/seo/page?pageCode=nothing`)).body).toMatchObject({ status: 404, result: null });
  });
});

describe('goods info', () => {
  it.each([
    ['g-easy-s21-180', 1, ['WEB', 'Android', 'iOS']],
    ['g-discontinued', 2, ['WEB', 'Android', 'iOS']],
    ['g-app-only', 1, ['Android', 'iOS']],
  ])('%s', async (goodsId, goodsStatus, supportPlatform) => {
    const reply = await h.get(`${APP}/goods/info?goodsId=${goodsId}`);
    expect(reply.body.result).toEqual({ goodsId, goodsStatus, supportPlatform });
  });

  it('an unknown goods id answers 2001', async () => {
    expect((await h.get(`${APP}/goods/info?goodsId=g-none`)).body).toMatchObject({ status: 2001, result: null });
  });
});

describe('public content', () => {
  it('config, dictionary, recommend', async () => {
    expect((await h.get(`${APP}/config`)).body.result.routerConfig.checkWhiteListRouters).toContain('/list');
    expect((await h.get(`${APP}/dictionary/list?dictType=web.config.url`)).body.result.androidUrl).toMatch(/^https:/);
    const goods = (await h.get(`${APP}/goods/recommend/exclusive`)).body.result;
    expect(
      goods.every(
        (g: { goodsStatus: number; supportPlatform: string[] }) =>
          g.goodsStatus === 1 && g.supportPlatform.includes('WEB'),
      ),
    ).toBe(true);
  });

  it('banners: register 06, login 07, bottom ad', async () => {
    const register = (await h.get(`${APP}/cms/banner/list?bannerType=06`)).body.result[0];
    const login = (await h.get(`${APP}/cms/banner/list?bannerType=07`)).body.result[0];
    expect(register.bannerPicture).not.toBe(login.bannerPicture);
    expect(register.bannerBgPicture).toMatch(/^data:image/);
    const ad = (await h.get(`${APP}/banner/query?advertisingId=WEB_BOTTOM_ADV`)).body.result;
    expect(ad.modules[0].data.banners[0]).toMatchObject({ router: '/activity/newcomers' });
    expect(ad.modules[0].data.banners[0].imageUrl).toMatch(/^data:image/);
    expect((await h.get(`${APP}/cms/banner/list?bannerType=99`)).http).toBe(400);
  });

  it('an operator may leave the bottom ad and the download links unconfigured; reset restores them', async () => {
    expect((await h.postJson('/__sandbox/cms', { bottomAd: false, downloadUrls: false })).http).toBe(200);
    expect((await h.get(`${APP}/banner/query?advertisingId=WEB_BOTTOM_ADV`)).body.result).toEqual({ modules: [] });
    const dictionary = await h.get(`${APP}/dictionary/list?dictType=web.config.url`);
    expect(dictionary.body.result).toEqual({});
    expect(contract.dictionaryList.response.safeParse(dictionary.body).success).toBe(true);
    expect((await h.postJson('/__sandbox/cms', { bottomAd: 'no' })).http).toBe(400);
    await h.postJson('/__sandbox/reset', {});
    expect((await h.get(`${APP}/dictionary/list?dictType=web.config.url`)).body.result.androidUrl).toMatch(/^https:/);
  });

  it.each(['BFFPRIVACY_EN', 'BFFPRIVACY_CN', 'BFFPRIVACY_ZH', 'BFFUSERTERM_EN', 'BFFUSERTERM_CN', 'BFFUSERTERM_ZH'])(
    'agreement %s is HTML, with a hostile bit for the client to sanitize',
    async (agreementId) => {
      const reply = await h.get(`${APP}/agreement/detail?agreementId=${agreementId}`);
      expect(reply.body.result.agreementContent).toMatch(/^<h2>/);
      expect(reply.body.result.agreementContent).toContain('onerror=');
    },
  );

  it('country codes: common, hot, limits hidden at registration', async () => {
    const register = (await h.get('/user-api/common/countryCodeList')).body.data;
    expect(register).toMatchObject({ showPhoneCode: true, showLimit: false });
    expect(register.commonList.find((c: { countryCode: string }) => c.countryCode === 'CN')).toMatchObject({
      phoneCode: '+86',
      isLimit: true,
    });
    expect(register.hotList.map((c: { countryCode: string }) => c.countryCode)).toContain('US');
    expect((await h.get('/user-api/common/countryCodeList?busType=forget')).body.data.showLimit).toBe(true);
  });

  it.each([
    ['de', 'Laufzeit'],
    ['ja', '期間'],
    ['hk', '週期'],
  ])('translations for %s, keyed by Lingui message id', async (lang, duration) => {
    expect((await h.get(`${APP}/i18n/translations?lang=${lang}`)).body.result[generateMessageId('Duration')]).toBe(
      duration,
    );
  });
});

describe('messages', () => {
  it('pages by category, counts unread, marks read', async () => {
    const token = await loginWithPassword(h, 'alice@example.com', 'Alice2024!');
    const list = (q: string) => h.get(`/message-api/common/message/messageList1?${q}`, { token });
    const all = (await list('pageNo=1&pageSize=10')).body.result;
    expect(all).toMatchObject({ pageNo: 1, pageSize: 10, totalCount: 23 });
    expect(all.data).toHaveLength(10);
    expect((await list('pageNo=3&pageSize=10')).body.result.data).toHaveLength(3);
    const system = (await list('messageCategory=1&pageNo=1&pageSize=10')).body.result;
    expect(system.data.every((m: { messageCategory: number }) => m.messageCategory === 1)).toBe(true);
    expect(system.totalCount).toBe(9);
    const unread = () => h.get('/message-api/common/message/unReadMessageNum', { token });
    expect((await unread()).body.result).toBe(8);
    const first = all.data[0];
    expect(first.messageReadStatus).toBe(0);
    expect(first.cardTypeData1).toMatchObject({ title: 'Welcome to FuFu Cloud Mining', router: '/list' });
    expect(
      (await h.post('/message-api/common/message/readMessage', { messageId: first.messageId }, { token })).body.result,
    ).toBe(true);
    expect((await unread()).body.result).toBe(7);
    expect(
      (await h.post('/message-api/common/message/readMessage', { messageId: 'm-10002-01' }, { token })).body.status,
    ).toBe(404);
    expect((await h.get('/message-api/common/message/unReadMessageNum')).http).toBe(401);
  });

  it('logged-in extras: index modal and address check', async () => {
    const token = await loginWithPassword(h, 'nocoupon@example.com', 'NoCoupon1');
    // Test runs start with the home modal switched off in the CMS: off, nothing is shown; on, the promotion.
    expect((await h.get('/v1/app/auth/index/modal', { token })).body.result).toMatchObject({ show: false });
    await h.postJson('/__sandbox/cms', { homeModal: true });
    expect((await h.get('/v1/app/auth/index/modal', { token })).body.result).toMatchObject({
      show: true,
      router: '/list',
    });
    expect((await h.get('/v1/app/auth/user/address/changeCheck', { token })).body.result).toEqual({
      needChange: false,
    });
    expect((await h.get('/v1/app/auth/index/modal')).http).toBe(401);
  });
});
