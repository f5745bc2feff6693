import type { AnyMachineSnapshot } from 'xstate';
import { partnerMachine } from '../../../machines/settings/partnerMachine.ts';
import { holdCall, releaseCalls } from '../calls.ts';
import type { FlowBinding, FlowSpec } from '../driver.ts';
import { HOLD_MS, settingsAccount, settingsOf } from './settingsSteps.ts';

/**
 * Binding the partner id on the settings page: a wrong format stays on the form, an id no partner has is
 * refused with the server's message (what was typed stays), a known one is bound for good.
 */
export const spec: FlowSpec<typeof partnerMachine> = {
  machine: partnerMachine,
  events: {
    'partner.submit': [
      { type: 'partner.submit', partnerId: 'bad-id' },
      { type: 'partner.submit', partnerId: 'p100002' },
    ],
  },
  outputs: { bind: [{ partnerName: 'Northwind Hosting' }] },
  errors: { bind: [new Error('no partner has the id P999999')] },
  stateKey: (s) => JSON.stringify([s.value, s.context.problem, s.context.failure !== null]),
};

let account = '';
let typed = '';

export const binding: FlowBinding<typeof partnerMachine> = {
  start: async (d) => {
    typed = '';
    account = await settingsAccount(d, 'partner');
  },
  states: {
    closed: async (d) => {
      await d.expectVisible('button', 'Bind partner ID');
      await d.expectHidden('form', 'Bind partner ID');
    },
    editing: async (d, s: AnyMachineSnapshot) => {
      await d.expectVisible('form', 'Bind partner ID');
      await d.expectValue('Partner ID', typed);
      if (s.context.problem) await d.expectText('A partner ID is P and six digits, like P100001');
      else if (s.context.failure) await d.expectText('no partner has the id P999999');
      else await d.expectHidden('alert');
    },
    binding: (d) => d.expectEnabled('button', 'Saving…', false),
    bound: async (d) => {
      await d.expectText('Partner bound: Northwind Hosting.');
      await d.expectText('Northwind Hosting (P100002)');
      await d.expectHidden('button', 'Bind partner ID');
      const { partner } = await settingsOf(d, account);
      if (partner?.partnerId !== 'P100002') throw new Error(`partner is ${JSON.stringify(partner)}`);
    },
  },
  events: {
    'partner.open': async (d) => {
      await d.click('button', 'Bind partner ID');
      typed = '';
    },
    'partner.cancel': (d) => d.click('button', 'Cancel'),
    'partner.submit': async (d, { event, after, upcoming }) => {
      const refused = upcoming[0]?.type === 'xstate.error.actor.bind';
      // A refusal is an id in the right format that no partner has.
      typed = after.matches('binding') && refused ? 'P999999' : (event.partnerId as string);
      await d.fill('Partner ID', typed);
      // Held either way (the sandbox's refusal too), so the waiting state shows; released once seen.
      if (after.matches('binding')) await holdCall(d, 'partnerIdBind', HOLD_MS);
      await d.click('button', 'Bind');
    },
    'xstate.done.actor.bind': releaseCalls,
    'xstate.error.actor.bind': releaseCalls,
  },
};
