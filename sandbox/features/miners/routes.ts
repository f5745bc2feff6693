import { MINER_BATCH_NOT_FOUND, MINER_MODEL_NOT_FOUND } from '../../../runtime/http/contract/miners.ts';
import { CallError, type Define, ok } from '../../http.ts';
import type { FeatureDeps } from '../feature.ts';
import { createMinerStore } from './store.ts';

export function minerRoutes(define: Define, { db, now }: FeatureDeps): void {
  const store = createMinerStore(db);

  define('minerModels', (_input, { language }) => ok(store.models(language, now())));

  define('minerModelDetail', ({ modelId }, { language }) => {
    const at = now();
    const model = store.model(modelId, language, at);
    if (!model) throw new CallError(200, 404, MINER_MODEL_NOT_FOUND);
    return ok({ model, batches: store.listed(language, at, modelId) });
  });

  define('minerSaleList', ({ modelId }, { language }) => ok(store.listed(language, now(), modelId)));

  define('minerSaleDetail', ({ id }, { language }) => {
    const batch = store.batch(id, language, now());
    if (!batch) throw new CallError(200, 404, MINER_BATCH_NOT_FOUND);
    return ok(batch);
  });

  define('rentalPlans', (_input, { language }) => ok(store.rentals(language)));
}
