import { routeUrl } from '../calls.ts';
import type { PageLifecycle } from '../pageLifecycle.ts';

/** `/content`: the academy's cards; a page past the end (a stale shared link) is the empty state. */
export const academyList: PageLifecycle = {
  route: 'content',
  read: 'academyList',
  region: 'Academy articles',
  outcomes: ['loaded', 'empty'],
  prepare: async (_d, outcome) => routeUrl('content', {}, outcome === 'empty' ? { search: { page: 999 } } : {}),
  loaded: async (d) => {
    await d.expectVisible('list', 'Academy articles');
    await d.expectVisible('link', 'How the difficulty adjustment works');
  },
  empty: async (d) => {
    await d.expectText('No articles here yet.');
    await d.expectVisible('link', 'See all articles');
  },
};

/** `/content/{articleId}`: one seeded article with its table of contents; an unknown id is the 404 page. */
export const academyArticle: PageLifecycle = {
  route: 'content.article',
  read: 'academyDetail',
  region: 'Article',
  outcomes: ['loaded', 'notFound'],
  prepare: async (_d, outcome) =>
    routeUrl('content.article', {
      articleId: outcome === 'notFound' ? 'no-such-article' : 'pool-payouts-fpps-pplns',
    }),
  loaded: async (d) => {
    await d.expectVisible('heading', 'Pool payouts explained: FPPS and PPLNS');
    await d.expectVisible('navigation', 'In this article');
    await d.expectVisible('link', 'Back to the academy');
  },
};

/** `/content/h5/{articleId}`: the app's webview of an article, without the site's chrome. */
export const academyH5Article: PageLifecycle = {
  route: 'content.h5',
  read: 'academyDetail',
  region: 'Article',
  outcomes: ['loaded', 'notFound'],
  prepare: async (_d, outcome) =>
    routeUrl('content.h5', { articleId: outcome === 'notFound' ? 'no-such-article' : 'what-is-bitcoin-mining' }),
  loaded: async (d) => {
    await d.expectVisible('heading', 'What is bitcoin mining?');
    await d.expectText(/3\.125 BTC/);
  },
};

/** `/topic/what-is-bitcoin-cloud-mining`: the explainer's worked example uses today's network figures. */
export const cloudMiningTopic: PageLifecycle = {
  route: 'topic.what-is-bitcoin-cloud-mining',
  read: 'networkStats',
  region: 'Worked example',
  outcomes: ['loaded'],
  prepare: async () => routeUrl('topic.what-is-bitcoin-cloud-mining', {}),
  loaded: async (d) => {
    await d.expectVisible('heading', 'Estimated result');
    await d.expectText('Net per day');
  },
};

/** `/protocol/{agreementId}`: an agreement's text; an id the CMS does not hold is the 404 page. */
export const protocolPage: PageLifecycle = {
  route: 'protocol',
  read: 'agreementDetail',
  region: 'Agreement',
  outcomes: ['loaded'],
  prepare: async () => routeUrl('protocol', { agreementId: 'BFFUSERTERM_EN' }),
  loaded: async (d) => {
    await d.expectVisible('heading', 'Terms of Service');
    await d.expectText('Version 4.0');
    await d.expectVisible('button', 'Print');
  },
};

/** `/app/protocol?agreementId=`: an agreement inside the app; the app's bar shows its title. */
export const appProtocolPage: PageLifecycle = {
  route: 'app.protocol',
  read: 'agreementDetail',
  region: 'Agreement',
  outcomes: ['loaded'],
  device: 'app',
  prepare: async () => routeUrl('app.protocol', {}, { search: { agreementId: 'BFFPRIVACY_EN' } }),
  loaded: async (d) => {
    await d.expectVisible('heading', 'Privacy Policy');
    await d.expectHidden('button', 'Print');
    await d.expectNativeCall('setTitle', { title: 'Privacy Policy' });
  },
};
