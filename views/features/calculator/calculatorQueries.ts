import { apiQuery } from '../../../runtime/query/index.ts';

/** The site's config: the calculator's default plan (`defaultCalculatorGoodsId`); it rarely changes. */
export const calculatorConfigQuery = () => ({ ...apiQuery('config', {}), staleTime: 10 * 60_000 });
