import { lotteryDrawMachine, REVEAL_MS } from '../../../machines/campaigns/lotteryDrawMachine.ts';
import { failCall, holdCall, releaseCalls } from '../calls.ts';
import type { Driver, FlowBinding, FlowSpec, PathEvent } from '../driver.ts';
import { campaignAccount, openCampaign } from './campaignSteps.ts';
import { FAULT, HOLD_MS } from './settingsSteps.ts';

/** The path's account and campaign, and the draws it has made (each moves the account's draws left down by one). */
let account = '';
let campaignId = 0;
let drawsLeft = 0;
const DRAWS = 5;

/** The next draw's reply: a lost answer (a fault before the server draws), or the real draw held a moment. */
async function arrange(d: Driver, next: PathEvent | undefined): Promise<void> {
  if (next?.type === 'xstate.error.actor.draw') await failCall(d, 'campaignDraw', { status: 503, ms: HOLD_MS });
  else await holdCall(d, 'campaignDraw', HOLD_MS);
}

/**
 * The lucky draw on a running campaign's page (a copy of the November campaign): the wheel turns while the server
 * draws and for a moment after, then names the prize the server drew; a lost answer is retried with the same key,
 * and every draw uses exactly one of the account's draws; a result or a failure is dismissed.
 */
export const spec: FlowSpec<typeof lotteryDrawMachine> = {
  machine: lotteryDrawMachine,
  outputs: {
    draw: [{ drawId: 'the-draw', prizeId: 'p5', label: '5 points', blank: false, drawsLeft: 4 }],
  },
  errors: { draw: [new Error(FAULT)] },
  maxSteps: 8,
};

export const binding: FlowBinding<typeof lotteryDrawMachine> = {
  start: async (d) => {
    ({ account, campaignId } = await campaignAccount(d, 'NovemberActivity'));
    const granted = await d.sandbox<{ drawsLeft: number }>('POST', '/__sandbox/campaigns/draws', {
      account,
      campaignId,
      draws: DRAWS,
    });
    drawsLeft = granted.drawsLeft;
    await openCampaign(d, campaignId);
  },
  states: {
    idle: async (d) => {
      await d.expectAnimation('region', 'Lucky draw wheel', 'idle');
      await d.expectText(`Draws left: ${drawsLeft}.`);
      await d.expectEnabled('button', 'Draw');
      await d.expectHidden('alert');
    },
    drawing: async (d) => {
      await d.expectAnimation('region', 'Lucky draw wheel', 'spinning');
      await d.expectText('Drawing…');
      await d.expectEnabled('button', /^Draw/, false);
    },
    revealing: async (d) => {
      await d.expectAnimation('region', 'Lucky draw wheel', 'spinning');
    },
    won: async (d) => {
      await d.expectAnimation('region', 'Lucky draw wheel', 'won');
      await d.expectText(/^(You won .+!|No prize this time: .+\.)$/);
      await d.expectEnabled('button', 'Draw again');
      // The draw is in the account's records, and used exactly one draw.
      const records = await d.sandbox<{ drawsLeft: number }>(
        'GET',
        `/__sandbox/campaigns?account=${encodeURIComponent(account)}&campaignId=${campaignId}`,
      );
      if (records.drawsLeft !== drawsLeft) throw new Error(`draws left ${records.drawsLeft}, expected ${drawsLeft}`);
    },
    failed: async (d) => {
      await d.expectVisible('alert');
      await d.expectText(FAULT);
      await d.expectVisible('button', 'Try again');
      await d.expectVisible('button', 'Dismiss');
    },
  },
  events: {
    'lottery.draw': async (d, { upcoming, before }) => {
      await arrange(d, upcoming[0]);
      await d.click('button', before.matches('won') ? 'Draw again' : 'Draw');
    },
    'lottery.retry': async (d, { upcoming }) => {
      await arrange(d, upcoming[0]);
      await d.click('button', 'Try again');
    },
    'lottery.dismiss': async (d, { before }) => {
      await d.click('button', before.matches('failed') ? 'Dismiss' : 'Close');
    },
    'xstate.done.actor.draw': async (d) => {
      drawsLeft -= 1;
      await releaseCalls(d);
    },
    'xstate.error.actor.draw': async (d) => {
      await releaseCalls(d);
    },
    'xstate.after.reveal.lotteryDraw.revealing': async (d) => {
      await d.advance(REVEAL_MS);
    },
  },
};
