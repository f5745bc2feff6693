import type { PageLifecycle } from '../pageLifecycle.ts';
import { calculator } from './calculator.ts';
import { aboutUsPage, investorsPage, minerOsPage, poolPublicPage } from './company.ts';
import { newsArticle, newsList } from './news.ts';
import { orderDetail, orderList } from './orders.ts';
import { planDetail } from './plans.ts';
import { poolAccountPage, poolDashboard, poolDetail } from './pool.ts';

/** Every data page bound to the page-lifecycle model: run in jsdom and in Chromium alike. */
export const DATA_PAGES: readonly PageLifecycle[] = [
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
];
