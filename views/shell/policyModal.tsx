import { Trans, useLingui } from '@lingui/react/macro';
import { Modal } from '../flows/modal/modal.tsx';

interface PolicyModalProps {
  loading: boolean;
  failed: boolean;
  agreementId: string | null;
  title: string | null;
  html: string | null;
  onClose: () => void;
  onRetry: () => void;
}

/** The policy document in the shared modal (width 800); shellServices.tsx loads it when a policy opens. */
export default function PolicyModal({
  loading,
  failed,
  agreementId: id,
  title,
  html,
  onClose,
  onRetry,
}: PolicyModalProps) {
  const { t } = useLingui();
  const fallbackTitle = id?.startsWith('BFFPRIVACY') ? t`Privacy policy` : t`Terms of service`;
  return (
    <Modal open title={title ?? fallbackTitle} width={800} onClose={onClose} className="policy-dialog">
      <div className="policy-modal" data-agreement-id={id ?? undefined}>
        {loading && (
          <p role="status" className="policy-loading">
            <Trans>Loading…</Trans>
          </p>
        )}
        {failed && (
          <div role="alert" className="policy-failed">
            <p>
              <Trans>The document could not be loaded.</Trans>
            </p>
            <button type="button" className="button button-primary" onClick={onRetry}>
              <Trans>Try again</Trans>
            </button>
          </div>
        )}
        {html !== null && (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized with DOMPurify in the loader (shellServices.tsx)
          <div className="policy-text" dangerouslySetInnerHTML={{ __html: html }} />
        )}
      </div>
    </Modal>
  );
}
