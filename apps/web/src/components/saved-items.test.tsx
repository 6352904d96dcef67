import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { ConfirmDeleteDialog, SavedItemCard, SavedItemsPage, type SavedItemsPageProps } from './saved-items';

interface Thing {
  id: number;
  name: string;
}

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
        <SavedItemCard label={thing.name} onDelete={remove}>
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
        open
        title="Delete this thing?"
        description="Gone for good."
        pending
        onConfirm={vi.fn()}
        onClose={onClose}
      />,
    );
    expect(screen.getByRole('button', { name: 'Keep it' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    await userEvent.setup().keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });
});
