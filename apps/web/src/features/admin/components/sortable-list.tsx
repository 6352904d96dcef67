import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  type Modifier,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import { createContext, type ReactNode, useContext } from 'react';
import { cn } from '@/lib/cn';

/** Rows move only up and down. */
const alongTheList: Modifier = ({ transform }) => ({ ...transform, x: 0 });

/**
 * A list whose rows are dragged by a handle, with the mouse, a finger or the keyboard (space,
 * arrows, space). `onMove` gets the positions a row moved from and to.
 */
export function SortableList({
  ids,
  what,
  onMove,
  children,
}: {
  ids: (string | number)[];
  /** "an entry", "a part": for the screen reader's instructions. */
  what: string;
  onMove: (from: number, to: number) => void;
  children: ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  function dragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    onMove(ids.indexOf(active.id), ids.indexOf(over.id));
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[alongTheList]}
      onDragEnd={dragEnd}
      accessibility={{
        screenReaderInstructions: {
          draggable: `To move ${what}, press space or enter, use the arrow keys to move it, then press space or enter again to drop it, or escape to cancel.`,
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/** One row of a SortableList: `row` goes on the row's element, `handle` is the grip to render in it. */
export function useSortableRow(id: string | number, label: string) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  return {
    row: {
      ref: setNodeRef,
      style: { transform: CSS.Transform.toString(transform), transition },
      className: cn(isDragging && 'relative z-10 shadow-lg ring-2 ring-primary'),
    },
    handle: (
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={label}
        className="flex size-9 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring active:cursor-grabbing"
      >
        <GripVertical className="size-4" aria-hidden />
      </button>
    ),
  };
}

/** The grip of the table row it stands in, handed down from that row to the cell that shows it. */
const RowHandle = createContext<ReactNode>(null);

/**
 * A `<tr>` of a SortableList drawn by DataTable (its `rowFrame`): the row moves, and `SortHandle`
 * in one of its cells is the grip, named by `label` ("Move Sensors, position 2").
 */
export function SortableTableRow({
  id,
  label,
  className,
  children,
}: {
  id: string | number;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const { row, handle } = useSortableRow(id, label);
  return (
    <tr ref={row.ref} style={row.style} className={cn(className, row.className)}>
      <RowHandle.Provider value={handle}>{children}</RowHandle.Provider>
    </tr>
  );
}

/** The grip of the SortableTableRow this cell is in. */
export function SortHandle() {
  return useContext(RowHandle);
}
