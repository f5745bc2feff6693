import { pageRead } from '../../../../runtime/query/index.ts';
import { companyProfileQuery } from '../../../features/company/companyQueries.ts';
import type { PageLoader } from '../../../pageProps.ts';

export const aboutUsLoader: PageLoader = async (context) => {
  await pageRead(context, companyProfileQuery());
  return undefined;
};
