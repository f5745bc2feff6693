import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import Big from 'big.js';
import { miningEstimate, planReturn, serviceFeePerDay } from '../../../../runtime/domain/calculator.ts';
import type { NetworkStats } from '../../../../runtime/http/contract/plans.ts';
import { hrefFor } from '../../../../runtime/router/links.ts';
import { networkStatsQuery } from '../../../features/plans/planQueries.ts';
import { useFormat } from '../../../format/useFormat.ts';
import type { PageProps } from '../../../pageProps.ts';
import { ReadSection } from '../../../ui/readSection.tsx';
import { SiteLink } from '../../../ui/siteLink.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import '../../../features/academy/academy.css';

/** The worked example's plan: an illustration, not an offer. */
export const EXAMPLE = { th: 100, termDays: 180, hashrateFeeUsd: 300, serviceFeePerThDay: 0.03, poolFeePercent: 2.5 };

/** What the example earns at a day's network figures, with the calculator's math (runtime/domain). */
export function exampleFigures(network: NetworkStats) {
  const estimate = miningEstimate({
    th: EXAMPLE.th,
    network,
    btcPriceUsd: network.btcPriceUsd,
    poolFeePercent: EXAMPLE.poolFeePercent,
    uptimePercent: 100,
    costPerDayUsd: serviceFeePerDay(EXAMPLE.th, EXAMPLE.serviceFeePerThDay),
  });
  const plan = planReturn({
    priceUsd: EXAMPLE.hashrateFeeUsd,
    termDays: EXAMPLE.termDays,
    netPerDayUsd: estimate.netPerDayUsd,
  });
  return { estimate, plan, termBtc: estimate.btcPerDay.times(EXAMPLE.termDays) };
}

/** `/topic/what-is-bitcoin-cloud-mining`: the long explainer the right bar links to. */
export default function CloudMiningTopicPage({ route }: PageProps) {
  const { t } = useLingui();
  const network = useQuery(networkStatsQuery());
  const plansHref = hrefFor('list', {}, route);
  const calculatorHref = hrefFor('calculator', {}, route);
  return (
    <div className="academy-page-narrow topic-page">
      <nav aria-label={t`Breadcrumb`} className="ui-breadcrumbs">
        <ol>
          <li>
            <SiteLink href={hrefFor('content', {}, route)}>
              <Trans>Mining academy</Trans>
            </SiteLink>
          </li>
          <li aria-current="page">{t`What is bitcoin cloud mining?`}</li>
        </ol>
      </nav>
      <header className="academy-head">
        <h1>
          <Trans>What is bitcoin cloud mining?</Trans>
        </h1>
        <p>
          <Trans>
            Cloud mining lets you earn bitcoin from mining without owning, housing or powering a machine: you rent
            hashrate on miners that run in a data centre, and what that hashrate mines is paid to you every day. This
            guide explains how the output is computed, what it costs, what can go wrong and how to choose a plan.
          </Trans>
        </p>
      </header>

      <nav className="academy-toc" aria-labelledby="topic-toc">
        <h2 id="topic-toc">
          <Trans>In this article</Trans>
        </h2>
        <ol>
          <li>
            <a href="#how-mining-works">{t`How bitcoin mining works`}</a>
          </li>
          <li>
            <a href="#what-cloud-mining-is">{t`What cloud mining is`}</a>
          </li>
          <li>
            <a href="#output">{t`How your output is computed`}</a>
          </li>
          <li>
            <a href="#costs">{t`What it costs`}</a>
          </li>
          <li>
            <a href="#example">{t`A worked example with today's figures`}</a>
          </li>
          <li>
            <a href="#risks">{t`The risks`}</a>
          </li>
          <li>
            <a href="#choose">{t`How to choose a plan`}</a>
          </li>
          <li>
            <a href="#faq">{t`Frequently asked questions`}</a>
          </li>
        </ol>
      </nav>

      <section className="topic-section" aria-labelledby="how-mining-works">
        <h2 id="how-mining-works">{t`How bitcoin mining works`}</h2>
        <p>
          <Trans>
            Bitcoin's ledger is extended by miners: machines that compete to find the next block by computing SHA-256
            hashes, trillions a second. A block is found about every 10 minutes, about 144 a day, and its finder
            receives the block subsidy, 3.125 BTC since the halving of April 2024, plus the fees of the transactions in
            it.
          </Trans>
        </p>
        <p>
          <Trans>
            Every 2016 blocks, about two weeks, the network retunes the difficulty so that blocks keep coming every 10
            minutes however much hashrate joins. The more hashrate there is, the less bitcoin each terahash earns.
          </Trans>
        </p>
      </section>

      <section className="topic-section" aria-labelledby="what-cloud-mining-is">
        <h2 id="what-cloud-mining-is">{t`What cloud mining is`}</h2>
        <p>
          <Trans>
            A cloud-mining plan is a share of real mining hardware for a fixed term: a hashrate (say 100 TH/s) on a
            named miner model, pointed at a named pool. We buy, host, cool and repair the machines in our farms; the
            pool pays what the hashrate mines, and we settle it to your account every UTC day.
          </Trans>
        </p>
        <ul>
          <li>
            <Trans>No hardware to buy, ship, resell or repair, and no noise or heat at home.</Trans>
          </li>
          <li>
            <Trans>Industrial electricity prices instead of household ones.</Trans>
          </li>
          <li>
            <Trans>A fixed term, from a month to a year, that you choose per plan.</Trans>
          </li>
          <li>
            <Trans>
              Your hashrate, its 24-hour average and every day's output visible in your dashboard, in UTC days.
            </Trans>
          </li>
        </ul>
      </section>

      <section className="topic-section" aria-labelledby="output">
        <h2 id="output">{t`How your output is computed`}</h2>
        <p>
          <Trans>
            Your expected output is your share of the network's hashrate times the bitcoin the network mines in a day.
            Because the network's hashrate is itself measured through the difficulty, the same thing can be written with
            the difficulty alone:
          </Trans>
        </p>
        <code className="topic-formula">
          {t`BTC per day = hashrate (TH/s) × 10¹² × 86,400 × (block reward + fees per block) ÷ (difficulty × 2³²)`}
        </code>
        <p>
          <Trans>
            Difficulty × 2³² is the number of hashes a block takes on average, so the formula counts how many blocks
            your hashes are worth in a day. The pool's fee is taken from that output, and only the hours the hashrate
            runs count. The output is proportional to hashrate: twice the terahashes, twice the bitcoin.
          </Trans>
        </p>
      </section>

      <section className="topic-section" aria-labelledby="costs">
        <h2 id="costs">{t`What it costs`}</h2>
        <ul>
          <li>
            <Trans>
              The hashrate fee: paid once when you buy, for the hashrate over the whole term (the use of the machine).
            </Trans>
          </li>
          <li>
            <Trans>
              The service fee: electricity and upkeep, per TH/s per day, charged from your balance (automatically with
              auto-deduct). A day whose service fee is unpaid is not mined and not compensated.
            </Trans>
          </li>
          <li>
            <Trans>The pool fee: a percentage of the output, kept by the pool.</Trans>
          </li>
        </ul>
        <p>
          <Trans>
            Your net per day is the output's value minus the service fee; the plan pays back when the sum of those daily
            nets exceeds the hashrate fee.
          </Trans>
        </p>
      </section>

      <section className="topic-section topic-example" aria-labelledby="example">
        <h2 id="example">{t`A worked example with today's figures`}</h2>
        <p>
          <Trans>
            An example plan, not an offer: 100 TH/s for 180 days, a hashrate fee of $300, a service fee of $0.03 per
            TH/s per day and a 2.5% pool fee, at today's network figures. Every figure is an estimate: difficulty and
            price change every day.
          </Trans>
        </p>
        <ReadSection query={network} label={t`Worked example`} skeleton={<Skeleton height="288px" />}>
          {(data) => <WorkedExample network={data} />}
        </ReadSection>
        <p className="topic-actions">
          <SiteLink className="button button-primary" href={calculatorHref}>
            <Trans>Try your own figures in the calculator</Trans>
          </SiteLink>
        </p>
      </section>

      <section className="topic-section" aria-labelledby="risks">
        <h2 id="risks">{t`The risks`}</h2>
        <ul>
          <li>
            <Trans>
              Difficulty usually rises over time as more machines join, so each terahash earns less than at the start.
            </Trans>
          </li>
          <li>
            <Trans>The bitcoin price can fall; the service fee is in dollars while the output is in bitcoin.</Trans>
          </li>
          <li>
            <Trans>
              The next halving, expected in 2028, will cut the block subsidy to 1.5625 BTC for any plan still running.
            </Trans>
          </li>
          <li>
            <Trans>
              Outages happen; ours are compensated by extending the plan, but unpaid service-fee days are not.
            </Trans>
          </li>
          <li>
            <Trans>
              You depend on the provider: choose one that shows its pool, its delivered hashrate and its payouts.
            </Trans>
          </li>
        </ul>
        <p>
          <strong>
            <Trans>No one can guarantee a mining profit. Do not put in money you cannot afford to lose.</Trans>
          </strong>
        </p>
      </section>

      <section className="topic-section" aria-labelledby="choose">
        <h2 id="choose">{t`How to choose a plan`}</h2>
        <ol>
          <li>
            <Trans>
              Compare the service fee per TH/s per day with today's revenue per TH/s: the gap is your daily margin.
            </Trans>
          </li>
          <li>
            <Trans>Prefer efficient miners (lower J/T): their service fee leaves more of the output to you.</Trans>
          </li>
          <li>
            <Trans>
              Check the static breakeven against the term, and test a higher difficulty to see a cautious case.
            </Trans>
          </li>
          <li>
            <Trans>Mind the term: a long plan lives through more difficulty rises and maybe a halving.</Trans>
          </li>
          <li>
            <Trans>Read every fee before paying: hashrate fee, service fee, pool fee and withdrawal fee.</Trans>
          </li>
        </ol>
        <p className="topic-actions">
          <SiteLink className="button button-primary" href={plansHref}>
            <Trans>See the plans</Trans>
          </SiteLink>
          <SiteLink className="button button-outline" href={calculatorHref}>
            <Trans>Open the calculator</Trans>
          </SiteLink>
        </p>
      </section>

      <section className="topic-section topic-faq" aria-labelledby="faq">
        <h2 id="faq">{t`Frequently asked questions`}</h2>
        <details>
          <summary>{t`Is the output guaranteed?`}</summary>
          <p>
            <Trans>
              No. The hashrate is what we commit to, measured as a 24-hour average; what it mines depends on difficulty,
              fees and luck at the network level, and its dollar value on the bitcoin price.
            </Trans>
          </p>
        </details>
        <details>
          <summary>{t`When and how am I paid?`}</summary>
          <p>
            <Trans>
              Output is settled every UTC day into your account balance, in BTC with 8 decimals. You can withdraw it to
              your own wallet; every payout has a transaction ID you can check on a block explorer.
            </Trans>
          </p>
        </details>
        <details>
          <summary>{t`When does my plan start?`}</summary>
          <p>
            <Trans>
              Within a few hours of payment; its first mining day starts at 00:00 UTC. The order page shows the state
              and the service-fee days left.
            </Trans>
          </p>
        </details>
        <details>
          <summary>{t`What happens if a miner breaks?`}</summary>
          <p>
            <Trans>
              We repair or replace it. Time lost to an outage on our side is added to the end of your plan, so you still
              get the full term.
            </Trans>
          </p>
        </details>
        <details>
          <summary>{t`Can I lose money?`}</summary>
          <p>
            <Trans>
              Yes. If difficulty rises or the price falls enough, the output over the term can be worth less than the
              fees you paid.
            </Trans>
          </p>
        </details>
        <details>
          <summary>{t`Why not buy a miner myself?`}</summary>
          <p>
            <Trans>
              You can, if you have cheap power, space and time for repairs. At household electricity prices a miner
              usually costs more to run than it earns.
            </Trans>
          </p>
        </details>
      </section>

      <p className="academy-article-back">
        <SiteLink className="button button-outline" href={hrefFor('content', {}, route)}>
          <Trans>More guides in the mining academy</Trans>
        </SiteLink>
      </p>
    </div>
  );
}

function WorkedExample({ network }: { network: NetworkStats }) {
  const { t } = useLingui();
  const format = useFormat();
  const { estimate, plan, termBtc } = exampleFigures(network);
  const difficulty = format.number(Number(new Big(network.difficulty).div(1e12).toFixed(2)));
  const breakeven = plan.breakevenDays;
  const day = format.dateUtc(network.date);
  const breakevenDays = breakeven === null ? '' : format.days(Math.ceil(breakeven.toNumber()));
  const hashprice = format.usd(estimate.hashpriceUsd.times(1000));
  return (
    <>
      <h3>
        <Trans>Network figures of {day}</Trans>
      </h3>
      <dl>
        <dt>{t`Difficulty`}</dt>
        <dd>{difficulty} T</dd>
        <dt>{t`BTC price`}</dt>
        <dd>{format.usd(network.btcPriceUsd)}</dd>
        <dt>{t`Block reward`}</dt>
        <dd>{format.coin(network.blockRewardBtc, 'BTC')}</dd>
        <dt>{t`Average fees per block`}</dt>
        <dd>{format.coin(network.feesPerBlockBtc, 'BTC')}</dd>
      </dl>
      <h3>
        <Trans>Estimated result</Trans>
      </h3>
      <dl>
        <dt>{t`Output per day (after the pool fee)`}</dt>
        <dd>{format.coin(estimate.btcPerDay, 'BTC')}</dd>
        <dt>{t`Its value per day`}</dt>
        <dd>{format.usd(estimate.usdPerDay)}</dd>
        <dt>{t`Service fee per day`}</dt>
        <dd>{format.usd(estimate.costPerDayUsd)}</dd>
        <dt>{t`Net per day`}</dt>
        <dd>{format.usd(estimate.netPerDayUsd)}</dd>
        <dt>{t`Output over 180 days`}</dt>
        <dd>{format.coin(termBtc, 'BTC')}</dd>
        <dt>{t`Net over 180 days, after the $300 hashrate fee`}</dt>
        <dd>{format.usd(plan.netRevenueUsd)}</dd>
        <dt>{t`Static breakeven`}</dt>
        <dd>
          {breakeven === null
            ? t`Never at today's figures`
            : breakeven.gt(EXAMPLE.termDays)
              ? t`Not within the term (${breakevenDays})`
              : breakevenDays}
        </dd>
      </dl>
      <p className="topic-note">
        <Trans>
          Estimate at one day's figures, held constant for the whole term. Hashprice today: {hashprice} per PH/s per day
          after the pool fee.
        </Trans>
      </p>
    </>
  );
}
