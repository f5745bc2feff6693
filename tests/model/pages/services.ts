import { routeUrl } from '../calls.ts';
import type { PageLifecycle } from '../pageLifecycle.ts';

/**
 * The service pages (issue #16). `/download` is not bound here: the header's Download App menu reads
 * the same dictionary call when it mounts, so a one-shot fault or hold could land on either read;
 * tests/unit/servicePages.test.tsx covers its loaded, empty and failed states instead.
 */

/** `/Miner-Enhancing`: the models with their tuning profiles, and the pricing. */
export const minerEnhancingPage: PageLifecycle = {
  route: 'Miner-Enhancing',
  read: 'enhancementCatalog',
  region: 'Models and typical gains',
  outcomes: ['loaded'],
  prepare: async () => routeUrl('Miner-Enhancing', {}),
  loaded: async (d) => {
    await d.expectVisible('heading', 'Typical results by model');
    await d.expectVisible('table', 'Antminer S21 XP');
    await d.expectVisible('table', 'Pricing');
  },
};

/** `/mining`: today's network figures, then the service cards. */
export const miningServicesPage: PageLifecycle = {
  route: 'mining',
  read: 'networkStats',
  region: 'Network today',
  outcomes: ['loaded'],
  prepare: async () => routeUrl('mining', {}),
  loaded: async (d) => {
    await d.expectText('BTC price');
    await d.expectText('Network difficulty');
    await d.expectVisible('link', 'See the plans');
  },
};

/** `/supplier-list`: every supplier; a filter nobody matches (no M60S seller in Africa) is the empty state. */
export const supplierListPage: PageLifecycle = {
  route: 'supplier-list',
  read: 'minerSuppliers',
  region: 'Suppliers',
  outcomes: ['loaded', 'empty'],
  prepare: async (_d, outcome) =>
    routeUrl(
      'supplier-list',
      {},
      outcome === 'empty' ? { search: { region: 'africa', model: 'Whatsminer M60S' } } : {},
    ),
  loaded: async (d) => {
    await d.expectVisible('article', 'Bitmain Official Store');
    await d.expectText('10 suppliers');
  },
  empty: async (d) => {
    await d.expectText('No supplier matches these filters.');
    await d.expectVisible('link', 'Show all suppliers');
  },
};

/** `/detailShareMid?goodsId=`: an app-only plan's share page; an unknown plan is the discontinued notice. */
export const detailShareMidPage: PageLifecycle = {
  route: 'detailShareMid',
  read: 'goodsDetail',
  region: 'Shared plan',
  outcomes: ['loaded', 'notFound'],
  prepare: async (_d, outcome) =>
    routeUrl('detailShareMid', {}, { search: { goodsId: outcome === 'notFound' ? 'g-no-such-plan' : 'g-app-only' } }),
  loaded: async (d) => {
    await d.expectVisible('heading', 'S21 App Exclusive 60 days');
    await d.expectVisible('link', 'Open in the FuFu app');
  },
  notFound: async (d) => {
    await d.expectText('This product has been discontinued.');
  },
};

/** `/subject/invite?inviteCode=`: the invite landing; its read is the programme's terms. */
export const invitePage: PageLifecycle = {
  route: 'subject.invite',
  read: 'inviteTerms',
  region: 'Invite rewards',
  outcomes: ['loaded'],
  prepare: async () => routeUrl('subject.invite', {}, { search: { inviteCode: 'ALICE1' } }),
  loaded: async (d) => {
    await d.expectVisible('heading', 'What you get');
    await d.expectVisible('heading', 'What your friend gets');
    await d.expectText('ALICE1');
  },
};
