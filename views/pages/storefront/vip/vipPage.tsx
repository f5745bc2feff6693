import { Trans, useLingui } from '@lingui/react/macro';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import Big from 'big.js';
import type { VipLevel, VipRules, VipStanding } from '../../../../runtime/http/contract/loyalty.ts';
import { hrefFor } from '../../../../runtime/router/links.ts';
import { vipLevelsQuery, vipStandingQuery } from '../../../features/loyalty/loyaltyQueries.ts';
import { VipBadge } from '../../../features/loyalty/vipBadge.tsx';
import { useAccountModals } from '../../../flows/account/accountModalsContext.ts';
import { useFormat } from '../../../format/useFormat.ts';
import type { PageProps } from '../../../pageProps.ts';
import { useSession } from '../../../session/sessionContext.tsx';
import { ReadSection } from '../../../ui/readSection.tsx';
import { SiteLink } from '../../../ui/siteLink.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import '../../../styles/pages/company.css';
import '../../../styles/pages/loyalty.css';

type Levels = { levels: VipLevel[]; rules: VipRules };

/**
 * `/vip`: VIP 1 to 5 with their badges, the benefits table and how levels are evaluated; signed in, the
 * account's level and the exact gap (in paid orders) to the next one.
 */
export default function VipPage({ route }: PageProps) {
  const { t } = useLingui();
  const { loggedIn } = useSession();
  const modals = useAccountModals();
  const levels = useQuery(vipLevelsQuery());
  return (
    <div className="company-page loyalty-page">
      <header className="company-hero">
        <h1>
          <Trans>VIP levels</Trans>
        </h1>
        <p>
          <Trans>
            Five levels that grow with your mining. Your level follows the total of your paid orders over the last 12
            months and brings bigger invitation rewards, service-fee discounts and faster support.
          </Trans>
        </p>
        <div className="company-actions">
          {loggedIn ? (
            <SiteLink className="button button-primary" href={hrefFor('list', {}, route)}>
              <Trans>View mining plans</Trans>
            </SiteLink>
          ) : (
            <button type="button" className="button button-primary" onClick={() => modals.openRegister()}>
              <Trans>Create a free account</Trans>
            </button>
          )}
          <SiteLink className="button button-outline" href={hrefFor('points', {}, route)}>
            <Trans>FuFu Points</Trans>
          </SiteLink>
        </div>
      </header>

      {loggedIn ? (
        <MyStanding levels={levels} />
      ) : (
        <section className="company-card loyalty-prompt" aria-labelledby="vip-signin">
          <h2 id="vip-signin">
            <Trans>Your VIP level</Trans>
          </h2>
          <p>
            <Trans>Sign in to see your level and exactly how much more in paid orders the next level takes.</Trans>
          </p>
          <button type="button" className="button button-ghost" onClick={() => modals.openLogin()}>
            <Trans>Sign in</Trans>
          </button>
        </section>
      )}

      <ReadSection
        query={levels}
        label={t`VIP levels`}
        className="loyalty-levels"
        skeleton={<Skeleton height="512px" />}
      >
        {(data) => <LevelsTable data={data} />}
      </ReadSection>
    </div>
  );
}

/** The five levels as cards, the benefits table and the rules. */
function LevelsTable({ data }: { data: Levels }) {
  const { t } = useLingui();
  const format = useFormat();
  const { rules } = data;
  return (
    <>
      <section className="company-card" aria-labelledby="vip-levels">
        <h2 id="vip-levels">
          <Trans>The five levels</Trans>
        </h2>
        <ol className="loyalty-level-cards">
          {data.levels.map((level) => (
            <li key={level.level} className={`loyalty-level-card loyalty-level-${level.level}`}>
              <VipBadge level={level.level} label={t`VIP ${level.level} badge`} />
              <h3>
                <Trans>
                  VIP {level.level} · {level.name}
                </Trans>
              </h3>
              <p className="company-note">
                <Trans>From {format.usd(level.requirementUsd)} in paid orders</Trans>
              </p>
              <ul>
                {level.perks.map((perk) => (
                  <li key={perk}>{perk}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </section>

      <section className="company-card" aria-labelledby="vip-benefits">
        <h2 id="vip-benefits">
          <Trans>Benefits by level</Trans>
        </h2>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable box must be reachable by keyboard to scroll it */}
        <div className="ui-table-scroll" tabIndex={0}>
          <table className="ui-table loyalty-table" aria-labelledby="vip-benefits">
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Level</Trans>
                </th>
                <th scope="col">
                  <Trans>Paid orders in {rules.windowMonths} months</Trans>
                </th>
                <th scope="col">
                  <Trans>First-order bonus</Trans>
                </th>
                <th scope="col">
                  <Trans>Rebate</Trans>
                </th>
                <th scope="col">
                  <Trans>Rebate period</Trans>
                </th>
                <th scope="col">
                  <Trans>Service-fee discount</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.levels.map((level) => (
                <tr key={level.level}>
                  <th scope="row">
                    <Trans>
                      VIP {level.level} · {level.name}
                    </Trans>
                  </th>
                  <td>{format.usd(level.requirementUsd)}</td>
                  <td>{format.usd(level.firstOrderBonusUsd)}</td>
                  <td>{format.percent(level.rebatePercent)}</td>
                  <td>{format.days(level.rebateDays)}</td>
                  <td>
                    {Number(level.serviceFeeDiscountPercent) === 0
                      ? '—'
                      : format.percent(level.serviceFeeDiscountPercent)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section className="company-card" aria-labelledby="vip-criteria">
        <h2 id="vip-criteria">
          <Trans>How levels are evaluated</Trans>
        </h2>
        <ul className="loyalty-rules">
          <li>
            <Trans>
              Levels are evaluated on the 1st of every month at 00:00 UTC, from the total of your paid orders in the{' '}
              {rules.windowMonths} months before.
            </Trans>
          </li>
          <li>
            <Trans>
              A paid order counts with what you paid for it, after coupons and points. Unpaid, expired and cancelled
              orders do not count.
            </Trans>
          </li>
          <li>
            <Trans>
              A new level applies from the evaluation after you reach its requirement. A level you reach is kept for at
              least {rules.protectionMonths} months, then drops by at most one level per evaluation.
            </Trans>
          </li>
          <li>
            <Trans>
              First-order bonus: paid when a friend you invited pays a first order of more than{' '}
              {format.usd(rules.firstOrderMinimumUsd)} within 30 days of signing up.
            </Trans>
          </li>
          <li>
            <Trans>
              Rebate: a share of your invited friends' hashrate fees, paid in points during the rebate period, on orders
              of {format.usd(rules.firstOrderMinimumUsd)} or more and up to {format.number(rules.rebateCapPoints)}{' '}
              points per friend.
            </Trans>
          </li>
        </ul>
      </section>
    </>
  );
}

/** The signed-in account's standing: a private read of its own, so a visitor never sees it fail. */
function MyStanding({ levels }: { levels: UseQueryResult<Levels> }) {
  const { t } = useLingui();
  const format = useFormat();
  const standing = useQuery(vipStandingQuery());
  const nameOf = (level: number) => levels.data?.levels.find((entry) => entry.level === level)?.name;
  return (
    <ReadSection
      query={standing}
      label={t`Your VIP level`}
      className="company-card loyalty-standing"
      skeleton={<Skeleton height="160px" />}
    >
      {(data) => <Standing data={data} name={nameOf(data.level)} format={format} />}
    </ReadSection>
  );
}

function Standing({
  data,
  name,
  format,
}: {
  data: VipStanding;
  name: string | undefined;
  format: ReturnType<typeof useFormat>;
}) {
  const { t } = useLingui();
  const { next } = data;
  const evaluation = format.dateUtc(data.nextEvaluationAt);
  const progress = next && Number(next.requirementUsd) > 0 ? progressOf(next.countingUsd, next.requirementUsd) : 100;
  return (
    <div className="loyalty-standing-body">
      {data.level > 0 ? (
        <VipBadge level={data.level} size={88} label={t`VIP ${data.level} badge`} />
      ) : (
        <span className="loyalty-no-badge" aria-hidden="true" />
      )}
      <div>
        <h2>
          <Trans>Your VIP level</Trans>
        </h2>
        <p className="loyalty-level-now">
          {data.level === 0 ? (
            <Trans>You have no VIP level yet.</Trans>
          ) : name ? (
            <Trans>
              You are VIP {data.level} · {name}
            </Trans>
          ) : (
            <Trans>You are VIP {data.level}</Trans>
          )}
        </p>
        <p className="company-note">
          <Trans>
            Paid orders since {format.dateUtc(data.windowStart)}: {format.usd(data.paidUsd)}
          </Trans>
        </p>
        {next === null ? (
          <p className="loyalty-gap">
            <Trans>VIP {data.level} is the top level. Thank you for mining with us.</Trans>
          </p>
        ) : new Big(next.gapUsd).eq(0) ? (
          <p className="loyalty-gap">
            <Trans>
              You meet the requirement of VIP {next.level}: your level rises at the next evaluation on {evaluation}.
            </Trans>
          </p>
        ) : (
          <p className="loyalty-gap">
            <Trans>
              {format.usd(next.gapUsd)} more in paid orders by {evaluation} to reach VIP {next.level}
            </Trans>
          </p>
        )}
        {next && (
          <>
            <progress
              className="loyalty-progress"
              max={100}
              value={progress}
              aria-label={t`Progress to VIP ${next.level}`}
            />
            <p className="company-note">
              <Trans>
                {format.usd(next.countingUsd)} of {format.usd(next.requirementUsd)} counts at the evaluation on{' '}
                {evaluation}.
              </Trans>
            </p>
          </>
        )}
      </div>
    </div>
  );
}

/** Percent of the requirement met, 0 to 100, exact until the last rounding. */
function progressOf(counting: string, requirement: string): number {
  const ratio = new Big(counting).div(requirement).times(100);
  return Math.min(100, Number(ratio.round(1).toFixed(1)));
}
