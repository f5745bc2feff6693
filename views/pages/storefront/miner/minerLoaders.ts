import { t } from '@lingui/core/macro';
import { pageRead } from '../../../../runtime/query/index.ts';
import { minerModelsQuery } from '../../../features/miners/minerQueries.ts';
import type { PageLoader } from '../../../pageProps.ts';

/** `/miner`: the models' read starts with the page; no page code, so the loader names the head. */
export const minerModelsLoader: PageLoader = async (context) => {
  await pageRead(context, minerModelsQuery());
  return {
    title: t`Miner models and specs`,
    description: t`Bitcoin miners compared: hashrate, power, efficiency in J/T, cooling, noise, size and release date of each Antminer and Whatsminer model we host.`,
  };
};
