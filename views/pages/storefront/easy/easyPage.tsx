import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import Big from 'big.js';
import { btcOfSats, outputSats } from '../../../../runtime/domain/mining.ts';
import type { NetworkStats } from '../../../../runtime/http/contract/plans.ts';
import { hrefFor } from '../../../../runtime/router/links.ts';
import { PlanCard } from '../../../features/plans/planCard.tsx';
import { GOODS_TYPE, networkStatsQuery, plansByTypeQuery } from '../../../features/plans/planQueries.ts';
import { useFormat } from '../../../format/useFormat.ts';
import type { PageProps } from '../../../pageProps.ts';
import { ReadSection } from '../../../ui/readSection.tsx';
import { SiteLink } from '../../../ui/siteLink.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import '../../../styles/pages/planCards.css';
import '../../../styles/pages/easyFree.css';

/**
 * `/easy`: the easy plans explained (all-inclusive price, output from the first day, who they suit, how
 * they compare with full plans, how the estimate is computed), the easy plans on sale with their
 * estimated output (each card opens its detail page), and a FAQ.
 */
export default function EasyPage({ route }: PageProps) {
  const { t } = useLingui();
  const plans = useQuery(plansByTypeQuery(GOODS_TYPE.easy));
  const network = useQuery(networkStatsQuery());
  return (
    <div className="easy-page">
      <section className="page-hero page-hero-compact">
        <div className="page-hero-inner">
          <h1>
            <Trans>Easy mining plans</Trans>
          </h1>
          <p>
            <Trans>
              One price covers the hashrate, the electricity and the maintenance for the whole term. Nothing to top up,
              no daily fee to watch: the output is paid to your wallet from the first mining day.
            </Trans>
          </p>
          <p className="easy-actions">
            <a className="button button-primary" href="#easy-plans">
              <Trans>See the easy plans</Trans>
            </a>
            <SiteLink className="button button-outline" href={hrefFor('calculator', {}, route)}>
              <Trans>Open the calculator</Trans>
            </SiteLink>
          </p>
        </div>
      </section>

      <section className="easy-section" aria-labelledby="easy-what">
        <h2 id="easy-what">
          <Trans>What an easy plan is</Trans>
        </h2>
        <ul className="easy-points">
          <li>
            <h3>
              <Trans>All-inclusive</Trans>
            </h3>
            <p>
              <Trans>
                The price is hashrate fee plus electricity and maintenance for every day of the term, paid once. The
                service fee is never billed separately.
              </Trans>
            </p>
          </li>
          <li>
            <h3>
              <Trans>Output from the first day</Trans>
            </h3>
            <p>
              <Trans>
                The plan takes effect within 24 hours after payment; each UTC day's output is settled and paid to your
                wallet every day.
              </Trans>
            </p>
          </li>
          <li>
            <h3>
              <Trans>Nothing can lapse</Trans>
            </h3>
            <p>
              <Trans>
                With electricity prepaid for the whole term, an easy plan is never suspended for an unpaid service fee.
              </Trans>
            </p>
          </li>
          <li>
            <h3>
              <Trans>Real machines, real pools</Trans>
            </h3>
            <p>
              <Trans>
                Each plan names its Antminer model, its efficiency in J/TH and its pool, Antpool or F2Pool, whose fee is
                taken from the output.
              </Trans>
            </p>
          </li>
        </ul>
      </section>

      <section className="easy-section" aria-labelledby="easy-who">
        <h2 id="easy-who">
          <Trans>Who easy plans suit</Trans>
        </h2>
        <ul className="easy-list">
          <li>
            <Trans>First-time miners who want one price and no daily bills.</Trans>
          </li>
          <li>
            <Trans>Anyone who will not check the account every few days to pay a service fee.</Trans>
          </li>
          <li>
            <Trans>Buyers who want to know the whole cost before they start, to compare it with the output.</Trans>
          </li>
        </ul>
        <p>
          <Trans>
            If you want to pay the electricity as you go, or choose how many days to prepay, a full plan fits better.
          </Trans>
        </p>
      </section>

      <section className="easy-section" aria-labelledby="easy-compare">
        <h2 id="easy-compare">
          <Trans>Easy and full plans compared</Trans>
        </h2>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable box must be reachable by keyboard to scroll it */}
        <div className="easy-table-scroll" tabIndex={0}>
          <table className="easy-compare">
            <caption className="visually-hidden">{t`Easy and full plans compared`}</caption>
            <thead>
              <tr>
                <th scope="col">{t`Question`}</th>
                <th scope="col">{t`Easy plan`}</th>
                <th scope="col">{t`Full plan`}</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">{t`What the price covers`}</th>
                <td>{t`Hashrate, electricity and maintenance for the whole term`}</td>
                <td>{t`Hashrate for the whole term; the service fee is paid by the day`}</td>
              </tr>
              <tr>
                <th scope="row">{t`Payments`}</th>
                <td>{t`One, at checkout`}</td>
                <td>{t`The price plus at least 10 days of service fee, then more service-fee days before they run out`}</td>
              </tr>
              <tr>
                <th scope="row">{t`If nothing more is paid`}</th>
                <td>{t`Mining continues to the end of the term`}</td>
                <td>{t`Mining is suspended when the paid days run out; those days are not compensated`}</td>
              </tr>
              <tr>
                <th scope="row">{t`Output`}</th>
                <td>{t`Paid daily from the first mining day`}</td>
                <td>{t`Paid daily from the first mining day while the service fee is paid`}</td>
              </tr>
              <tr>
                <th scope="row">{t`Best for`}</th>
                <td>{t`A fixed, known cost`}</td>
                <td>{t`Paying electricity as you go, in USDT or BTC`}</td>
              </tr>
            </tbody>
          </table>
        </div>
      </section>

      {/* The read's own region is named like the heading: one landmark for the list. */}
      <div id="easy-plans" className="easy-section">
        <h2>
          <Trans>Easy plans on sale</Trans>
        </h2>
        <ReadSection
          query={plans}
          label={t`Easy plans on sale`}
          isEmpty={(list) => list.length === 0}
          skeleton={
            <ul className="plan-list plan-list-loading" aria-hidden="true">
              <li className="plan-card plan-card-skeleton" />
              <li className="plan-card plan-card-skeleton" />
            </ul>
          }
          empty={
            <p className="plan-empty">
              <Trans>No easy plans are on sale right now.</Trans>{' '}
              <SiteLink href={hrefFor('list', {}, route)}>
                <Trans>See all plans</Trans>
              </SiteLink>
            </p>
          }
        >
          {(list) => (
            <ul className="plan-list" aria-label={t`Easy plans`}>
              {list.map((goods) => (
                <PlanCard
                  key={goods.goodsId}
                  goods={goods}
                  at={route}
                  estimatedOutputBtc={goods.estimatedOutputBtc}
                  network={network.data}
                />
              ))}
            </ul>
          )}
        </ReadSection>
      </div>

      <section className="easy-section" aria-labelledby="easy-estimate">
        <h2 id="easy-estimate">
          <Trans>How the estimated output is computed</Trans>
        </h2>
        <p>
          <Trans>
            Every output figure on this page is an estimate, not a promise. It takes today's network figures and assumes
            they stay the same for the whole term; the real output moves with the difficulty, the fees in each block and
            the pool's luck, and the pool's fee is taken from it.
          </Trans>
        </p>
        <p className="plan-formula">
          <Trans>BTC per day = TH × 10¹² × 86,400 × (block reward + fees per block) ÷ (difficulty × 2³²)</Trans>
        </p>
        <ReadSection query={network} label={t`Today's network figures`} skeleton={<Skeleton height="112px" />}>
          {(figures) => <NetworkFigures figures={figures} />}
        </ReadSection>
      </section>

      <section className="easy-section" aria-labelledby="easy-faq">
        <h2 id="easy-faq">
          <Trans>Questions about easy plans</Trans>
        </h2>
        <div className="easy-faq">
          <details>
            <summary>{t`Do I pay anything after checkout?`}</summary>
            <p>
              <Trans>
                No. The electricity and maintenance of the whole term are in the price. The pool's fee is taken from the
                output, and a withdrawal from your wallet pays its network fee.
              </Trans>
            </p>
          </details>
          <details>
            <summary>{t`When does the output start?`}</summary>
            <p>
              <Trans>
                The plan takes effect within 24 hours after payment. Each mining day runs from 00:00 to 24:00 UTC, and
                its output is paid the next day.
              </Trans>
            </p>
          </details>
          <details>
            <summary>{t`Is the output guaranteed?`}</summary>
            <p>
              <Trans>
                The hashrate is: the 24-hour average is what we guarantee, and outages on our side extend the plan by
                the time lost. The BTC it earns is not, because it depends on the network.
              </Trans>
            </p>
          </details>
          <details>
            <summary>{t`Can I try before I buy?`}</summary>
            <p>
              <Trans>
                New accounts can claim one free trial of 1 TH/s for 3 days within their first 7 days, without identity
                verification.
              </Trans>{' '}
              <SiteLink href={hrefFor('free.detail', { id: 'g-free-trial' }, route)}>
                <Trans>See the free trial</Trans>
              </SiteLink>
            </p>
          </details>
          <details>
            <summary>{t`What do I need to buy an easy plan?`}</summary>
            <p>
              <Trans>
                An account with identity verification (KYC level 1) and a BTC payout address. Pay with your balance,
                FuFu Points or crypto.
              </Trans>
            </p>
          </details>
        </div>
      </section>
    </div>
  );
}

/** Today's inputs of the formula and what 1 TH/s earns with them. */
function NetworkFigures({ figures }: { figures: NetworkStats }) {
  const format = useFormat();
  const perTh = format.coin(btcOfSats(outputSats(figures, new Big(1), 1)), 'BTC');
  const date = format.dateUtc(`${figures.date}T00:00:00Z`);
  const difficulty = format.decimal(figures.difficulty);
  const perBlock = format.coin(new Big(figures.blockRewardBtc).plus(figures.feesPerBlockBtc), 'BTC');
  return (
    <dl className="plan-estimate-facts easy-figures">
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
      <dd>{format.usd(figures.btcPriceUsd)}</dd>
      <dt>
        <Trans>1 TH/s earns per day</Trans>
      </dt>
      <dd data-testid="easy-per-th">≈ {perTh}</dd>
    </dl>
  );
}
