import { Trans } from '@lingui/react/macro';

/** What the app does: the download pages' list (the web `/download` and the phone's `/mobile/download`). */
export function AppFeatureList({ className = 'services-grid' }: { className?: string }) {
  return (
    <ul className={className}>
      <li>
        <h3>
          <Trans>Plans and output</Trans>
        </h3>
        <p>
          <Trans>
            Buy plans, including those sold only in the app, and see each day's output and the service-fee days left on
            every order.
          </Trans>
        </p>
      </li>
      <li>
        <h3>
          <Trans>Pool and workers</Trans>
        </h3>
        <p>
          <Trans>
            Hashrate and worker status of your pool sub-accounts, with a push alert when a worker goes offline.
          </Trans>
        </p>
      </li>
      <li>
        <h3>
          <Trans>Wallet</Trans>
        </h3>
        <p>
          <Trans>
            Deposit, withdraw and follow payouts with their transaction IDs; confirm with your authenticator.
          </Trans>
        </p>
      </li>
      <li>
        <h3>
          <Trans>Rewards</Trans>
        </h3>
        <p>
          <Trans>Daily check-in, tasks, FuFu Points and your invite link, always at hand.</Trans>
        </p>
      </li>
    </ul>
  );
}
