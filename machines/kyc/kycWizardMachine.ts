import { assign, fromPromise, setup } from 'xstate';
import type { KycApplication } from '../../runtime/http/contract/kyc.ts';
import { errorText } from '../../runtime/http/errorText.ts';

/** What a step sends: step 1's fields, or step 2's files by slot (`{ front: fileId }`). */
export type KycStepPayload = Record<string, string>;

/** Statuses in which the applicant can still change and submit the application. */
const EDITABLE = ['none', 'draft', 'rejected'];

/**
 * A three-step verification application (personal level 1 at `/dashboard/kyc/kycBase`, the enterprise one at
 * `/dashboard/kyc/kycEnterprise`; the views differ, the flow is the same): the saved draft is loaded and the
 * wizard resumes after its last saved step; step 1 (identity or company details) and step 2 (the documents)
 * are each saved as a draft before moving on, step 3 reviews and submits. A refused or failed save stays on
 * its step with the message (what was entered is the view's and stays); an application already submitted
 * shows its status instead. Effects are injected: `loadDraft`, `saveDetails`, `saveDocuments`, `submit`.
 */
export const kycWizardMachine = setup({
  types: {
    context: {} as {
      application: KycApplication | null;
      payload: KycStepPayload;
      error: string | null;
    },
    events: {} as
      | { type: 'kyc.next'; payload?: KycStepPayload }
      | { type: 'kyc.back' }
      | { type: 'kyc.submit' }
      | { type: 'kyc.retry' },
  },
  actors: {
    loadDraft: fromPromise<KycApplication>(async () => {
      throw new Error('loadDraft must be provided');
    }),
    saveDetails: fromPromise<KycApplication, { payload: KycStepPayload }>(async () => {
      throw new Error('saveDetails must be provided');
    }),
    saveDocuments: fromPromise<KycApplication, { payload: KycStepPayload }>(async () => {
      throw new Error('saveDocuments must be provided');
    }),
    submit: fromPromise<KycApplication>(async () => {
      throw new Error('submit must be provided');
    }),
  },
  guards: {
    closed: ({ event }) => !EDITABLE.includes((event as unknown as { output: KycApplication }).output.status),
    atReview: ({ event }) => (event as unknown as { output: KycApplication }).output.step >= 2,
    atDocuments: ({ event }) => (event as unknown as { output: KycApplication }).output.step >= 1,
  },
  actions: {
    keepApplication: assign({
      application: ({ event }) => (event as unknown as { output: KycApplication }).output,
      error: null,
    }),
    keepError: assign({ error: ({ event }) => errorText((event as unknown as { error: unknown }).error) ?? '' }),
    keepPayload: assign({
      payload: ({ event }) => (event as { payload?: KycStepPayload }).payload ?? {},
      error: null,
    }),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'kycWizard',
  context: { application: null, payload: {}, error: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadDraft',
        src: 'loadDraft',
        onDone: [
          { guard: 'closed', target: 'closed', actions: 'keepApplication' },
          { guard: 'atReview', target: 'review', actions: 'keepApplication' },
          { guard: 'atDocuments', target: 'documents', actions: 'keepApplication' },
          { target: 'details', actions: 'keepApplication' },
        ],
        onError: { target: 'loadFailed', actions: 'keepError' },
      },
    },
    loadFailed: {
      on: { 'kyc.retry': { target: 'loading', actions: 'clearError' } },
    },
    details: {
      on: { 'kyc.next': { target: 'savingDetails', actions: 'keepPayload' } },
    },
    savingDetails: {
      invoke: {
        id: 'saveDetails',
        src: 'saveDetails',
        input: ({ context }) => ({ payload: context.payload }),
        onDone: { target: 'documents', actions: 'keepApplication' },
        onError: { target: 'details', actions: 'keepError' },
      },
    },
    documents: {
      on: {
        'kyc.next': { target: 'savingDocuments', actions: 'keepPayload' },
        'kyc.back': { target: 'details', actions: 'clearError' },
      },
    },
    savingDocuments: {
      invoke: {
        id: 'saveDocuments',
        src: 'saveDocuments',
        input: ({ context }) => ({ payload: context.payload }),
        onDone: { target: 'review', actions: 'keepApplication' },
        onError: { target: 'documents', actions: 'keepError' },
      },
    },
    review: {
      on: {
        'kyc.submit': { target: 'submitting', actions: 'clearError' },
        'kyc.back': { target: 'documents', actions: 'clearError' },
      },
    },
    submitting: {
      invoke: {
        id: 'submit',
        src: 'submit',
        onDone: { target: 'closed', actions: 'keepApplication' },
        onError: { target: 'review', actions: 'keepError' },
      },
    },
    /** Submitted (now or before): the status, and nothing more to change here. */
    closed: {},
  },
});
