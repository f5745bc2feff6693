// @vitest-environment jsdom

import { pageLifecycle } from '../../model/pageLifecycle.ts';
import { newsArticle, newsList } from '../../model/pages/news.ts';
import { orderDetail, orderList } from '../../model/pages/orders.ts';
import { describeFlow } from '../../model/vitestFlow.ts';

// The data pages through the shared page-lifecycle model (loading, loaded, empty or not found, failed, retry).
for (const page of [newsList, newsArticle, orderList, orderDetail]) {
  const { spec, binding } = pageLifecycle(page);
  describeFlow(spec, binding);
}
