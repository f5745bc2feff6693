// @vitest-environment jsdom
import { vi } from 'vitest';

import { pageLifecycle } from '../../model/pageLifecycle.ts';
import { calculator } from '../../model/pages/calculator.ts';
import { aboutUsPage, investorsPage, minerOsPage, poolPublicPage } from '../../model/pages/company.ts';
import { newsArticle, newsList } from '../../model/pages/news.ts';
import { orderDetail, orderList } from '../../model/pages/orders.ts';
import { planDetail } from '../../model/pages/plans.ts';
import { poolAccountPage, poolDashboard, poolDetail } from '../../model/pages/pool.ts';
import { describeFlow } from '../../model/vitestFlow.ts';

// jsdom draws no canvas (the pool dashboard has a chart).
vi.mock('uplot', () => import('../../model/fakeUplot.ts'));

// The data pages through the shared page-lifecycle model (loading, loaded, empty or not found, failed, retry).
for (const page of [
  calculator,
  newsList,
  newsArticle,
  orderList,
  orderDetail,
  planDetail,
  poolDashboard,
  poolDetail,
  poolAccountPage,
  poolPublicPage,
  minerOsPage,
  aboutUsPage,
  investorsPage,
]) {
  const { spec, binding } = pageLifecycle(page);
  describeFlow(spec, binding);
}
