import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { VipLevel } from '../../../../runtime/http/contract/loyalty.ts';
import { VipBadge } from '../../../features/loyalty/vipBadge.tsx';
import { serviceFeeDiscount } from '../../../features/loyalty/vipLevels.tsx';
import { useFormat } from '../../../format/useFormat.ts';

/**
 * What the account's level brings next to what the next level would: two columns at a phone's width (one at the
 * top level; "no level" brings none of them). Each row is one benefit of the VIP table.
 */
export function VipBenefitsCompare({ levels, level }: { levels: VipLevel[]; level: number }) {
  const format = useFormat();
  const mine = levels.find((entry) => entry.level === level);
  const next = levels.find((entry) => entry.level === level + 1);
  const columns: Array<{ key: string; head: ReactNode; level: VipLevel | undefined }> = [
    {
      key: 'mine',
      head: mine ? (
        <>
          <VipBadge level={mine.level} size={32} />
          <Trans>
            Yours: VIP {mine.level} · {mine.name}
          </Trans>
        </>
      ) : (
        <Trans>Yours: no level yet</Trans>
      ),
      level: mine,
    },
  ];
  if (next) {
    columns.push({
      key: 'next',
      head: (
        <>
          <VipBadge level={next.level} size={32} />
          <Trans>
            Next: VIP {next.level} · {next.name}
          </Trans>
        </>
      ),
      level: next,
    });
  }
  const none = '—';
  const rows: Array<{ key: string; label: ReactNode; value: (entry: VipLevel) => ReactNode }> = [
    { key: 'requirement', label: <Trans>Paid orders needed</Trans>, value: (e) => format.usd(e.requirementUsd) },
    {
      key: 'bonus',
      label: <Trans>First-order bonus per invited friend</Trans>,
      value: (e) => format.usd(e.firstOrderBonusUsd),
    },
    {
      key: 'rebate',
      label: <Trans>Rebate on friends' hashrate fees</Trans>,
      value: (e) => (
        <Trans>
          {format.percent(e.rebatePercent)} for {format.days(e.rebateDays)}
        </Trans>
      ),
    },
    { key: 'discount', label: <Trans>Service-fee discount</Trans>, value: (e) => serviceFeeDiscount(e, format) },
    {
      key: 'perks',
      label: <Trans>More</Trans>,
      value: (e) => (
        <ul className="app-vip-perks">
          {e.perks.map((perk) => (
            <li key={perk}>{perk}</li>
          ))}
        </ul>
      ),
    },
  ];
  return (
    <>
      <h2 id="app-vip-benefits">
        {next ? <Trans>Your benefits and the next level's</Trans> : <Trans>Your benefits</Trans>}
      </h2>
      <table className="ui-table app-vip-compare" aria-labelledby="app-vip-benefits">
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">
                <Trans>Benefit</Trans>
              </span>
            </th>
            {columns.map((column) => (
              <th key={column.key} scope="col">
                <span className="app-vip-level-head">{column.head}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              {columns.map((column) => (
                <td key={column.key}>{column.level ? row.value(column.level) : none}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {!next && (
        <p className="company-note">
          <Trans>You have every benefit there is: VIP {level} is the top level.</Trans>
        </p>
      )}
    </>
  );
}
