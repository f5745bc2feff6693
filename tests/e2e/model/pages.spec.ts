import { pageLifecycle } from '../../model/pageLifecycle.ts';
import { calculator } from '../../model/pages/calculator.ts';
import { aboutUsPage, investorsPage, minerOsPage, poolPublicPage } from '../../model/pages/company.ts';
import { newsArticle, newsList } from '../../model/pages/news.ts';
import { orderDetail, orderList } from '../../model/pages/orders.ts';
import { planDetail } from '../../model/pages/plans.ts';
import { poolAccountPage, poolDashboard, poolDetail } from '../../model/pages/pool.ts';
import { describeFlowInChromium } from '../../model/playwrightFlow.ts';

// The data pages through the shared page-lifecycle model in the built app. Faults are scoped to each
// test's own browser (the `sandbox_scope` cookie), so parallel workers never take each other's.
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
  describeFlowInChromium(spec, binding);
}
