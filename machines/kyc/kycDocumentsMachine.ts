import { assign, fromPromise, setup } from 'xstate';
import type { KycApplication } from '../../runtime/http/contract/kyc.ts';
import { errorText } from '../../runtime/http/errorText.ts';

/** The files sent, by slot (`{ handheld: fileId }`). */
export type KycDocumentsPayload = Record<string, string>;

/**
 * Sending documents that need no other step: the level-2 hand-held photo (saved, then submitted) and the
 * documents a review asked for (supplement). The files are uploaded beforehand (each attached to the
 * draft as it completes); this sends them. A refusal or failure stays on the form with the message and
 * nothing chosen lost; success shows the application's new status. Effect injected: `send`.
 */
export const kycDocumentsMachine = setup({
  types: {
    context: {} as { payload: KycDocumentsPayload; result: KycApplication | null; error: string | null },
    events: {} as { type: 'kyc.send'; payload?: KycDocumentsPayload },
  },
  actors: {
    send: fromPromise<KycApplication, { payload: KycDocumentsPayload }>(async () => {
      throw new Error('send must be provided');
    }),
  },
}).createMachine({
  id: 'kycDocuments',
  context: { payload: {}, result: null, error: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'kyc.send': {
          target: 'sending',
          actions: assign({ payload: ({ event }) => event.payload ?? {}, error: null }),
        },
      },
    },
    sending: {
      invoke: {
        id: 'send',
        src: 'send',
        input: ({ context }) => ({ payload: context.payload }),
        onDone: { target: 'sent', actions: assign({ result: ({ event }) => event.output }) },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => errorText(event.error) ?? '' }) },
      },
    },
    sent: {},
  },
});
