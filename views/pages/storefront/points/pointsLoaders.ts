import { t } from '@lingui/core/macro';
import type { PageLoader } from '../../../pageProps.ts';

/** The page's text is static; the balance is the signed-in account's own read, started by the page. */
export const pointsLoader: PageLoader = () => ({
  title: t`FuFu Points`,
  description: t`FuFu Points: 1 point = 1 USD. Buy them with USDT, BTC or ETH or get them from refunds, and pay for plans, service fees and auto-deduct.`,
});
