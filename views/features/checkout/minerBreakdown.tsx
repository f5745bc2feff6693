import { Trans, useLingui } from '@lingui/react/macro';
import { usdOfCents } from '../../../runtime/domain/plans.ts';
import { useFormat } from '../../format/useFormat.ts';

export interface MinerBreakdownFigures {
  minersCents: number;
  electricityCents: number;
  totalCents: number;
}

/**
 * Miners (quantity × unit price) + the first month of electricity when the batch prepays it = total, as the
 * miner checkout previews it and the cashier charges it (decision 102).
 */
export function MinerBreakdown({
  figures,
  quantity,
  unitPriceUsd,
  electricityDays,
}: {
  figures: MinerBreakdownFigures;
  quantity: number;
  unitPriceUsd: string;
  /** Days of electricity prepaid with the order; 0 when it is deducted from the daily output. */
  electricityDays: number;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const usd = (cents: number) => format.usd(usdOfCents(cents));
  const unit = format.usd(unitPriceUsd);
  return (
    <table className="checkout-breakdown" aria-label={t`Price breakdown`}>
      <tbody>
        <tr>
          <th scope="row">
            <Trans>
              Miners: {quantity} × {unit}
            </Trans>
          </th>
          <td>{usd(figures.minersCents)}</td>
        </tr>
        <tr>
          <th scope="row">
            {electricityDays > 0 ? (
              <Trans>Electricity prepaid for the first {format.days(electricityDays)}</Trans>
            ) : (
              <Trans>Electricity (deducted daily from the output)</Trans>
            )}
          </th>
          <td>{usd(figures.electricityCents)}</td>
        </tr>
        <tr className="checkout-total">
          <th scope="row">
            <Trans>Total to pay</Trans>
          </th>
          <td data-testid="checkout-total">{usd(figures.totalCents)}</td>
        </tr>
      </tbody>
    </table>
  );
}
