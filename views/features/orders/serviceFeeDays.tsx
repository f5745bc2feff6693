import { Trans } from '@lingui/react/macro';
import type { OrderSummary } from '../../../runtime/http/contract/orders.ts';
import { useFormat } from '../../format/useFormat.ts';
import { FEE_DAYS_WARNING } from './orderLabels.ts';
import './orders.css';

/**
 * Service-fee days left (PAGES.md rule 5): all-inclusive plans have none to pay; a full plan warns
 * before it is suspended, because unpaid days are not compensated, and says whether auto-deduct is on.
 */
export function ServiceFeeDays({ order, autoDeduct }: { order: OrderSummary; autoDeduct?: boolean }) {
  const format = useFormat();
  if (order.serviceFeeDaysLeft === null) {
    return (
      <span className="fee-days fee-days-included">
        <Trans>All-inclusive</Trans>
      </span>
    );
  }
  const live = order.status === 'running' || order.status === 'pendingStart';
  const left = order.serviceFeeDaysLeft;
  return (
    <span className={`fee-days${live && left < FEE_DAYS_WARNING ? ' fee-days-warning' : ''}`}>
      {format.days(left)}
      {live && order.suspended && (
        <span className="fee-days-note" role="note">
          <Trans>Suspended: pay the service fee to resume. Unpaid days are not compensated.</Trans>
        </span>
      )}
      {live && !order.suspended && left < FEE_DAYS_WARNING && (
        <span className="fee-days-note" role="note">
          <Trans>Pay the service fee before it runs out: unpaid days are not compensated.</Trans>
        </span>
      )}
      {live && autoDeduct !== undefined && (
        <span className="fee-days-auto">
          {autoDeduct ? <Trans>Auto-deduct from points: on</Trans> : <Trans>Auto-deduct from points: off</Trans>}
        </span>
      )}
    </span>
  );
}
