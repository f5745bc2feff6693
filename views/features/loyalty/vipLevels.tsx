import { Trans, useLingui } from '@lingui/react/macro';
import type { VipLevel, VipRules } from '../../../runtime/http/contract/loyalty.ts';
import { useFormat } from '../../format/useFormat.ts';
import { VipBadge } from './vipBadge.tsx';

/**
 * The VIP table's parts, from the `vipLevels` read: the five levels as cards, the benefits table and how levels
 * are evaluated. `/vip` shows all three; the app's VIP pages pick theirs. Styles: views/styles/pages/loyalty.css
 * (with company.css for the cards).
 */
export interface VipTable {
  levels: VipLevel[];
  rules: VipRules;
}

/** VIP 1 to 5 with their badge, requirement and perks. */
export function VipLevelCards({ levels }: { levels: VipLevel[] }) {
  const { t } = useLingui();
  const format = useFormat();
  return (
    <section className="company-card" aria-labelledby="vip-levels">
      <h2 id="vip-levels">
        <Trans>The five levels</Trans>
      </h2>
      <ol className="loyalty-level-cards">
        {levels.map((level) => (
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
  );
}

/** One row per level: requirement, first-order bonus, rebate and its period, service-fee discount. */
export function VipBenefitsTable({ levels, rules }: VipTable) {
  const format = useFormat();
  return (
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
            {levels.map((level) => (
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
                <td>{serviceFeeDiscount(level, format)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** A level's service-fee discount, or a dash when it has none. */
export function serviceFeeDiscount(level: VipLevel, format: ReturnType<typeof useFormat>): string {
  return Number(level.serviceFeeDiscountPercent) === 0 ? '—' : format.percent(level.serviceFeeDiscountPercent);
}

/** How levels are evaluated, with the rules' numbers (window, protection, bonus minimum, rebate cap). */
export function VipRulesList({ rules }: { rules: VipRules }) {
  const format = useFormat();
  return (
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
            of {format.usd(rules.firstOrderMinimumUsd)} or more and up to {format.number(rules.rebateCapPoints)} points
            per friend.
          </Trans>
        </li>
      </ul>
    </section>
  );
}
