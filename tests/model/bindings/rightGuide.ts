import { rightGuideMachine } from '../../../machines/shell/rightGuideMachine.ts';
import type { Driver, FlowBinding, FlowSpec } from '../driver.ts';
import { tokenByApi } from './accountSteps.ts';

/** The right guide: a liaisonFlag-0 user signs in; dismisses it, or chats and closes the chat; or logs out. */
export const spec: FlowSpec<typeof rightGuideMachine> = {
  machine: rightGuideMachine,
  events: {
    'audience.changed': [
      { type: 'audience.changed', liaisonFlag: 0, snoozed: false },
      { type: 'audience.changed', liaisonFlag: null, snoozed: false },
    ],
  },
};

const GUIDE = 'Personal guide';

/** Signs the liaison account in as a browser that already holds its auth cookie, then loads the page. */
async function signInLiaison(d: Driver): Promise<void> {
  await d.setCookie('auth', await tokenByApi(d, 'liaison@example.com', 'Liaison2024'));
  await d.reload();
  await d.expectVisible('button', /Hi, Liaison/);
}

/** Logs out through the account menu. */
async function logOut(d: Driver): Promise<void> {
  await d.click('button', /Hi, Liaison/);
  await d.click('button', 'Log out');
  await d.expectVisible('button', 'Log in');
}

export const binding: FlowBinding<typeof rightGuideMachine> = {
  start: async (d) => {
    await d.visit('/en/list');
    await d.expectVisible('button', 'Log in');
  },
  states: {
    off: (d) => d.expectHidden('complementary', GUIDE),
    shown: async (d) => {
      await d.expectVisible('complementary', GUIDE);
      await d.expectText('New to cloud mining?');
    },
    chatting: async (d) => {
      await d.expectVisible('dialog', 'Customer service');
      await d.expectHidden('complementary', GUIDE);
    },
    dismissed: async (d) => {
      await d.expectHidden('complementary', GUIDE);
      if ((await d.cookie('guide_hide')) !== '1') throw new Error('guide_hide was not written');
    },
  },
  events: {
    'audience.changed': async (d, { event }) => {
      if ((event as unknown as { liaisonFlag: number | null }).liaisonFlag === 0) await signInLiaison(d);
      else await logOut(d);
    },
    'guide.dismiss': (d) => d.click('button', 'Hide the guide for 3 days'),
    'chat.opened': (d) => d.click('button', 'Chat with us'),
    'chat.closed': (d) => d.click('button', 'Close chat'),
  },
};
