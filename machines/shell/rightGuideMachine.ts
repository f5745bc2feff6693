import { setup } from 'xstate';

/** Who the right guide is for right now: the signed-in user's liaison flag and the guide_hide cookie. */
export interface RightGuideAudience {
  /** `manager.liaisonFlag` of the signed-in user; null when signed out. */
  liaisonFlag: number | null;
  /** The guide_hide cookie is set (dismissed in the last 3 days). */
  snoozed: boolean;
}

export type RightGuideEvent =
  | ({ type: 'audience.changed' } & RightGuideAudience)
  | { type: 'guide.dismiss' }
  | { type: 'chat.opened' }
  | { type: 'chat.closed' };

const eligible = (a: RightGuideAudience) => a.liaisonFlag === 0 && !a.snoozed;

/**
 * The right guide (spec section 4): shown to users with `manager.liaisonFlag` 0 while the chat is
 * closed, until dismissed; dismissing it, or closing a chat opened while it was up, hides it for
 * 3 days (the `snooze` action writes guide_hide). A chat already open when the user arrives is
 * reported as `chat.opened` right after the audience.
 */
export const rightGuideMachine = setup({
  types: { events: {} as RightGuideEvent },
  actions: {
    /** Writes the guide_hide cookie for 3 days (provided by the view). */
    snooze: () => {},
  },
  guards: {
    showNow: ({ event }) => event.type === 'audience.changed' && eligible(event),
    notForUser: ({ event }) => event.type === 'audience.changed' && !eligible(event),
  },
}).createMachine({
  id: 'rightGuide',
  initial: 'off',
  states: {
    off: {
      on: { 'audience.changed': { guard: 'showNow', target: 'shown' } },
    },
    shown: {
      on: {
        'guide.dismiss': 'dismissed',
        'chat.opened': 'chatting',
        'audience.changed': { guard: 'notForUser', target: 'off' },
      },
    },
    // Hidden while the chat is open; its closing counts as a dismissal.
    chatting: {
      on: {
        'chat.closed': 'dismissed',
        'audience.changed': { guard: 'notForUser', target: 'off' },
      },
    },
    dismissed: { entry: 'snooze', type: 'final' },
  },
});
