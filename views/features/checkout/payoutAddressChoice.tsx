import { Trans } from '@lingui/react/macro';
import type { z } from 'zod';
import type { payoutAddressEntry } from '../../../runtime/http/contract/checkout.ts';
import { maskAddress } from '../../../runtime/validation/mask.ts';
import { FormField } from '../../ui/formField.tsx';

export interface PayoutAddressValues {
  /** A saved address, or '' for a new one. */
  savedAddress: string;
  newAddress: string;
  saveAddress: boolean;
}

/**
 * Where a purchase's output is paid (plan and miner checkout alike): one of the account's saved addresses,
 * or a new one typed (and optionally saved). The refusal of the address shows at the field it belongs to.
 */
export function PayoutAddressChoice(props: {
  coin: string;
  addresses: readonly z.infer<typeof payoutAddressEntry>[];
  values: PayoutAddressValues;
  change: (patch: Partial<PayoutAddressValues>) => void;
  error: string | null;
}) {
  const { addresses, values, change, error } = props;
  return (
    <fieldset className="checkout-card checkout-choices">
      <legend>
        <Trans>Payout address ({props.coin})</Trans>
      </legend>
      {addresses.map((entry) => (
        <label key={entry.address} className="checkout-choice">
          <input
            type="radio"
            name="payout"
            value={entry.address}
            checked={values.savedAddress === entry.address}
            onChange={() => change({ savedAddress: entry.address })}
          />
          <span>
            {entry.label} <code>{maskAddress(entry.address)}</code>
            {entry.isDefault && (
              <span className="checkout-sub">
                {' '}
                <Trans>default</Trans>
              </span>
            )}
          </span>
        </label>
      ))}
      {addresses.length > 0 && (
        <label className="checkout-choice">
          <input
            type="radio"
            name="payout"
            value=""
            checked={values.savedAddress === ''}
            onChange={() => change({ savedAddress: '' })}
          />
          <span>
            <Trans>A new address</Trans>
          </span>
        </label>
      )}
      {values.savedAddress === '' && (
        <>
          <FormField
            label={<Trans>New {props.coin} address</Trans>}
            error={error}
            hint={<Trans>Mining output is paid here every day. Check it carefully: payouts cannot be reversed.</Trans>}
          >
            {(control) => (
              <input
                {...control}
                value={values.newAddress}
                onChange={(e) => change({ newAddress: e.currentTarget.value })}
                autoComplete="off"
                spellCheck={false}
                maxLength={120}
              />
            )}
          </FormField>
          <label className="checkout-check">
            <input
              type="checkbox"
              checked={values.saveAddress}
              onChange={(e) => change({ saveAddress: e.currentTarget.checked })}
            />
            <Trans>Save it to my addresses</Trans>
          </label>
        </>
      )}
      {values.savedAddress !== '' && error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
