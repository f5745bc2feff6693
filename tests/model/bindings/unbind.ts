import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { unbindMachine } from '../../../machines/settings/unbindMachine.ts';
import { releaseCalls } from '../calls.ts';
import type { FlowBinding, FlowSpec } from '../driver.ts';
import { arrangeSave, FAULT, settingsAccount, settingsOf, verifyWithFundPassword } from './settingsSteps.ts';

/**
 * Unbinding on the settings page, here a linked Google login: the customer confirms or keeps it; a confirmed
 * unbind passes the security verification (the account's fund password) and the login is gone; a fault
 * leaves the confirmation with its message, to try again or keep.
 */
export const spec: FlowSpec<typeof unbindMachine> = {
  machine: unbindMachine,
  events: { 'unbind.ask': [{ type: 'unbind.ask', target: { kind: 'thirdParty', thirdType: 'google' } }] },
  errors: { unbind: [new Error(FAULT)] },
  stateKey: (s) => JSON.stringify([s.value, s.context.failure !== null, s.context.done !== null]),
  maxSteps: 10,
  // Once unlinked, Google has no Unlink button any more.
  cannot: (path: { event: EventObject }[]) => {
    const done = path.findIndex((step) => step.event.type === 'xstate.done.actor.unbind');
    if (done < 0) return null;
    const at = path.findIndex((step, index) => index > done && step.event.type === 'unbind.ask');
    return at < 0 ? null : { at, why: 'Google is unlinked already' };
  },
};

let account = '';

export const binding: FlowBinding<typeof unbindMachine> = {
  start: async (d) => {
    account = await settingsAccount(d, 'unbind', { fundPassword: true, thirdParty: ['google', 'telegram'] });
  },
  states: {
    idle: async (d, s: AnyMachineSnapshot) => {
      await d.expectHidden('group', 'Confirm unbinding');
      if (s.context.done) {
        await d.expectText('Unbound: the Google login is no longer linked to your account.');
        await d.expectHidden('button', 'Unlink Google');
        const { thirdParty } = await settingsOf(d, account);
        if (thirdParty.join() !== 'telegram') throw new Error(`still linked: ${thirdParty.join()}`);
      } else {
        await d.expectVisible('button', 'Unlink Google');
      }
    },
    confirming: async (d, s: AnyMachineSnapshot) => {
      await d.expectVisible('group', 'Confirm unbinding');
      await d.expectText(/Unbind the Google login\?/);
      await d.expectEnabled('button', 'Confirm unbinding');
      if (s.context.failure) await d.expectText(FAULT);
      else await d.expectHidden('alert');
    },
    unbinding: (d) => d.expectEnabled('button', 'Unbinding…', false),
  },
  events: {
    'unbind.ask': (d) => d.click('button', 'Unlink Google'),
    'unbind.cancel': (d) => d.click('button', 'Keep it'),
    'unbind.confirm': async (d, { upcoming }) => {
      await arrangeSave(d, 'thirdPartyUnbind', 'unbind', upcoming[0]);
      await d.click('button', 'Confirm unbinding');
    },
    'xstate.done.actor.unbind': async (d) => {
      await releaseCalls(d);
      await verifyWithFundPassword(d);
    },
    'xstate.error.actor.unbind': releaseCalls,
  },
};
