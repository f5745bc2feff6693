import { MODAL_ANIMATION_MS, modalMachine } from '../../../machines/shell/modalMachine.ts';
import type { Driver, FlowBinding, FlowSpec } from '../driver.ts';

/**
 * The shared modal's life, seen through the login form's confirm-terms modal: Next without the
 * agreement opens it, Cancel closes it, and Next again while it fades out turns it around. It sits
 * over the login modal, so whether it holds the page shows in what the page lets a user reach.
 */
export const spec: FlowSpec<typeof modalMachine> = { machine: modalMachine };

const CONFIRM = 'Please confirm';
const CONFIRM_TEXT = 'To continue, please agree to the User Agreement and Privacy Policy.';

/** On screen and holding the page: the login modal under it is out of reach. */
async function holding(d: Driver): Promise<void> {
  await d.expectVisible('dialog', CONFIRM);
  await d.expectVisible('button', 'Agree and continue');
  await d.expectHidden('dialog', 'Log in');
}

export const binding: FlowBinding<typeof modalMachine> = {
  start: async (d) => {
    await d.visit(`/en/?redirect=${encodeURIComponent('/en/dashboard/hashrate')}`);
    await d.expectVisible('dialog', 'Log in');
    // The login modal's own fade-in ends; the address is valid, the agreement left unticked.
    await d.advance(MODAL_ANIMATION_MS);
    await d.fill('Email', 'user@example.com');
  },
  states: {
    closed: async (d) => {
      await d.expectNoText(CONFIRM_TEXT);
      await d.expectVisible('dialog', 'Log in');
      await d.expectVisible('button', 'Next');
    },
    // Opening and open look the same to assistive technology; the 250 ms fade tells them apart.
    opening: async (d) => {
      await holding(d);
      await d.expectAnimation('dialog', CONFIRM, 'opening');
    },
    open: async (d) => {
      await holding(d);
      await d.expectAnimation('dialog', CONFIRM, 'open');
    },
    closing: async (d) => {
      // Fading out: still painted, but no longer a dialog to reach; the login modal is usable again.
      await d.expectText(CONFIRM_TEXT);
      await d.expectHidden('dialog', CONFIRM);
      await d.expectVisible('dialog', 'Log in');
      await d.expectVisible('button', 'Next');
    },
  },
  events: {
    'modal.open': (d) => d.click('button', 'Next'),
    'modal.close': (d) => d.click('button', 'Cancel'),
    'xstate.after.animation.modal.opening': (d) => d.advance(MODAL_ANIMATION_MS),
    'xstate.after.animation.modal.closing': (d) => d.advance(MODAL_ANIMATION_MS),
  },
};
