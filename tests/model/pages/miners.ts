import { routeUrl } from '../calls.ts';
import type { PageLifecycle } from '../pageLifecycle.ts';

/** `/minerSale`: the batches for sale; a model with nothing listed (shared link) is the empty state. */
export const minerSalePage: PageLifecycle = {
  route: 'minerSale',
  read: 'minerSaleList',
  region: 'Miner batches',
  outcomes: ['loaded', 'empty'],
  prepare: async (_d, outcome) => routeUrl('minerSale', {}, outcome === 'empty' ? { search: { model: 'm60s' } } : {}),
  loaded: async (d) => {
    await d.expectVisible('heading', 'Antminer S21 XP');
    await d.expectVisible('link', 'Buy now: Antminer S21 XP, batch 800000000601');
    await d.expectVisible('heading', 'Hosting terms');
  },
  empty: async (d) => {
    await d.expectText('No batch of this model is on sale right now.');
    await d.expectVisible('link', 'See all batches');
  },
};

/** `/minerSale/s19xp`: the S19 XP's specs and batches in one read. */
export const s19xpPage: PageLifecycle = {
  route: 'minerSale.s19xp',
  read: 'minerModelDetail',
  region: 'Antminer S19 XP',
  outcomes: ['loaded'],
  prepare: async () => routeUrl('minerSale.s19xp', {}),
  loaded: async (d) => {
    await d.expectVisible('table', 'Specifications of the Antminer S19 XP');
    await d.expectVisible('link', 'Buy now: Antminer S19 XP, batch 800000000605');
  },
};

/** `/miner`: the models compared. */
export const minerModelsPage: PageLifecycle = {
  route: 'miner',
  read: 'minerModels',
  region: 'Miner models',
  outcomes: ['loaded'],
  prepare: async () => routeUrl('miner', {}),
  loaded: async (d) => {
    await d.expectVisible('table', 'Miner models compared');
    await d.expectVisible('link', 'Antminer S19 XP');
  },
};

/** `/rental`: the rental plans. */
export const rentalPage: PageLifecycle = {
  route: 'rental',
  read: 'rentalPlans',
  region: 'Rental plans',
  outcomes: ['loaded'],
  prepare: async () => routeUrl('rental', {}),
  loaded: async (d) => {
    await d.expectVisible('heading', 'S21 Rental 180 days');
    await d.expectVisible('link', 'View plan: S21 Rental 180 days');
  },
};
