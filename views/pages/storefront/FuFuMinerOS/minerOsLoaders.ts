import { pageRead } from '../../../../runtime/query/index.ts';
import { firmwareReleasesQuery } from '../../../features/company/companyQueries.ts';
import type { PageLoader } from '../../../pageProps.ts';

export const minerOsLoader: PageLoader = async (context) => {
  await pageRead(context, firmwareReleasesQuery());
  return undefined;
};
