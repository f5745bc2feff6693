import { pageRead } from '../../../../runtime/query/index.ts';
import { investorReportsQuery } from '../../../features/company/companyQueries.ts';
import type { PageLoader } from '../../../pageProps.ts';

export const investorsLoader: PageLoader = async (context) => {
  await pageRead(context, investorReportsQuery());
  return undefined;
};
