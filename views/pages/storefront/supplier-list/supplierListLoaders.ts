import { t } from '@lingui/core/macro';
import { pageRead } from '../../../../runtime/query/index.ts';
import type { SearchOf } from '../../../../runtime/router/links.ts';
import { minerSuppliersQuery } from '../../../features/services/serviceQueries.ts';
import type { PageLoader } from '../../../pageProps.ts';

export const supplierListLoader: PageLoader = async (context) => {
  const { region, model } = context.search as SearchOf<'supplier-list'>;
  await pageRead(context, minerSuppliersQuery({ region, model }));
  return {
    title: t`Miner suppliers`,
    description: t`Where to buy bitcoin miners: suppliers by region and model, with lead times, minimum orders, warranty and which ones we have verified.`,
  };
};
