import { t } from '@lingui/core/macro';
import { pageRead } from '../../../../runtime/query/index.ts';
import { appLinksQuery } from '../../../features/services/serviceQueries.ts';
import type { PageLoader } from '../../../pageProps.ts';

/** `/mobile/branding-download` and `/mobile/download`: the store addresses from the dictionary. */
export const mobileDownloadLoader: PageLoader = async (context) => {
  await pageRead(context, appLinksQuery());
  return {
    title: t`Download the FuFu app`,
    description: t`The FuFu Cloud Mining app for Android and iPhone: plans, daily output, pool workers, wallet and alerts in your pocket.`,
  };
};
