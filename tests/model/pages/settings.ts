import { freshEmail, registerByApi } from '../bindings/accountSteps.ts';
import { routeUrl, signIn } from '../calls.ts';
import type { PageLifecycle } from '../pageLifecycle.ts';

const PASSWORD = 'Lifecycle2026';
/** The path's own account (browser tests share the sandbox). */
let account = '';

/** `/dashboard/setting`: the account's settings in one read; every account has some, so it is never empty. */
export const settingsPage: PageLifecycle = {
  route: 'dashboard.setting',
  read: 'settingsOverview',
  region: 'Your settings',
  outcomes: ['loaded'],
  prepare: async (d) => {
    account = freshEmail('settings');
    await registerByApi(d, account, PASSWORD);
    await signIn(d, account, PASSWORD);
    return routeUrl('dashboard.setting', {});
  },
  loaded: async (d) => {
    await d.expectVisible('heading', 'Your profile');
    await d.expectText(account);
    await d.expectVisible('button', 'Bind phone number');
    await d.expectVisible('button', 'Set fund password');
    await d.expectVisible('button', 'Bind authenticator');
    await d.expectVisible('button', 'Bind partner ID');
  },
};
