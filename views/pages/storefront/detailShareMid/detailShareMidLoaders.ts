import type { GoodsDetail } from '../../../../runtime/http/contract/plans.ts';
import { GOODS_DISCONTINUED } from '../../../../runtime/http/contract/plansValues.ts';
import { pageRead } from '../../../../runtime/query/index.ts';
import type { SearchOf } from '../../../../runtime/router/links.ts';
import { goodsDetailQuery } from '../../../features/plans/planQueries.ts';
import { appLinksQuery } from '../../../features/services/serviceQueries.ts';
import type { PageLoader } from '../../../pageProps.ts';

/** The shared plan and the store links start together; a shared link's title is the plan's name. */
export const detailShareMidLoader: PageLoader = async (context) => {
  const { goodsId } = context.search as SearchOf<'detailShareMid'>;
  if (!goodsId) return undefined;
  const [plan] = await Promise.all([
    pageRead<GoodsDetail>(context, goodsDetailQuery(goodsId), GOODS_DISCONTINUED),
    pageRead(context, appLinksQuery()),
  ]);
  return plan ? { title: plan.goodsName } : undefined;
};
