import { pageRead } from '../../../../runtime/query/index.ts';
import { rentalPlansQuery } from '../../../features/miners/minerQueries.ts';
import type { PageLoader } from '../../../pageProps.ts';

/** `/rental`: the rental plans start loading with the page; the head comes from its page code (minerList). */
export const rentalLoader: PageLoader = async (context) => {
  await pageRead(context, rentalPlansQuery());
  return undefined;
};
