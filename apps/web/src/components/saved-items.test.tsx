import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { renderWithApp } from '@/test/render';
import { ConfirmDeleteDialog, SavedItemCard, SavedItemsPage, type SavedItemsPageProps } from './saved-items';

interface Thing {
  id: number;
  name: string;
}

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const idle = { isPending: false, mutate: vi.fn() };

function renderPage(props: Partial<SavedItemsPageProps<Thing>>) {
  renderWithApp(
    <SavedItemsPage<Thing>
      title="Things"
      description="What you keep."
      items={[]}
      max={2}
      add={<button type="button">Add a thing</button>}
      load={{ error: null, refetch: vi.fn(), isRefetching: false, failedTitle: 'We could not load your things' }}
      empty={{ icon: null, title: 'No things', description: 'Save one.' }}
      placeholderClassName="h-10"
      renderItem={(thing, remove) => (
        <SavedItemCard
          item={{ id: thing.id, is_default: false }}
          label={thing.name}
          makeDefault={{ label: 'Make default', change: idle, done: 'Default changed', failed: 'Not changed' }}
          onDelete={remove}
        >
          {thing.name}
        </SavedItemCard>
      )}
      renderDelete={(thing) => (thing ? <p>Deleting {thing.name}</p> : null)}
      {...props}
    />,
  );
}

describe('SavedItemsPage', () => {
  it('offers adding from the empty state', () => {
    renderPage({ items: [] });
    expect(screen.getByRole('heading', { name: 'No things' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Add a thing' })).toHaveLength(1);
  });

  it('offers adding in the heading while under the limit', () => {
    renderPage({ items: [{ id: 1, name: 'Lamp' }] });
    expect(screen.getByRole('button', { name: 'Add a thing' })).toBeInTheDocument();
  });

  it('hides the add button once the customer keeps as many as allowed', () => {
    renderPage({
      items: [
        { id: 1, name: 'Lamp' },
        { id: 2, name: 'Desk' },
      ],
    });
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Add a thing' })).not.toBeInTheDocument();
  });

  it('hands the card whose Delete was pressed to the confirming dialog', async () => {
    renderPage({ items: [{ id: 1, name: 'Lamp' }] });
    expect(screen.queryByText('Deleting Lamp')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByText('Deleting Lamp')).toBeInTheDocument();
  });

  it('says the list could not be loaded, and asks again', async () => {
    const refetch = vi.fn();
    renderPage({
      items: undefined,
      load: { error: new Error('down'), refetch, isRefetching: false, failedTitle: 'We could not load your things' },
    });
    expect(screen.getByRole('heading', { name: 'We could not load your things' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });
});

describe('ConfirmDeleteDialog', () => {
  it('cannot be kept or closed while the deletion runs', async () => {
    const onClose = vi.fn();
    renderWithApp(
      <ConfirmDeleteDialog
        id={1}
        remove={{ isPending: true, mutate: vi.fn() }}
        words={{ done: 'Deleted', failed: 'Not deleted' }}
        title="Delete this thing?"
        description="Gone for good."
        onClose={onClose}
      />,
    );
    expect(screen.getByRole('button', { name: 'Keep it' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    await userEvent.setup().keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });

  it("deletes the item it was opened for, says so and closes; a refusal keeps it open with the server's words", async () => {
    const onClose = vi.fn();
    const mutate = vi.fn();
    renderWithApp(
      <ConfirmDeleteDialog
        id={7}
        remove={{ isPending: false, mutate }}
        words={{ done: 'Thing deleted', failed: 'The thing could not be deleted.' }}
        title="Delete this thing?"
        description="Gone for good."
        onClose={onClose}
      />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Delete' }));
    expect(mutate).toHaveBeenCalledWith(7, expect.anything());
    const [, { onSuccess, onError }] = mutate.mock.lastCall as [
      number,
      { onSuccess: () => void; onError: (error: Error) => void },
    ];
    onError(new Error('offline'));
    expect(toast.error).toHaveBeenCalledWith('The thing could not be deleted.');
    expect(onClose).not.toHaveBeenCalled();
    onSuccess();
    expect(toast.success).toHaveBeenCalledWith('Thing deleted');
    expect(onClose).toHaveBeenCalledOnce();
  });
});

describe('SavedItemCard', () => {
  it('offers making it the default only while it is not', () => {
    const card = (name: string, isDefault: boolean) => (
      <SavedItemCard
        item={{ id: name, is_default: isDefault }}
        label={name}
        makeDefault={{ label: 'Make default', change: idle, done: 'Default changed', failed: 'Not changed' }}
        onDelete={vi.fn()}
      >
        {name}
      </SavedItemCard>
    );
    renderWithApp(
      <>
        {card('Lamp', true)}
        {card('Desk', false)}
      </>,
    );
    expect(
      within(screen.getByRole('article', { name: 'Lamp' })).queryByRole('button', { name: 'Make default' }),
    ).toBeNull();
    expect(
      within(screen.getByRole('article', { name: 'Desk' })).getByRole('button', { name: 'Make default' }),
    ).toBeInTheDocument();
  });
});
