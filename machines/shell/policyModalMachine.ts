import { assign, fromPromise, setup } from 'xstate';
import { errorText } from '../../runtime/http/errorText.ts';

export interface PolicyDocument {
  title: string;
  /** Already sanitized by the loader. */
  html: string;
}

/**
 * The policy modal (privacy or terms): loads the agreement for the id the view chose and shows it;
 * a failed load offers a retry. `policy.close` comes once the modal's close animation has ended.
 */
export const policyModalMachine = setup({
  types: {
    context: {} as { agreementId: string | null; document: PolicyDocument | null; error: string | null },
    events: {} as { type: 'policy.open'; agreementId: string } | { type: 'policy.close' } | { type: 'policy.retry' },
  },
  actors: {
    loadAgreement: fromPromise<PolicyDocument, { agreementId: string }>(async () => {
      throw new Error('loadAgreement must be provided');
    }),
  },
}).createMachine({
  id: 'policyModal',
  context: { agreementId: null, document: null, error: null },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'policy.open': {
          target: 'loading',
          actions: assign({ agreementId: ({ event }) => event.agreementId, document: null, error: null }),
        },
      },
    },
    loading: {
      on: { 'policy.close': 'closed' },
      invoke: {
        id: 'loadAgreement',
        src: 'loadAgreement',
        input: ({ context }) => ({ agreementId: context.agreementId as string }),
        onDone: { target: 'shown', actions: assign({ document: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: assign({
            error: ({ event }) => errorText(event.error) ?? '',
          }),
        },
      },
    },
    shown: { on: { 'policy.close': 'closed' } },
    failed: { on: { 'policy.retry': 'loading', 'policy.close': 'closed' } },
  },
});
