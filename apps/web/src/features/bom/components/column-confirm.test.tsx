import { emptyBomMapping } from '@makerbazaar/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { ColumnConfirm } from './column-confirm';

const columns = ['Column 1', 'Column 2', 'Column 3'];
const sample = [
  ['D1', 'LED red', '2'],
  ['U1', 'DHT22', '1'],
];
const guessed = { ...emptyBomMapping(), reference: 0, value: 1, quantity: 2 };

function renderConfirm() {
  const onConfirm = vi.fn();
  renderWithApp(
    <ColumnConfirm columns={columns} sample={sample} mapping={guessed} pending={false} onConfirm={onConfirm} />,
  );
  return onConfirm;
}

describe('ColumnConfirm', () => {
  it('shows the file’s first rows under what each column was read as', () => {
    renderConfirm();
    expect(screen.getByRole('combobox', { name: 'What column Column 1 holds' })).toHaveValue('reference');
    expect(screen.getByRole('combobox', { name: 'What column Column 2 holds' })).toHaveValue('value');
    expect(screen.getByRole('combobox', { name: 'What column Column 3 holds' })).toHaveValue('quantity');
    expect(screen.getByRole('cell', { name: 'DHT22' })).toBeInTheDocument();
  });

  it('sends the columns as corrected; a role given to another column leaves the first', async () => {
    const onConfirm = renderConfirm();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'What column Column 2 holds' }), 'part_number');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'What column Column 1 holds' }), 'quantity');
    expect(screen.getByRole('combobox', { name: 'What column Column 3 holds' })).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Read the list with these columns' }));
    expect(onConfirm).toHaveBeenCalledWith({ ...emptyBomMapping(), quantity: 0, part_number: 1 });
  });

  it('will not read the list again until a column names the part', async () => {
    const onConfirm = renderConfirm();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'What column Column 2 holds' }), '');
    expect(screen.getByText(/Choose the column that names the part/)).toBeInTheDocument();
    const read = screen.getByRole('button', { name: 'Read the list with these columns' });
    expect(read).toBeDisabled();
    await userEvent.click(read);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
