import { freshEmail, registerByApi } from '../bindings/accountSteps.ts';
import { routeUrl, signIn } from '../calls.ts';
import type { PageLifecycle } from '../pageLifecycle.ts';

const PASSWORD = 'Lifecycle2026';

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

/**
 * `/app/task`: the rewards centre inside the app, for the app's signed-in account: its check-in and missions;
 * the app's bar shows the page's title.
 */
export const appTaskPage: PageLifecycle = {
  route: 'app.task',
  read: 'rewardsCatalogue',
  region: 'Missions and check-in',
  outcomes: ['loaded'],
  device: 'app',
  prepare: async (d) => {
    const email = freshEmail('apptask');
    await registerByApi(d, email, PASSWORD);
    await signIn(d, email, PASSWORD);
    return routeUrl('app.task', {});
  },
  loaded: async (d) => {
    await d.expectVisible('heading', 'Daily check-in');
    await d.expectVisible('button', 'Check in');
    await d.expectNoText('Sign up to check in');
    await d.expectNativeCall('setTitle', { title: 'Rewards centre' });
  },
};
