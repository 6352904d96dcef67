import { useCallback, useState } from 'react';
import type { DialogOpenProps } from './dialog-form';

/** What a list page's edit dialog is given: open or not, and the row it edits (none for a new one). */
export type EditDialogProps<Row> = DialogOpenProps & { editing?: Row };

/**
 * A list whose rows open one dialog to edit them, and whose "New" button opens the same dialog
 * empty: `edit(row)` and `create()` open it (both stable, for memoised columns), and `dialog` is
 * spread onto it.
 */
export function useEditDialog<Row>() {
  const [editing, setEditing] = useState<{ row?: Row } | null>(null);
  const edit = useCallback((row: Row) => setEditing({ row }), []);
  const create = useCallback(() => setEditing({}), []);
  const dialog: EditDialogProps<Row> = {
    open: editing !== null,
    editing: editing?.row,
    onOpenChange: (open) => {
      if (!open) setEditing(null);
    },
  };
  return { edit, create, dialog };
}
