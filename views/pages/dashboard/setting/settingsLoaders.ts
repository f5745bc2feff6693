import { pageRead } from '../../../../runtime/query/index.ts';
import { settingsOverviewQuery } from '../../../features/settings/settingsQueries.ts';
import type { PageLoader } from '../../../pageProps.ts';

export const settingsLoader: PageLoader = async (context) => {
  await pageRead(context, settingsOverviewQuery());
  return undefined;
};
