import { Trans, useLingui } from '@lingui/react/macro';
import Big from 'big.js';
import type { ReactNode } from 'react';
import type { VipStanding } from '../../../runtime/http/contract/loyalty.ts';
import { useFormat } from '../../format/useFormat.ts';
import { VipBadge } from './vipBadge.tsx';

/**
 * The signed-in account's standing (the `vipStanding` read): its badge and level, its paid orders in the window,
 * and the exact gap to the next level by the next evaluation with a progress bar. `heading` titles it (`/vip`'s
 * card has one; the app page's title is its own h1). Styles: views/styles/pages/loyalty.css.
 */
export function VipStandingCard({
  data,
  name,
  heading,
}: {
  data: VipStanding;
  /** The level's name, once the VIP table has loaded. */
  name: string | undefined;
  heading?: ReactNode;
}) {
  const { t } = useLingui();
  const format = useFormat();
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
        {heading}
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
