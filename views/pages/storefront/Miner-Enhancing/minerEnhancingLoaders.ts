import { t } from '@lingui/core/macro';
import { pageRead } from '../../../../runtime/query/index.ts';
import { enhancementCatalogQuery } from '../../../features/services/serviceQueries.ts';
import type { PageLoader } from '../../../pageProps.ts';

export const minerEnhancingLoader: PageLoader = async (context) => {
  await pageRead(context, enhancementCatalogQuery());
  return {
    title: t`Miner enhancement: tuning, overclocking and immersion`,
    description: t`Firmware tuning, overclocking, underclocking and immersion cooling for Antminer and Whatsminer miners: typical results by model, pricing and how to apply.`,
  };
};
