import type { EventObject } from 'xstate';
import { tourMachine } from '../../../machines/shell/tourMachine.ts';
import type { Driver, FlowBinding, FlowSpec } from '../driver.ts';
import { failNext, freshEmail, noChallenges, tokenByApi } from './accountSteps.ts';

/** The guided tour on the list page: who signs in decides the status call's answer. */
export const spec: FlowSpec<typeof tourMachine> = {
  machine: tourMachine,
  outputs: { guideStatus: [true, false] },
};

const STATUS = '/v1/app/auth/user/guide/status';
const UPDATE = '/v1/app/auth/user/guide/status/update';
const TOUR = 'Guided tour';

/** A new account (guide status unset) signed in by code through the API; its token. */
async function newcomerToken(d: Driver): Promise<string> {
  const email = freshEmail('tour');
  return tokenByApi(d, email);
}

/** Alice has seen the tour (status '1'). */
async function aliceToken(d: Driver): Promise<string> {
  return tokenByApi(d, 'alice@example.com', 'Alice2024!');
}

const next = (upcoming: EventObject[]) => upcoming[0] as (EventObject & { output?: unknown }) | undefined;

const step = (text: string, n: number) => async (d: Driver) => {
  await d.expectVisible('dialog', TOUR);
  await d.expectText(`Step ${n} of 5`);
  await d.expectText(text);
};

export const binding: FlowBinding<typeof tourMachine> = {
  start: async (d) => {
    await noChallenges(d);
    await d.visit('/en/list');
    await d.expectVisible('button', 'Log in');
  },
  states: {
    idle: (d) => d.expectHidden('dialog', TOUR),
    checking: (d) => d.expectHidden('dialog', TOUR),
    'touring.taskArea': step('Complete tasks here to earn vouchers for your first plans.', 1),
    'touring.cloudMining': step('Pick an easy, full or stable plan from the mining menu.', 2),
    'touring.accountAssets': step('See your hashrate, orders, wallet and points in your account.', 3),
    'touring.calculator': step('Estimate the output of a plan before you buy.', 4),
    'touring.customerService': step('Questions at any time? Our customer service is one click away.', 5),
    saving: (d) => d.expectHidden('dialog', TOUR),
    finished: (d) => d.expectHidden('dialog', TOUR),
    skipped: async (d) => {
      // Signed in (the message icon shows), and no tour.
      await d.expectVisible('button', /^Messages/);
      await d.expectHidden('dialog', TOUR);
    },
  },
  events: {
    // A signed-in user arrives on the list page: the account decides what the status call answers.
    'tour.check': async (d, { upcoming }) => {
      const result = next(upcoming);
      const token =
        result?.type === 'xstate.done.actor.guideStatus' && result.output === false
          ? await aliceToken(d)
          : await newcomerToken(d);
      if (result?.type === 'xstate.error.actor.guideStatus') await failNext(d, STATUS);
      await d.setCookie('auth', token);
      await d.reload();
    },
    'xstate.done.actor.guideStatus': async () => {},
    'xstate.error.actor.guideStatus': async () => {},
    'tour.next': async (d, { before, upcoming }) => {
      const last = before.matches({ touring: 'customerService' });
      if (last && next(upcoming)?.type === 'xstate.error.actor.markSeen') await failNext(d, UPDATE);
      await d.click('button', last ? 'Finish' : 'Next');
    },
    'tour.back': (d) => d.click('button', 'Back'),
    'tour.close': async (d, { upcoming }) => {
      if (next(upcoming)?.type === 'xstate.error.actor.markSeen') await failNext(d, UPDATE);
      await d.click('button', 'Skip tour');
    },
    'xstate.done.actor.markSeen': async () => {},
    'xstate.error.actor.markSeen': async () => {},
  },
};
