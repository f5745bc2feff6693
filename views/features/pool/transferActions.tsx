import { Trans, useLingui } from '@lingui/react/macro';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { http } from '../../../runtime/config.ts';
import type { PoolTransfer, TransferAction } from '../../../runtime/http/contract/pool.ts';
import { errorMessage } from '../../ui/errorMessage.ts';
import { TRANSFER_KEYS } from './poolQueries.ts';
import './transfer.css';

const CALLS = { pause: 'poolTransferPause', resume: 'poolTransferResume', cancel: 'poolTransferCancel' } as const;

/** Every transfer read loads again: lists, details, run lists and what is left to assign. */
export function refreshTransfers(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ predicate: (query) => TRANSFER_KEYS.includes(String(query.queryKey[1])) });
}

/**
 * Pause, resume and cancel of one transfer (what the server says it allows now), each asked to confirm
 * first: a pause stops the hashrate from the moment it is confirmed, a cancel ends the transfer for good.
 */
export function TransferActions({ transfer }: { transfer: PoolTransfer }) {
  const { t } = useLingui();
  const client = useQueryClient();
  const [asking, setAsking] = useState<TransferAction | null>(null);
  const act = useMutation({
    mutationFn: (action: TransferAction) => http.call(CALLS[action], { id: transfer.id }, { showError: false }),
    onSuccess: async () => {
      setAsking(null);
      await refreshTransfers(client);
    },
  });
  if (transfer.actions.length === 0) return null;
  const labels: Record<TransferAction, string> = {
    pause: t`Pause transfer ${transfer.id}`,
    resume: t`Resume transfer ${transfer.id}`,
    cancel: t`Cancel transfer ${transfer.id}`,
  };
  const questions: Record<TransferAction, string> = {
    pause: t`Pause this transfer? No hashrate goes to ${transfer.receiver} until you resume it; the period does not move.`,
    resume: t`Resume this transfer? Hashrate goes to ${transfer.receiver} again from now on.`,
    cancel: t`Cancel this transfer for good? No more hashrate goes to ${transfer.receiver}; settled days stay as they are.`,
  };
  const yes: Record<TransferAction, string> = {
    pause: t`Yes, pause`,
    resume: t`Yes, resume`,
    cancel: t`Yes, cancel the transfer`,
  };
  const visible: Record<TransferAction, string> = { pause: t`Pause`, resume: t`Resume`, cancel: t`Cancel` };

  if (asking) {
    return (
      <div className="transfer-confirm" role="alertdialog" aria-label={labels[asking]}>
        <p>{questions[asking]}</p>
        {act.isError && (
          <p className="transfer-error" role="alert">
            {errorMessage(act.error, t`The transfer could not be changed. Please try again.`)}
          </p>
        )}
        <div className="pool-link-actions">
          <button
            type="button"
            className="button button-primary"
            disabled={act.isPending}
            onClick={() => act.mutate(asking)}
          >
            {act.isPending ? <Trans>Saving…</Trans> : yes[asking]}
          </button>
          <button
            type="button"
            className="button button-outline"
            disabled={act.isPending}
            onClick={() => {
              act.reset();
              setAsking(null);
            }}
          >
            <Trans>Keep it as it is</Trans>
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className="pool-link-actions">
      {transfer.actions.map((action) => (
        <button
          key={action}
          type="button"
          className="button button-outline"
          aria-label={labels[action]}
          onClick={() => setAsking(action)}
        >
          {visible[action]}
        </button>
      ))}
    </div>
  );
}
