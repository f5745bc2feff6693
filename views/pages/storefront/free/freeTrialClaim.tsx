import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { type FormEvent, useState } from 'react';
import { fromPromise } from 'xstate';
import {
  freeTrialClaimMachine,
  type TrialClaim,
  type TrialClaimErrors,
} from '../../../../machines/plans/freeTrialClaimMachine.ts';
import { http } from '../../../../runtime/config.ts';
import { CHECKOUT_ERRORS, type CheckoutError } from '../../../../runtime/http/contract/checkoutValues.ts';
import type { GoodsDetail } from '../../../../runtime/http/contract/plans.ts';
import { PRIVATE_QUERIES } from '../../../../runtime/query/index.ts';
import { hrefFor, type LinkContext } from '../../../../runtime/router/links.ts';
import { CHECKOUT_ERROR_LABELS } from '../../../features/checkout/checkoutLabels.ts';
import { failureMessage } from '../../../ui/errorMessage.ts';
import { FormField } from '../../../ui/formField.tsx';
import { SiteLink } from '../../../ui/siteLink.tsx';

const newRequestId = () => `trial-${crypto.randomUUID()}`;

/**
 * The claim of an eligible account (machines/plans/freeTrialClaimMachine.ts): the payout address (the
 * account's default prefilled) and the terms; the claim is a zero-priced order, paid at once; the result
 * names the order with links to it. What was typed stays whatever happens.
 */
export function FreeTrialClaim({
  plan,
  defaultAddress,
  at,
}: {
  plan: GoodsDetail;
  defaultAddress: string | null;
  at: LinkContext;
}) {
  const { t, i18n } = useLingui();
  const queries = useQueryClient();
  // The machine with its effect, made once per mount (the plan and the cache are the page's own).
  const [machine] = useState(() =>
    freeTrialClaimMachine.provide({
      actors: {
        claimTrial: fromPromise(async ({ input }: { input: TrialClaim }) => {
          const order = await http.call(
            'orderCreate',
            {
              requestId: input.requestId,
              goodsId: plan.goodsId,
              quantity: 1,
              pool: plan.pool === 'F2Pool' ? 'F2Pool' : 'Antpool',
              payoutAddress: input.address,
              saveAddress: defaultAddress === null,
              serviceFeeDays: 0,
              agreed: input.agreed,
            },
            { showError: false },
          );
          // The account's orders, wallet and trial status changed.
          await queries.invalidateQueries({ ...PRIVATE_QUERIES, refetchType: 'none' });
          return { orderNo: order.orderNo };
        }),
      },
    }),
  );
  const [state, send] = useMachine(machine);
  const [address, setAddress] = useState(defaultAddress ?? '');
  const [agreed, setAgreed] = useState(false);
  const [requestId, setRequestId] = useState(newRequestId);
  const { fieldErrors, error, orderNo } = state.context;
  const busy = state.matches('claiming');

  if (state.matches('claimed') && orderNo) {
    return (
      <div className="trial-result" role="status">
        <h3>
          <Trans>Your free trial is claimed</Trans>
        </h3>
        <p>
          <Trans>
            Order <strong>{orderNo}</strong> is paid (USD 0.00). Mining starts within {plan.startWithinHours} hours and
            the output is paid to {address.trim()}.
          </Trans>
        </p>
        <p className="trial-links">
          <SiteLink className="button button-primary" href={hrefFor('pay.detail', { orderNo }, at)}>
            <Trans>See your trial order</Trans>
          </SiteLink>
          <SiteLink className="button button-outline" href={hrefFor('dashboard.order.detail', { orderNo }, at)}>
            <Trans>Track it in your orders</Trans>
          </SiteLink>
        </p>
      </div>
    );
  }

  const errorOf = (field: keyof TrialClaimErrors) => {
    const rule = fieldErrors[field];
    if (!rule) return null;
    if (field === 'agreed') return t`Accept the trial's terms to claim it.`;
    return rule === 'required' ? t`Enter the BTC address the output is paid to.` : t`This is not a valid BTC address.`;
  };
  const edited = () => {
    if (state.matches('failed')) {
      // A changed claim is a new attempt with its own key.
      setRequestId(newRequestId());
      send({ type: 'trial.edit' });
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'trial.claim', claim: { address, agreed, requestId } });
  };
  // A refusal of the checkout backend, said in the user's language; anything else as the server said it.
  const refused = (Object.keys(CHECKOUT_ERRORS) as CheckoutError[]).find((key) => CHECKOUT_ERRORS[key] === error);
  const refusal = refused ? i18n._(CHECKOUT_ERROR_LABELS[refused]) : null;

  return (
    <form className="trial-claim" aria-label={t`Claim the free trial`} noValidate onSubmit={submit}>
      <FormField
        label={t`BTC payout address`}
        hint={t`The trial's output is paid to this address every day, like any plan's.`}
        error={errorOf('address')}
      >
        {(control) => (
          <input
            {...control}
            value={address}
            spellCheck={false}
            autoComplete="off"
            maxLength={120}
            onChange={(event) => {
              setAddress(event.currentTarget.value);
              edited();
            }}
          />
        )}
      </FormField>
      <div className={fieldErrors.agreed ? 'field field-invalid trial-agree' : 'field trial-agree'}>
        <label>
          <input
            type="checkbox"
            checked={agreed}
            aria-invalid={fieldErrors.agreed ? true : undefined}
            onChange={(event) => {
              setAgreed(event.currentTarget.checked);
              edited();
            }}
          />{' '}
          <Trans>I accept the trial's terms: one trial per account, output paid like any plan, nothing to pay.</Trans>
        </label>
        {fieldErrors.agreed && (
          <p className="field-error" role="alert">
            {errorOf('agreed')}
          </p>
        )}
      </div>
      {state.matches('failed') && (
        <div className="page-alert" role="alert">
          <p>{refusal ?? failureMessage(error ?? '', t`The trial could not be claimed. Please try again.`)}</p>
          <button type="button" className="button button-primary" onClick={() => send({ type: 'trial.retry' })}>
            <Trans>Try again</Trans>
          </button>
        </div>
      )}
      {!state.matches('failed') && (
        <button type="submit" className="button button-primary button-large plan-buy" disabled={busy}>
          {busy ? <Trans>Claiming…</Trans> : <Trans>Claim free trial</Trans>}
        </button>
      )}
    </form>
  );
}
