import { Trans, useLingui } from '@lingui/react/macro';
import Big from 'big.js';
import { btcOfSats, outputSats } from '../../../runtime/domain/mining.ts';
import type { NetworkStats } from '../../../runtime/http/contract/plans.ts';
import { FREE_TRIAL_TYPE } from '../../../runtime/http/contract/plansValues.ts';
import type { GoodsSummary } from '../../../runtime/http/contract.ts';
import { hrefFor, type LinkContext } from '../../../runtime/router/links.ts';
import { formatNumber, formatUsd } from '../../format/format.ts';
import { SiteLink } from '../../ui/siteLink.tsx';
import { GOODS_TYPE } from './planQueries.ts';

function detailHref(goods: GoodsSummary, at: LinkContext): string {
  if (goods.goodsType === FREE_TRIAL_TYPE) return hrefFor('free.detail', { id: goods.goodsId }, at);
  if (goods.goodsType === GOODS_TYPE.full) return hrefFor('full.detail', { id: goods.goodsId }, at);
  if (goods.goodsType === GOODS_TYPE.stable) return hrefFor('stable.detail', { id: goods.goodsId }, at);
  return hrefFor('easy.detail', { id: goods.goodsId }, at);
}

/**
 * Outputs already worked out, per network read and hashrate-and-term: a list shows many plans of the same
 * few terms, and each render of it (every crawler page, every list update) asked big.js again for each
 * card, a fifth of the list's server render. A network read the cache has let go takes its outputs along.
 */
const outputsByNetwork = new WeakMap<NetworkStats, Map<string, number>>();

/**
 * The output of a plan's whole term at today's network figures, by the formula the plan page and the
 * calculator use (runtime/domain/mining.ts); the list call's own figure until they arrive.
 */
export function termOutputBtc(goods: GoodsSummary, network: NetworkStats | undefined, fallback?: number) {
  if (!network) return fallback;
  let outputs = outputsByNetwork.get(network);
  if (!outputs) {
    outputs = new Map();
    outputsByNetwork.set(network, outputs);
  }
  const key = `${goods.hashrateTh}|${goods.durationDays}`;
  let btc = outputs.get(key);
  if (btc === undefined) {
    btc = btcOfSats(outputSats(network, goods.hashrateTh, goods.durationDays)).toNumber();
    outputs.set(key, btc);
  }
  return btc;
}

/**
 * A plan card (product research, section 1): miner model, TH/s, days, hashrate fee, service fee
 * per TH per day, J/T, pool and, where the list call gives it, the estimated output of the term
 * (at today's network figures once they are loaded).
 */
export function PlanCard({
  goods,
  at,
  estimatedOutputBtc,
  network,
}: {
  goods: GoodsSummary;
  at: LinkContext;
  /** The list call's estimate, shown until today's network figures are there (home's call has none). */
  estimatedOutputBtc?: number;
  network?: NetworkStats;
}) {
  const { t } = useLingui();
  const estimate = termOutputBtc(goods, network, estimatedOutputBtc);
  // Per-TH fees in 4 decimals; the term's total exactly (Big), in cents.
  const usd = (value: number | Big, decimals = 4) => formatUsd(at.locale, new Big(value), { decimals });
  const total = usd(new Big(goods.hashrateFee).times(goods.hashrateTh).times(goods.durationDays), 2);
  const number = (value: number, digits = 1) => formatNumber(at.locale, value, digits);
  const hashrate = number(goods.hashrateTh);
  const days = goods.durationDays;
  const kind =
    goods.goodsType === GOODS_TYPE.full ? t`Full` : goods.goodsType === GOODS_TYPE.stable ? t`Stable` : t`Easy`;
  return (
    <li className="plan-card" data-goods-id={goods.goodsId} aria-labelledby={`plan-${goods.goodsId}`}>
      <div className="plan-card-head">
        <span className={`plan-kind plan-kind-${goods.goodsType}`}>{kind}</span>
        <h3 id={`plan-${goods.goodsId}`}>{goods.goodsName}</h3>
        <p className="plan-miner">{goods.minerModel}</p>
      </div>
      <p className="plan-price">
        <span className="plan-price-value">{total}</span>
        <span className="plan-price-note">
          <Trans>
            {hashrate} TH/s · {days} days
          </Trans>
        </span>
      </p>
      <dl className="plan-facts">
        <div>
          <dt>
            <Trans>Miner</Trans>
          </dt>
          <dd>{goods.minerModel}</dd>
        </div>
        <div>
          <dt>
            <Trans>Hashrate</Trans>
          </dt>
          <dd>{hashrate} TH/s</dd>
        </div>
        <div>
          <dt>
            <Trans>Duration</Trans>
          </dt>
          <dd>
            <Trans>{days} days</Trans>
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Hashrate fee</Trans>
          </dt>
          <dd>{usd(goods.hashrateFee)}/T/D</dd>
        </div>
        <div>
          <dt>
            <Trans>Service fee</Trans>
          </dt>
          <dd>{usd(goods.serviceFeePerThDay)}/T/D</dd>
        </div>
        <div>
          <dt>
            <Trans>Efficiency</Trans>
          </dt>
          <dd>{number(goods.efficiencyJt)} J/T</dd>
        </div>
        <div>
          <dt>
            <Trans>Pool</Trans>
          </dt>
          <dd>{goods.pool}</dd>
        </div>
        {estimate !== undefined && (
          <div className="plan-output">
            <dt>
              <Trans>Estimated output</Trans>
            </dt>
            <dd data-testid="plan-card-output">≈ {number(estimate, 6)} BTC</dd>
          </div>
        )}
      </dl>
      <SiteLink className="button button-primary plan-buy" href={detailHref(goods, at)}>
        <Trans>View plan</Trans>
        <span className="visually-hidden"> {goods.goodsName}</span>
      </SiteLink>
    </li>
  );
}
