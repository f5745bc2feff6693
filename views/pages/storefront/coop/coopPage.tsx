import { Trans } from '@lingui/react/macro';
import { CoopInquiryForm } from '../../../features/company/coopInquiryForm.tsx';
import '../../../styles/pages/company.css';

/** `/coop`: cooperation with the company: what partners do with us, and the corporate inquiry form. */
export default function CoopPage() {
  return (
    <div className="company-page">
      <header className="company-hero">
        <h1>
          <Trans>Work with us</Trans>
        </h1>
        <p>
          <Trans>
            Hosting for your miners, hashrate in bulk, miner purchases, pool partnerships and reseller channels. Tell us
            what you need and our business team answers within two working days.
          </Trans>
        </p>
      </header>
      <ul className="company-points">
        <li>
          <Trans>Farms on three continents with hydro, wind and flare-gas power.</Trans>
        </li>
        <li>
          <Trans>Contracts with a named counterparty, KYB checks and invoices in USD.</Trans>
        </li>
        <li>
          <Trans>Hashrate and output you can check at any time in the pool dashboard.</Trans>
        </li>
      </ul>
      <CoopInquiryForm />
    </div>
  );
}
