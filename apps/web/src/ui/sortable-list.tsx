import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  type DraggableAttributes,
  KeyboardSensor,
  type Modifier,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ActionIcon, Stack } from "@mantine/core";
import { IconGripVertical } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { TONES } from "../app/theme-tokens";
import { moveById, positionText } from "./sortable-order";

type Listeners = ReturnType<typeof useSortable>["listeners"];

/** What a row needs to make an element its drag handle (see DragHandle). */
export interface SortableHandle {
  ref: (element: HTMLElement | null) => void;
  attributes: DraggableAttributes;
  listeners: Listeners;
  isDragging: boolean;
}

export interface SortableListProps<T> {
  items: readonly T[];
  getId: (item: T) => string;
  onReorder: (next: T[]) => void;
  renderItem: (item: T, handle: SortableHandle) => ReactNode;
  /** Turns dragging off (read-only lists). */
  disabled?: boolean;
  gap?: "xs" | "sm" | "md" | number;
}

export const DRAG_HANDLE_LABEL = "Drag to reorder";

/** The grip a row renders as its drag handle; Space or Enter picks the row up for the arrow keys. */
export function DragHandle({ handle }: { handle: SortableHandle }) {
  return (
    <ActionIcon
      ref={handle.ref}
      {...handle.attributes}
      {...handle.listeners}
      variant="subtle"
      color={TONES.neutral}
      aria-label={DRAG_HANDLE_LABEL}
      title={DRAG_HANDLE_LABEL}
      style={{ cursor: handle.isDragging ? "grabbing" : "grab", touchAction: "none" }}
    >
      <IconGripVertical size={16} />
    </ActionIcon>
  );
}

const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

function SortableRow({
  id,
  disabled,
  children,
}: {
  id: string;
  disabled: boolean;
  children: (handle: SortableHandle) => ReactNode;
}) {
  const sortable = useSortable({ id, disabled });
  const handle: SortableHandle = {
    ref: sortable.setActivatorNodeRef,
    attributes: sortable.attributes,
    listeners: sortable.listeners,
    isDragging: sortable.isDragging,
  };
  return (
    <div
      ref={sortable.setNodeRef}
      style={{
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
        position: "relative",
        zIndex: sortable.isDragging ? 1 : undefined,
        opacity: sortable.isDragging ? 0.85 : undefined,
      }}
    >
      {children(handle)}
    </div>
  );
}

/** A vertical list whose rows are reordered by dragging their handle, with a mouse or the keyboard. */
export function SortableList<T>({
  items,
  getId,
  onReorder,
  renderItem,
  disabled = false,
  gap = "xs",
}: SortableListProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map(getId);
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up the item at ${positionText(ids, String(active.id))}.`,
    onDragOver: ({ over }) => (over ? `Moved to ${positionText(ids, String(over.id))}.` : undefined),
    onDragEnd: ({ over }) => (over ? `Dropped at ${positionText(ids, String(over.id))}.` : "Dropped."),
    onDragCancel: () => "Reordering cancelled.",
  };
  const dragEnd = ({ active, over }: DragEndEvent) => {
    const next = moveById(items, getId, String(active.id), over ? String(over.id) : null);
    if (next !== null) onReorder(next);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[verticalOnly]}
      accessibility={{ announcements }}
      onDragEnd={dragEnd}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        <Stack gap={gap}>
          {items.map((item) => {
            const id = getId(item);
            return (
              <SortableRow key={id} id={id} disabled={disabled}>
                {(handle) => renderItem(item, handle)}
              </SortableRow>
            );
          })}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}
