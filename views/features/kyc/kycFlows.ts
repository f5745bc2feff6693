import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { type KycDocumentsPayload, kycDocumentsMachine } from '../../../machines/kyc/kycDocumentsMachine.ts';
import { type KycStepPayload, kycWizardMachine } from '../../../machines/kyc/kycWizardMachine.ts';
import { http } from '../../../runtime/config.ts';
import type { KycApplication, KycKind } from '../../../runtime/http/contract/kyc.ts';
import { PRIVATE_QUERIES } from '../../../runtime/query/index.ts';
import { kycDraftQuery } from './kycQueries.ts';

const quiet = { showError: false } as const;

/**
 * The three-step application of `kind` (machines/kyc/kycWizardMachine.ts): the draft comes from the page's
 * read (started by the loader), each step is saved through its call, and the account's private reads load
 * again once something was saved.
 */
export function useKycWizard(kind: 'person' | 'enterprise') {
  const queryClient = useQueryClient();
  const [machine] = useState(() =>
    kycWizardMachine.provide({
      actors: {
        loadDraft: fromPromise(() => queryClient.fetchQuery(kycDraftQuery(kind))),
        saveDetails: fromPromise(({ input }: { input: { payload: KycStepPayload } }) =>
          kind === 'person'
            ? http.call('kycPersonStep1', input.payload as never, quiet)
            : http.call('kycEnterpriseStep1', input.payload as never, quiet),
        ),
        saveDocuments: fromPromise(({ input }: { input: { payload: KycStepPayload } }) =>
          http.call(kind === 'person' ? 'kycPersonStep2' : 'kycEnterpriseStep2', { files: input.payload }, quiet),
        ),
        submit: fromPromise(() => http.call(kind === 'person' ? 'kycPersonStep3' : 'kycEnterpriseStep3', {}, quiet)),
      },
    }),
  );
  const [state, send] = useMachine(machine);
  const application = state.context.application;
  const savedAt = application?.updatedAt ?? null;
  useEffect(() => {
    if (savedAt) void queryClient.invalidateQueries({ ...PRIVATE_QUERIES, refetchType: 'none' });
  }, [savedAt, queryClient]);
  return { state, send };
}

/** Sends documents with no other step (level 2's hand-held photo, a supplement): kycDocumentsMachine. */
export function useKycDocuments(send: (payload: KycDocumentsPayload) => Promise<KycApplication>) {
  const queryClient = useQueryClient();
  const [machine] = useState(() =>
    kycDocumentsMachine.provide({
      actors: {
        send: fromPromise(({ input }: { input: { payload: KycDocumentsPayload } }) => send(input.payload)),
      },
    }),
  );
  const [state, dispatch] = useMachine(machine);
  const sent = state.matches('sent');
  useEffect(() => {
    if (sent) void queryClient.invalidateQueries(PRIVATE_QUERIES);
  }, [sent, queryClient]);
  return { state, send: (payload: KycDocumentsPayload) => dispatch({ type: 'kyc.send', payload }) };
}

/** Level 2: the hand-held photo is saved, then submitted. */
export async function sendLevel2(payload: KycDocumentsPayload): Promise<KycApplication> {
  await http.call('kycLevel2Step2', { files: payload }, quiet);
  return http.call('kycLevel2Step3', {}, quiet);
}

/** The documents a review asked for, for the application of `kind`. */
export const sendSupplement = (kind: KycKind) => (payload: KycDocumentsPayload) =>
  http.call('kycSupplement', { kind, files: payload }, quiet);

/** Only the files of the slots a step needs, as `{ slot: fileId }`. */
export function filesPayload(files: Partial<Record<string, { fileId: string }>>, slots: readonly string[]) {
  const payload: Record<string, string> = {};
  for (const slot of slots) {
    const file = files[slot];
    if (file) payload[slot] = file.fileId;
  }
  return payload;
}
