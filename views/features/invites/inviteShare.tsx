import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { type ShareOutcome, shareContent } from '../../../runtime/bridge/appActions.ts';
import { CopyButton } from '../../ui/copyButton.tsx';
import { QrCode } from '../../ui/qrCode.tsx';
import './inviteShare.css';

/**
 * The account's invitation as the app's pages hand it out: the code and the personal link with their copy buttons,
 * the QR code to scan, and Share: the app's share sheet inside the app (runtime/bridge/appActions.ts), the browser's
 * elsewhere. Where neither can share, the page says so and the link with its copy button stays the way to pass it on.
 */
export function InviteShare({ code, link, title, text }: { code: string; link: string; title: string; text: string }) {
  const { t } = useLingui();
  const [outcome, setOutcome] = useState<ShareOutcome | 'sharing' | null>(null);
  const share = async () => {
    setOutcome('sharing');
    setOutcome(await shareContent({ title, text, url: link }));
  };
  return (
    <div className="invite-share">
      <div className="invite-share-code">
        <span className="invite-share-label">
          <Trans>Your invite code</Trans>
        </span>
        <strong className="invite-share-code-value">{code}</strong>
        <CopyButton value={code} label={<Trans>Copy code</Trans>} />
      </div>
      <div className="invite-share-link">
        <span className="invite-share-label">
          <Trans>Your personal link</Trans>
        </span>
        <code>{link}</code>
        <CopyButton value={link} label={<Trans>Copy link</Trans>} />
      </div>
      <button
        type="button"
        className="button button-primary invite-share-button"
        disabled={outcome === 'sharing'}
        onClick={() => void share()}
      >
        {outcome === 'sharing' ? <Trans>Sharing…</Trans> : <Trans>Share</Trans>}
      </button>
      <p role="status" className="invite-share-status">
        {outcome === 'unavailable' && (
          <Trans>Sharing is not available here. Copy your link above and send it to your friends.</Trans>
        )}
      </p>
      <QrCode value={link} label={t`QR code of your invite link`} caption={<Trans>Scan to sign up</Trans>} />
    </div>
  );
}
