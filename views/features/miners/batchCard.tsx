import { Plural, Trans, useLingui } from '@lingui/react/macro';
import Big from 'big.js';
import type { SaleBatch } from '../../../runtime/http/contract/miners.ts';
import { hrefFor, type LinkContext } from '../../../runtime/router/links.ts';
import type { Formatters } from '../../format/format.ts';
import { useFormat } from '../../format/useFormat.ts';
import { SiteLink } from '../../ui/siteLink.tsx';
import { BILLING_LABELS, CONDITION_LABELS } from './minerLabels.ts';

/** A miner's electricity for one day at the batch's price: W × 24 h ÷ 1000 × $/kWh (product research, section 6). */
export function electricityPerDayUsd(batch: Pick<SaleBatch, 'powerW' | 'electricityUsdPerKwh'>): Big {
  return new Big(batch.powerW).times(24).div(1000).times(batch.electricityUsdPerKwh);
}

/** The management fee rule in words: none until payback then a share, or a share from the start. */
export function ManagementFee({ batch, format }: { batch: SaleBatch; format: Formatters }) {
  const percent = format.percent(batch.managementFee.percent);
  return batch.managementFee.rule === 'afterPayback' ? (
    <Trans>None until the miner's price is recovered from its output, then {percent} of the net BTC</Trans>
  ) : (
    <Trans>{percent} of the net BTC from the first day</Trans>
  );
}

/**
 * One sale batch: the model's figures, the price, the hosting terms and the Buy action
 * (`/pay/minerSale/{id}`); a sold-out batch says so and cannot be bought.
 */
export function BatchCard({
  batch,
  at,
  headingLevel = 2,
}: {
  batch: SaleBatch;
  at: LinkContext;
  headingLevel?: 2 | 3;
}) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = `batch-${batch.id}`;
  const soldOut = batch.status !== 'onSale';
  const minimumOrder = format.usd(new Big(batch.unitPriceUsd).times(batch.minQuantity));
  const soldShare = Math.round(((batch.totalUnits - batch.stock) / batch.totalUnits) * 100);
  const electricity = format.usd(batch.electricityUsdPerKwh, { decimals: 3 });
  const perDay = format.usd(electricityPerDayUsd(batch));
  const modelName = batch.modelName;
  const calculator = hrefFor('calculator', {}, at, {
    search: {
      mode: 'rig',
      th: batch.hashrateTh,
      w: batch.powerW,
      kwh: Number(batch.electricityUsdPerKwh),
      rig: Number(batch.unitPriceUsd),
    },
  });

  return (
    <article className={soldOut ? 'miner-batch miner-batch-out' : 'miner-batch'} aria-labelledby={headingId}>
      <header className="miner-batch-head">
        <Heading id={headingId}>{modelName}</Heading>
        <p className="miner-batch-tags">
          <span className="miner-tag">{i18n._(CONDITION_LABELS[batch.condition])}</span>
          <span className={soldOut ? 'miner-tag miner-tag-out' : 'miner-tag miner-tag-on'}>
            {soldOut ? <Trans>Sold out</Trans> : <Trans>On sale</Trans>}
          </span>
          <span className="miner-batch-id">
            <Trans>Batch {batch.id}</Trans>
          </span>
        </p>
      </header>
      <p className="miner-batch-price">
        <strong>{format.usd(batch.unitPriceUsd)}</strong> <Trans>per miner</Trans>
        <span className="miner-sub">
          <Trans>{format.usd(batch.pricePerThUsd)} per TH/s</Trans>
        </span>
      </p>
      <dl className="miner-facts">
        <div>
          <dt>
            <Trans>Hashrate</Trans>
          </dt>
          <dd>{format.hashrate(batch.hashrateTh)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Power</Trans>
          </dt>
          <dd>{format.number(batch.powerW)} W</dd>
        </div>
        <div>
          <dt>
            <Trans>Efficiency</Trans>
          </dt>
          <dd>{format.efficiency(batch.efficiencyJt)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Hosting site</Trans>
          </dt>
          <dd>{batch.site.name}</dd>
        </div>
        <div>
          <dt>
            <Trans>Pool</Trans>
          </dt>
          <dd>{batch.pool}</dd>
        </div>
        <div>
          <dt>
            <Trans>Estimated start</Trans>
          </dt>
          <dd>
            <Trans>Mining from {format.dateUtc(batch.estimatedStartOn)}</Trans>
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Electricity</Trans>
          </dt>
          <dd>
            <Trans>{electricity} per kWh</Trans>
            <span className="miner-sub">
              {i18n._(BILLING_LABELS[batch.electricityBilling])} · <Trans>about {perDay} per miner per day</Trans>
            </span>
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Management fee</Trans>
          </dt>
          <dd>
            <ManagementFee batch={batch} format={format} />
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Warranty</Trans>
          </dt>
          <dd>
            <Plural value={batch.warrantyMonths} one="# month" other="# months" />
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Minimum order</Trans>
          </dt>
          <dd>
            <Plural value={batch.minQuantity} one="# miner" other="# miners" />
            <span className="miner-sub">
              <Trans>from {minimumOrder}</Trans>
            </span>
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Stock</Trans>
          </dt>
          <dd>
            {soldOut ? (
              <Trans>Sold out</Trans>
            ) : (
              <Trans>
                {batch.stock} of {batch.totalUnits} miners left
              </Trans>
            )}
            <span className="miner-stock" aria-hidden="true">
              <span style={{ width: `${soldShare}%` }} />
            </span>
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Payment deadline</Trans>
          </dt>
          <dd>{format.dateTimeUtc(batch.paymentDeadline)}</dd>
        </div>
      </dl>
      <div className="miner-batch-actions">
        {soldOut ? (
          <>
            <button
              type="button"
              className="button button-primary"
              disabled
              aria-label={t`Buy now: ${modelName}, batch ${batch.id}`}
              aria-describedby={`${headingId}-out`}
            >
              <Trans>Buy now</Trans>
            </button>
            <p id={`${headingId}-out`} className="miner-sub">
              <Trans>This batch is sold out. New batches are listed as miners arrive from the factory.</Trans>
            </p>
          </>
        ) : (
          <SiteLink
            className="button button-primary"
            href={hrefFor('pay.minerSale', { id: batch.id }, at)}
            aria-label={t`Buy now: ${modelName}, batch ${batch.id}`}
          >
            <Trans>Buy now</Trans>
          </SiteLink>
        )}
        <SiteLink
          className="button button-ghost"
          href={calculator}
          aria-label={t`Estimate output and payback: ${modelName}, batch ${batch.id}`}
        >
          <Trans>Estimate output and payback</Trans>
        </SiteLink>
      </div>
    </article>
  );
}
