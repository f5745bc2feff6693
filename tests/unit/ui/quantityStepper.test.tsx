// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuantityStepper } from '../../../views/ui/quantityStepper.tsx';
import { renderUi } from './renderUi.tsx';

afterEach(cleanup);

function Quantity({ onChange, initial = 1, step }: { onChange: (n: number) => void; initial?: number; step?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <QuantityStepper
      label="Quantity"
      value={value}
      min={1}
      max={10}
      step={step}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

const field = () => screen.getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement;
const minus = () => screen.getByRole('button', { name: 'Decrease' }) as HTMLButtonElement;
const plus = () => screen.getByRole('button', { name: 'Increase' }) as HTMLButtonElement;

describe('QuantityStepper', () => {
  it('announces its range and disables the buttons at the bounds', async () => {
    const onChange = vi.fn();
    await renderUi(<Quantity onChange={onChange} />);
    expect(field().getAttribute('aria-valuemin')).toBe('1');
    expect(field().getAttribute('aria-valuemax')).toBe('10');
    expect(field().getAttribute('aria-valuenow')).toBe('1');
    expect(minus().disabled).toBe(true);
    expect(plus().disabled).toBe(false);

    fireEvent.click(plus());
    expect(onChange).toHaveBeenLastCalledWith(2);
    expect(field().value).toBe('2');
    expect(minus().disabled).toBe(false);

    fireEvent.keyDown(field(), { key: 'End' });
    expect(onChange).toHaveBeenLastCalledWith(10);
    expect(plus().disabled).toBe(true);
    fireEvent.keyDown(field(), { key: 'ArrowDown' });
    expect(onChange).toHaveBeenLastCalledWith(9);
    fireEvent.keyDown(field(), { key: 'Home' });
    expect(field().value).toBe('1');
    expect(minus().disabled).toBe(true);
  });

  it('accepts a typed number in range', async () => {
    const onChange = vi.fn();
    await renderUi(<Quantity onChange={onChange} />);
    fireEvent.change(field(), { target: { value: '7' } });
    expect(onChange).toHaveBeenLastCalledWith(7);
    expect(field().getAttribute('aria-invalid')).toBe('false');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps out-of-range text and shows the range instead of clamping it', async () => {
    const onChange = vi.fn();
    await renderUi(<Quantity onChange={onChange} initial={3} />);
    fireEvent.change(field(), { target: { value: '50' } });
    expect(onChange).not.toHaveBeenCalled();
    expect(field().value).toBe('50');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    const message = screen.getByRole('alert');
    expect(message.textContent).toBe('Enter a whole number from 1 to 10.');
    expect(field().getAttribute('aria-describedby')).toBe(message.id);
    expect(plus().disabled).toBe(true);

    fireEvent.click(minus());
    expect(onChange).toHaveBeenLastCalledWith(10);
    expect(field().value).toBe('10');
    expect(screen.queryByRole('alert')).toBeNull();

    fireEvent.change(field(), { target: { value: 'abc' } });
    expect(field().value).toBe('abc');
    expect(screen.getByRole('alert')).toBeTruthy();
    fireEvent.change(field(), { target: { value: '' } });
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('keeps to the step grid', async () => {
    const onChange = vi.fn();
    await renderUi(<Quantity onChange={onChange} step={3} />);
    fireEvent.click(plus());
    expect(onChange).toHaveBeenLastCalledWith(4);
    fireEvent.keyDown(field(), { key: 'End' });
    expect(onChange).toHaveBeenLastCalledWith(10);
    fireEvent.change(field(), { target: { value: '5' } });
    expect(screen.getByRole('alert').textContent).toBe('Enter a number from 1 to 10 in steps of 3.');
  });
});
