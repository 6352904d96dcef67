import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { NumberField, optionalNumber } from './fields';

interface Prices {
  price: number;
  cap: number | null;
}

function PriceForm({ onSave }: { onSave: (prices: Prices) => void }) {
  const form = useForm<Prices>({ defaultValues: { price: 0, cap: 100 } });
  return (
    <form noValidate onSubmit={form.handleSubmit(onSave)}>
      <NumberField label="Price (₹)" rupees {...form.register('price', { valueAsNumber: true })} />
      <NumberField label="Cap (₹)" rupees {...form.register('cap', { setValueAs: optionalNumber })} />
      <button type="submit">Save</button>
    </form>
  );
}

describe('NumberField', () => {
  it('takes rupees to the paisa, and an emptied optional box as none', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<PriceForm onSave={onSave} />);
    const price = screen.getByRole('spinbutton', { name: 'Price (₹)' });
    expect(price).toHaveAttribute('step', '0.01');
    await user.clear(price);
    await user.type(price, '249.50');
    await user.clear(screen.getByRole('spinbutton', { name: 'Cap (₹)' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ price: 249.5, cap: null }, expect.anything());
  });

  it('counts in whole numbers from 0 unless told otherwise', () => {
    render(<NumberField label="Uses per customer" min={1} />);
    const uses = screen.getByRole('spinbutton', { name: 'Uses per customer' });
    expect(uses).toHaveAttribute('step', '1');
    expect(uses).toHaveAttribute('min', '1');
    expect(uses).toHaveAttribute('inputmode', 'numeric');
  });
});
