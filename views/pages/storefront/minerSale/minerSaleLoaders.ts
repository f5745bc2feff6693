import { t } from '@lingui/core/macro';
import { pageRead } from '../../../../runtime/query/index.ts';
import { minerModelDetailQuery, minerSaleListQuery } from '../../../features/miners/minerQueries.ts';
import type { PageLoader } from '../../../pageProps.ts';
import { S19XP_MODEL_ID } from './s19xpModel.ts';

/** `/minerSale`: the batches start loading with the page; its head has no page code, so the loader names it. */
export const minerSaleLoader: PageLoader = async (context) => {
  await pageRead(context, minerSaleListQuery());
  return {
    title: t`Miners for sale`,
    description: t`Buy Antminer miners hosted in our farms: price, hashrate, efficiency, electricity price, management fee, warranty and the estimated start of each batch.`,
  };
};

/** `/minerSale/s19xp`: the model, its specs and batches in one read. */
export const s19xpLoader: PageLoader = async (context) => {
  await pageRead(context, minerModelDetailQuery(S19XP_MODEL_ID), 404);
  return {
    title: t`Antminer S19 XP for sale`,
    description: t`Antminer S19 XP: 140 TH/s at 21.5 J/T, hosted in our farms. Specifications, batches on sale, hosting terms and answers to common questions.`,
  };
};
