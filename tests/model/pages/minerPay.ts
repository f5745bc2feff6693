import { freshEmail, registerByApi } from '../bindings/accountSteps.ts';
import { routeUrl, signIn } from '../calls.ts';
import type { PageLifecycle } from '../pageLifecycle.ts';

const PASSWORD = 'Lifecycle2026';
/** The Antminer S21 batch: on sale, electricity prepaid monthly. */
const BATCH = '800000000604';

/** `/pay/minerSale/{id}`: the miner checkout of one batch; an id that names no batch is the 404 page. */
export const minerSalePayPage: PageLifecycle = {
  route: 'pay.minerSale',
  read: 'minerCheckoutInfo',
  region: 'Miner checkout',
  outcomes: ['loaded', 'notFound'],
  prepare: async (d, outcome) => {
    // A fresh account per path (browser tests share the sandbox), verified so the form is open.
    const email = freshEmail('minerpay');
    await registerByApi(d, email, PASSWORD);
    await signIn(d, email, PASSWORD);
    await d.sandbox('POST', '/__sandbox/wallet', { account: email, kycLevel: 1 });
    return routeUrl('pay.minerSale', { id: outcome === 'notFound' ? '999999999' : BATCH });
  },
  loaded: async (d) => {
    await d.expectVisible('form', 'Miner checkout');
    await d.expectVisible('heading', 'Antminer S21');
    await d.expectVisible('table', 'Price breakdown');
    await d.expectVisible('button', 'Place order');
  },
};
