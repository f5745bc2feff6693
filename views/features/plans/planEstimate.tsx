import { Trans, useLingui } from '@lingui/react/macro';
import Big from 'big.js';
import { btcOfSats, outputSats, usdCentsOfSats } from '../../../runtime/domain/mining.ts';
import { usdOfCents } from '../../../runtime/domain/plans.ts';
import type { NetworkStats } from '../../../runtime/http/contract/plans.ts';
import { useFormat } from '../../format/useFormat.ts';
import './plans.css';

/**
 * The estimated output of a hashrate (PAGES.md rule 10: never a promise): per day and over the term at
 * today's network figures, with the formula and every input shown, gross of the pool's fee.
 */
export function PlanEstimate({
  network,
  totalTh,
  durationDays,
  poolFeePercent,
}: {
  network: NetworkStats;
  totalTh: Big;
  durationDays: number;
  poolFeePercent: string;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const daySats = outputSats(network, totalTh, 1);
  const termSats = outputSats(network, totalTh, durationDays);
  const dayBtc = format.coin(btcOfSats(daySats), 'BTC');
  const dayUsd = format.usd(usdOfCents(usdCentsOfSats(daySats, network.btcPriceUsd)));
  const termBtc = format.coin(btcOfSats(termSats), 'BTC');
  const termUsd = format.usd(usdOfCents(usdCentsOfSats(termSats, network.btcPriceUsd)));
  const hashrate = format.hashrate(totalTh.toNumber());
  const date = format.dateUtc(`${network.date}T00:00:00Z`);
  const difficulty = format.decimal(network.difficulty);
  const perBlock = format.coin(new Big(network.blockRewardBtc).plus(network.feesPerBlockBtc), 'BTC');
  const poolFee = format.percent(poolFeePercent);
  return (
    <div className="plan-estimate">
      <p className="plan-estimate-badge">
        <Trans>Estimate, not a promise</Trans>
      </p>
      <dl className="plan-estimate-figures">
        <div>
          <dt>
            <Trans>Per day for {hashrate}</Trans>
          </dt>
          <dd data-testid="estimate-day">
            ≈ {dayBtc} <span className="plan-estimate-usd">≈ {dayUsd}</span>
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Over the whole term</Trans>
          </dt>
          <dd data-testid="estimate-term">
            ≈ {termBtc} <span className="plan-estimate-usd">≈ {termUsd}</span>
          </dd>
        </div>
      </dl>
      <details className="plan-estimate-inputs" open>
        <summary>
          <Trans>How it is computed</Trans>
        </summary>
        <p className="plan-formula">
          <Trans>BTC per day = TH × 10¹² × 86,400 × (block reward + fees per block) ÷ (difficulty × 2³²)</Trans>
        </p>
        <dl className="plan-estimate-facts">
          <dt>
            <Trans>Figures of</Trans>
          </dt>
          <dd>{date}</dd>
          <dt>
            <Trans>Network difficulty</Trans>
          </dt>
          <dd>{difficulty}</dd>
          <dt>
            <Trans>Block reward + average fees</Trans>
          </dt>
          <dd>{perBlock}</dd>
          <dt>
            <Trans>BTC price</Trans>
          </dt>
          <dd>{format.usd(network.btcPriceUsd)}</dd>
        </dl>
        <p className="fine-print">
          {t`Output changes with the difficulty, the fees in each block and the BTC price; this uses today's figures for the whole term. It is before the pool's fee of ${poolFee} of the output.`}
        </p>
      </details>
    </div>
  );
}
