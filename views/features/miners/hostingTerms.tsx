import { Trans } from '@lingui/react/macro';

/**
 * What hosting a bought miner means (product research sections 4 and 10): who pays what, the
 * management fee rule, when hosting ends. Shown on the marketplace and the product pages.
 */
export function HostingTerms({ headingId }: { headingId: string }) {
  return (
    <section className="miner-card" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Trans>Hosting terms</Trans>
      </h2>
      <ul className="miner-rules">
        <li>
          <Trans>
            The miner is yours. We install it at the batch's site, connect it to the pool and run it: power, cooling,
            repairs and monitoring included.
          </Trans>
        </li>
        <li>
          <Trans>
            Electricity is billed at the batch's price per kWh for the power the miner actually draws, either prepaid
            monthly in USDT or deducted daily from its output, as the batch says.
          </Trans>
        </li>
        <li>
          <Trans>
            Management fee: none until the miner's output has paid back its price, then 30% of the net BTC (output after
            electricity), unless the batch states another rule.
          </Trans>
        </li>
        <li>
          <Trans>
            The output is paid to your wallet every day (UTC). The estimated start is a UTC day; delivery and
            installation can move it, and mining days before the start are not charged.
          </Trans>
        </li>
        <li>
          <Trans>
            Hosting ends when the miner's output over 30 days no longer covers its electricity, or when a site is down
            for more than 180 days; the miner is then shipped to you or sold for you at your choice.
          </Trans>
        </li>
        <li>
          <Trans>
            Warranty repairs are made on site at no cost; after the warranty, parts are charged at cost. Unpaid
            electricity stops the miner until it is paid, and those days are not compensated.
          </Trans>
        </li>
      </ul>
      <p className="miner-sub">
        <Trans>
          Mining output moves with the network difficulty and the BTC price: every projection is an estimate.
        </Trans>
      </p>
    </section>
  );
}
