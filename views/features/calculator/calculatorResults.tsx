import { Trans, useLingui } from '@lingui/react/macro';
import Big from 'big.js';
import type { ReactNode } from 'react';
import type { MiningEstimate, PlanReturn } from '../../../runtime/domain/calculator.ts';
import { useFormat } from '../../format/useFormat.ts';
import { StatCard } from '../../ui/statCard.tsx';

/** Whole days, rounded up: a payback of 12.1 days is paid back on the 13th. */
const wholeDays = (days: Big) => Number(days.round(0, Big.roundUp).toFixed(0));

function Figure({ label, testId, children }: { label: ReactNode; testId: string; children: ReactNode }) {
  return <StatCard label={label} value={<span data-testid={testId}>{children}</span>} hint={<Trans>estimate</Trans>} />;
}

/**
 * The calculator's outputs (PAGES.md rule 10: every projection says "estimate", with its formula): per
 * day and per 30-day month, the shutdown price, the hashprice, the payback of a rig or a plan's return.
 */
export function CalculatorResults({
  estimate,
  costLabel,
  payback,
  plan,
}: {
  estimate: MiningEstimate;
  /** Power cost (a rig) or service fee (a plan). */
  costLabel: ReactNode;
  /** A rig's payback: undefined without a rig price, null when it never pays back. */
  payback?: Big | null;
  plan?: PlanReturn;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const btc = (amount: Big) => format.coin(amount, 'BTC');
  const never = t`Never, at these figures`;
  return (
    <div className="calc-results">
      <div className="calc-figures">
        <Figure label={<Trans>BTC per day</Trans>} testId="calc-btc-day">
          {btc(estimate.btcPerDay)}
        </Figure>
        <Figure label={<Trans>BTC per month (30 days)</Trans>} testId="calc-btc-month">
          {btc(estimate.btcPerMonth)}
        </Figure>
        <Figure label={<Trans>Revenue per day</Trans>} testId="calc-usd-day">
          {format.usd(estimate.usdPerDay)}
        </Figure>
        <Figure label={costLabel} testId="calc-cost-day">
          {format.usd(estimate.costPerDayUsd)}
        </Figure>
        <Figure label={<Trans>Net per day</Trans>} testId="calc-net-day">
          {format.usd(estimate.netPerDayUsd)}
        </Figure>
        <Figure label={<Trans>Net per month (30 days)</Trans>} testId="calc-net-month">
          {format.usd(estimate.netPerMonthUsd)}
        </Figure>
        <Figure label={<Trans>Shutdown price</Trans>} testId="calc-shutdown">
          {estimate.shutdownPriceUsd ? format.usd(estimate.shutdownPriceUsd) : never}
        </Figure>
        <Figure label={<Trans>Hashprice</Trans>} testId="calc-hashprice">
          {t`${format.usd(estimate.hashpriceUsd, { decimals: 4 })} per TH per day`}
          <span className="calc-sub">{t`${btc(estimate.hashpriceBtc)} per TH per day`}</span>
        </Figure>
        {payback !== undefined && (
          <Figure label={<Trans>Payback of the rig</Trans>} testId="calc-payback">
            {payback ? format.days(wholeDays(payback)) : never}
          </Figure>
        )}
        {plan && (
          <>
            <Figure label={<Trans>Static breakeven</Trans>} testId="calc-breakeven">
              {plan.breakevenDays ? format.days(wholeDays(plan.breakevenDays)) : never}
            </Figure>
            <Figure label={<Trans>Net revenue over the term</Trans>} testId="calc-plan-net">
              {format.usd(plan.netRevenueUsd)}
            </Figure>
            <Figure label={<Trans>Revenue rate</Trans>} testId="calc-plan-rate">
              {plan.revenueRate ? format.percent(plan.revenueRate.times(100)) : '—'}
            </Figure>
          </>
        )}
      </div>
      <section className="calc-formulas" aria-labelledby="calc-formulas">
        <h3 id="calc-formulas">
          <Trans>How it is computed</Trans>
        </h3>
        <ul>
          <li>
            <Trans>
              BTC per day = TH × 10¹² × 86,400 × (block reward + fees per block) ÷ (difficulty × 2³²) × (1 − pool fee) ×
              uptime
            </Trans>
          </li>
          {plan ? (
            <li>
              <Trans>Service fee per day = TH × service fee per TH per day</Trans>
            </li>
          ) : (
            <li>
              <Trans>Power cost per day = W × 24 × price per kWh ÷ 1000</Trans>
            </li>
          )}
          <li>
            <Trans>Net per day = BTC per day × BTC price − cost per day; a month is 30 days</Trans>
          </li>
          <li>
            <Trans>Shutdown price = cost per day ÷ BTC per day</Trans>
          </li>
          <li>
            <Trans>Hashprice = BTC per day ÷ TH, and its value at the BTC price</Trans>
          </li>
          {payback !== undefined && (
            <li>
              <Trans>Payback = rig price ÷ net per day</Trans>
            </li>
          )}
          {plan && (
            <li>
              <Trans>
                Static breakeven = plan price ÷ net per day; net revenue = net per day × term − plan price; revenue rate
                = net revenue ÷ plan price
              </Trans>
            </li>
          )}
        </ul>
        <p className="fine-print">
          <Trans>
            Every figure is an estimate, not a promise: output changes with the difficulty, the fees in each block and
            the BTC price, and these figures are held constant.
          </Trans>
        </p>
      </section>
    </div>
  );
}
