// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { FormField } from '../../../views/ui/formField.tsx';
import { renderUi } from './renderUi.tsx';

/** A payout-address field as a page would write it: the value in the page's state, the rule's message. */
function AddressField() {
  const [value, setValue] = useState('');
  const error = value !== '' && !value.startsWith('bc1') ? 'Enter a BTC address (bc1…)' : null;
  return (
    <FormField label="Payout address" hint="Where the output is paid" error={error}>
      {(control) => <input {...control} value={value} onChange={(e) => setValue(e.target.value)} />}
    </FormField>
  );
}

afterEach(cleanup);

describe('FormField', () => {
  it('labels its control and describes it by its hint', async () => {
    await renderUi(<AddressField />);
    const input = screen.getByLabelText('Payout address');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByText('Where the output is paid').id);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the error under the control, marks it invalid and keeps what was typed', async () => {
    await renderUi(<AddressField />);
    const input = screen.getByLabelText('Payout address') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '1BoatSLRHtKNngkdXEeobR76b53LETtpyT' } });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Enter a BTC address (bc1…)');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);
    expect(input.value).toBe('1BoatSLRHtKNngkdXEeobR76b53LETtpyT');
    fireEvent.change(input, { target: { value: 'bc1qexample' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });
});
