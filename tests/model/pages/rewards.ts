import { routeUrl } from '../calls.ts';
import type { PageLifecycle } from '../pageLifecycle.ts';

/** `/task`: the rewards centre; its main read is the missions and check-in catalogue (a visitor's view). */
export const taskPage: PageLifecycle = {
  route: 'task',
  read: 'rewardsCatalogue',
  region: 'Missions and check-in',
  outcomes: ['loaded'],
  prepare: async () => routeUrl('task', {}),
  loaded: async (d) => {
    await d.expectVisible('heading', 'Daily check-in');
    await d.expectVisible('heading', 'Verify your identity');
    await d.expectVisible('button', 'Sign up to check in');
  },
};
