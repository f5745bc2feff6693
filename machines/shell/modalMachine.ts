import { setup } from 'xstate';

/** Spec section 9: the close animation lasts 250 ms; the opening one takes the same time (decision 041). */
export const MODAL_ANIMATION_MS = 250;

/**
 * A modal's life (spec section 4, Modal): opening sets the flag, locks page scroll and animates in;
 * closing animates out over 250 ms, then unlocks scroll and calls the close callback. Reopening
 * while it animates out turns it around.
 */
export const modalMachine = setup({
  types: {
    events: {} as { type: 'modal.open' } | { type: 'modal.close' },
  },
  actions: {
    setFlag: () => {},
    lockScroll: () => {},
    unlockScroll: () => {},
    afterClose: () => {},
  },
  delays: { animation: MODAL_ANIMATION_MS },
}).createMachine({
  id: 'modal',
  initial: 'closed',
  states: {
    closed: { on: { 'modal.open': 'opening' } },
    opening: {
      entry: ['setFlag', 'lockScroll'],
      after: { animation: 'open' },
      on: { 'modal.close': 'closing' },
    },
    open: { on: { 'modal.close': 'closing' } },
    closing: {
      after: { animation: { target: 'closed', actions: ['unlockScroll', 'afterClose'] } },
      on: { 'modal.open': { target: 'opening', actions: 'unlockScroll' } },
    },
  },
});
