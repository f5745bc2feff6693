import { apiQuery } from '../../../runtime/query/index.ts';

/** Every miner model with its specs and how many batches of it are listed. */
export const minerModelsQuery = () => apiQuery('minerModels', {});
/** One model (the product pages: `/minerSale/s19xp`) with its listed batches. */
export const minerModelDetailQuery = (modelId: string) => apiQuery('minerModelDetail', { modelId });
/** The listed sale batches; the page filters and sorts them (a few dozen at most). */
export const minerSaleListQuery = () => apiQuery('minerSaleList', {});
/** The rental plans with stock. */
export const rentalPlansQuery = () => apiQuery('rentalPlans', {});
