import { routeUrl } from '../calls.ts';
import type { PageLifecycle } from '../pageLifecycle.ts';

/** `/news`: the list of articles; an out-of-range page (a stale shared link) is the empty state. */
export const newsList: PageLifecycle = {
  route: 'news',
  read: 'newsList',
  region: 'Articles',
  outcomes: ['loaded', 'empty'],
  prepare: async (_d, outcome) => routeUrl('news', {}, outcome === 'empty' ? { search: { page: 999 } } : {}),
  loaded: async (d) => {
    await d.expectVisible('list', 'Articles');
  },
  empty: async (d) => {
    await d.expectText('No articles here yet.');
    await d.expectVisible('link', 'See all news');
  },
};

/** `/news/{id}`: one article (made for the path by the CMS fixture); an unknown id is the 404 page. */
export const newsArticle: PageLifecycle = {
  route: 'news.article',
  read: 'newsDetail',
  region: 'Article',
  outcomes: ['loaded', 'notFound'],
  prepare: async (d, outcome) => {
    if (outcome === 'notFound') return routeUrl('news.article', { id: 987_654_321 });
    const { id } = await d.sandbox<{ id: number }>('POST', '/__sandbox/news', {
      category: 'maintenance',
      title: 'Cooling maintenance at the Texas farm',
      body: '<p>S19 XP plans pause for four hours; the lost time is added to each plan.</p>',
    });
    return routeUrl('news.article', { id });
  },
  loaded: async (d) => {
    await d.expectVisible('heading', 'Cooling maintenance at the Texas farm');
    await d.expectText(/the lost time is added to each plan/);
  },
};
