import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { type PointsOrderRequest, pointsPurchaseMachine } from '../../../../machines/loyalty/pointsPurchaseMachine.ts';
import type { LocalizedRoute } from '../../../../manifest/expand.ts';
import { http } from '../../../../runtime/config.ts';
import { CHECKOUT_ERRORS, type CheckoutError } from '../../../../runtime/http/contract/checkoutValues.ts';
import { hrefFor } from '../../../../runtime/router/links.ts';
import { CHECKOUT_ERROR_LABELS } from '../../../features/checkout/checkoutLabels.ts';
import { pointsPackagesQuery } from '../../../features/loyalty/loyaltyQueries.ts';
import { useFormat } from '../../../format/useFormat.ts';
import { failureMessage } from '../../../ui/errorMessage.ts';
import { ReadSection } from '../../../ui/readSection.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';

const machine = pointsPurchaseMachine.provide({
  actors: {
    order: fromPromise(async ({ input }: { input: PointsOrderRequest }) => {
      const { orderNo } = await http.call('pointsOrderCreate', input, { showError: false });
      return { orderNo };
    }),
  },
});

const newRequestId = () => `points-${crypto.randomUUID()}`;

/**
 * Buying points (issue #19): the packages on sale with their bonus; choosing one orders it and opens the
 * checkout's cashier (`/pay/confirm/{orderNo}`), where it is paid from the balance or in crypto. A refusal
 * shows under the packages with a retry of the same order (its request id kept, so never two orders).
 */
export function BuyPoints({ route }: { route: LocalizedRoute }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const router = useRouter();
  const packages = useQuery(pointsPackagesQuery());
  const [state, send] = useMachine(machine);
  const { request, error, orderNo } = state.context;

  useEffect(() => {
    if (state.matches('toCashier') && orderNo) {
      void router.navigate({ href: hrefFor('pay.confirm', { orderNo }, route) });
    }
  }, [state, orderNo, router, route]);

  const refusal = Object.entries(CHECKOUT_ERRORS).find(([, text]) => text === error)?.[0] as CheckoutError | undefined;
  const message = refusal
    ? i18n._(CHECKOUT_ERROR_LABELS[refusal])
    : failureMessage(error ?? '', t`That did not work. Try again in a moment.`);
  const busy = state.matches('ordering') || state.matches('toCashier');

  return (
    <section className="dr-card dr-section" aria-labelledby="buy-points">
      <h2 id="buy-points">
        <Trans>Buy points</Trans>
      </h2>
      <p>
        <Trans>
          1 point is worth 1 USD towards plans, service fees and auto-deduct. Pay with your wallet balance or in crypto;
          the points and any bonus arrive as soon as the payment is complete.
        </Trans>
      </p>
      <ReadSection
        query={packages}
        label={t`Points packages`}
        skeleton={<Skeleton height="120px" />}
        isEmpty={(data) => data.packages.length === 0}
        empty={
          <p>
            <Trans>No points packages are on sale right now.</Trans>
          </p>
        }
      >
        {(data) => (
          <ul className="dr-coupons">
            {data.packages.map((pack) => {
              const headingId = `points-package-${pack.packageId}`;
              const ordering = busy && request?.packageId === pack.packageId;
              return (
                <li key={pack.packageId} className="dr-coupon" aria-labelledby={headingId}>
                  <h3 id={headingId}>
                    <Trans>{format.number(pack.points)} points</Trans>
                  </h3>
                  <span className="dr-coupon-value">{format.usd(pack.priceUsd)}</span>
                  <span>
                    {pack.bonusPoints > 0 ? (
                      <Trans>
                        + {format.number(pack.bonusPoints)} bonus points:{' '}
                        {format.number(pack.points + pack.bonusPoints)} in all
                      </Trans>
                    ) : (
                      <Trans>No bonus</Trans>
                    )}
                  </span>
                  <button
                    type="button"
                    className="button button-primary"
                    // Named by its package: five buttons read "Buy" on screen.
                    aria-label={ordering ? undefined : t`Buy ${format.number(pack.points)} points`}
                    disabled={busy}
                    onClick={() => send({ type: 'points.buy', packageId: pack.packageId, requestId: newRequestId() })}
                  >
                    {ordering ? <Trans>Ordering…</Trans> : <Trans>Buy</Trans>}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </ReadSection>
      {state.matches('failed') && (
        <div className="form-error" role="alert">
          <p>{message}</p>
          <button type="button" className="button button-outline" onClick={() => send({ type: 'points.retry' })}>
            <Trans>Try again</Trans>
          </button>{' '}
          <button type="button" className="link-button" onClick={() => send({ type: 'points.dismiss' })}>
            <Trans>Dismiss</Trans>
          </button>
        </div>
      )}
    </section>
  );
}
