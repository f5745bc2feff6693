import { pageRead } from '../../../runtime/query/index.ts';
import { floatPlansQuery, GOODS_TYPE, plansByTypeQuery } from '../../features/plans/planQueries.ts';
import type { PageLoader } from '../../pageProps.ts';

/** Home: the stable plans load in their own section (the hero shows at once). */
export const homeLoader: PageLoader = async (context) => {
  await pageRead(context, floatPlansQuery());
  return undefined;
};

/** The plan list: the three sections start together, each shows its own skeleton until it arrives. */
export const listLoader: PageLoader = async (context) => {
  await Promise.all(
    [GOODS_TYPE.easy, GOODS_TYPE.full, GOODS_TYPE.stable].map((goodsType) =>
      pageRead(context, plansByTypeQuery(goodsType)),
    ),
  );
  return undefined;
};
