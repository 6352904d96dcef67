import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useEditDialog } from './use-edit-dialog';

describe('useEditDialog', () => {
  it('opens on a row to edit it, and after closing opens empty for a new one', () => {
    const { result } = renderHook(() => useEditDialog<{ id: number }>());
    expect(result.current.dialog).toMatchObject({ open: false, editing: undefined });

    act(() => result.current.edit({ id: 4 }));
    expect(result.current.dialog).toMatchObject({ open: true, editing: { id: 4 } });

    act(() => result.current.dialog.onOpenChange(false));
    expect(result.current.dialog).toMatchObject({ open: false, editing: undefined });

    act(() => result.current.create());
    expect(result.current.dialog).toMatchObject({ open: true, editing: undefined });
  });

  it('keeps edit and create the same between renders, so memoised columns are not rebuilt', () => {
    const { result, rerender } = renderHook(() => useEditDialog<{ id: number }>());
    const { edit, create } = result.current;
    act(() => edit({ id: 1 }));
    rerender();
    expect(result.current.edit).toBe(edit);
    expect(result.current.create).toBe(create);
  });
});
