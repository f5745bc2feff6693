import { pageRead } from '../../../runtime/query/index.ts';
import { calculatorConfigQuery } from '../../features/calculator/calculatorQueries.ts';
import { floatPlansQuery, GOODS_TYPE, networkStatsQuery, plansByTypeQuery } from '../../features/plans/planQueries.ts';
import type { PageLoader } from '../../pageProps.ts';

/** Home: the stable plans load in their own section (the hero shows at once). */
export const homeLoader: PageLoader = async (context) => {
  await pageRead(context, floatPlansQuery());
  return undefined;
};

/** The plan list: the three sections start together, each shows its own skeleton until it arrives. */
export const listLoader: PageLoader = async (context) => {
  await Promise.all([
    ...[GOODS_TYPE.easy, GOODS_TYPE.full, GOODS_TYPE.stable].map((goodsType) =>
      pageRead(context, plansByTypeQuery(goodsType)),
    ),
    // The cards' estimates at today's figures (each card shows the list's own until they arrive).
    pageRead(context, networkStatsQuery()),
  ]);
  return undefined;
};

/**
 * The calculator: today's network figures prefill its inputs; in plan mode the plans to pick from
 * (and the config's default plan) start with them.
 */
export const calculatorLoader: PageLoader = async (context) => {
  // Every edit is a navigation (the inputs live in the URL): a failed read waits for its retry button
  // instead of being fetched again on each keystroke.
  const failed = !context.server && context.client.getQueryState(networkStatsQuery().queryKey)?.status === 'error';
  const reads: Promise<unknown>[] = failed ? [] : [pageRead(context, networkStatsQuery())];
  if (context.search.mode === 'plan') {
    for (const goodsType of [GOODS_TYPE.easy, GOODS_TYPE.full, GOODS_TYPE.stable]) {
      reads.push(pageRead(context, plansByTypeQuery(goodsType)));
    }
    if (context.search.plan === undefined) reads.push(pageRead(context, calculatorConfigQuery()));
  }
  await Promise.all(reads);
  return undefined;
};
