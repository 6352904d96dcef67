import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  type AdminProductImage,
  MAX_IMAGE_ALT_LENGTH,
  MAX_IMAGES_PER_PRODUCT,
  MAX_IMAGES_PER_UPLOAD,
  MAX_PRODUCT_IMAGE_MB,
} from '@makerbazaar/core';
import { GripVertical, ImagePlus, Trash2 } from 'lucide-react';
import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { AdminPanel } from '../components/admin-page';
import { FormRefusal } from '../components/form-refusal';
import { Loaded } from '../kit/loaded';
import {
  useDeleteProductImage,
  useProductImages,
  useReorderProductImages,
  useUpdateProductImage,
  useUploadProductImages,
} from './api/product-images';

const ACCEPTED_TYPES = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

function messageOf(error: unknown, fallback: string): string {
  return (error instanceof ApiError && error.serverMessage) || fallback;
}

/** The product's pictures: upload (drop or choose files), drag to reorder (keyboard too), alt text, delete. */
export function ProductImagesEditor({ productId }: { productId: number }) {
  const images = useProductImages(productId);
  const count = images.data?.results.length ?? 0;
  return (
    <AdminPanel
      title="Pictures"
      actions={
        images.data ? (
          <span className="text-xs text-muted-foreground">
            {count} of {MAX_IMAGES_PER_PRODUCT}
          </span>
        ) : null
      }
    >
      {/* Laid out by the panel's own width: the product editor may give it a narrow column. */}
      <div className="@container grid gap-4">
        <UploadZone productId={productId} full={count >= MAX_IMAGES_PER_PRODUCT} />
        <Loaded
          query={images}
          failed="The pictures could not be loaded."
          loading={['aspect-square', 'aspect-square', 'aspect-square']}
          layout="grid grid-cols-2 gap-3 @2xl:grid-cols-3 @4xl:grid-cols-4"
        >
          {({ results }) =>
            results.length === 0 ? (
              <p className="text-sm text-muted-foreground">No pictures yet: the shop shows a placeholder drawing.</p>
            ) : (
              <SortableImages productId={productId} images={results} />
            )
          }
        </Loaded>
      </div>
    </AdminPanel>
  );
}

function UploadZone({ productId, full }: { productId: number; full: boolean }) {
  const upload = useUploadProductImages(productId);
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const hintId = useId();

  function send(files: File[]) {
    if (files.length === 0) return;
    setRefusal(undefined);
    upload.mutate(files, {
      onSuccess: ({ results }) =>
        toast.success(results.length === 1 ? 'The picture was added.' : `${results.length} pictures were added.`),
      onError: (error) => setRefusal(messageOf(error, 'The pictures could not be uploaded. Try again.')),
    });
  }

  function drop(event: DragEvent<HTMLFieldSetElement>) {
    event.preventDefault();
    setDragging(false);
    if (!full && !upload.isPending) send([...event.dataTransfer.files]);
  }

  return (
    <div className="grid gap-2">
      <fieldset
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={cn(
          'flex min-w-0 flex-col items-center gap-2 rounded-lg border-2 border-dashed px-4 py-6 text-center transition-colors',
          dragging ? 'border-primary bg-primary/5' : 'border-input',
        )}
      >
        <legend className="sr-only">Upload pictures</legend>
        <ImagePlus className="size-8 text-muted-foreground" aria-hidden />
        <p className="text-sm font-medium">
          {full
            ? `This product has the most pictures it can hold (${MAX_IMAGES_PER_PRODUCT}).`
            : upload.isPending
              ? 'Uploading and resizing…'
              : 'Drag pictures here, or'}
        </p>
        {full || upload.isPending ? null : (
          <Button type="button" variant="outline" size="sm" onClick={() => input.current?.click()}>
            Choose files
          </Button>
        )}
        <input
          ref={input}
          type="file"
          multiple
          accept={ACCEPTED_TYPES}
          aria-label="Upload images"
          aria-describedby={hintId}
          disabled={full || upload.isPending}
          className="sr-only"
          onChange={(event) => {
            send([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
        <p id={hintId} className="text-xs text-muted-foreground">
          JPEG, PNG, WebP, GIF or AVIF, up to {MAX_PRODUCT_IMAGE_MB} MB each and {MAX_IMAGES_PER_UPLOAD} at a time. Each
          is resized for phones and large screens.
        </p>
      </fieldset>
      <FormRefusal message={refusal} />
    </div>
  );
}

function SortableImages({ productId, images }: { productId: number; images: AdminProductImage[] }) {
  const reorder = useReorderProductImages(productId);
  // The dragged order, shown while the list it was dragged from is the one the server last gave.
  const [dragged, setDragged] = useState<{ from: AdminProductImage[]; ids: number[] } | null>(null);
  const order = dragged?.from === images ? dragged.ids : images.map((image) => image.id);
  const byId = new Map(images.map((image) => [image.id, image]));
  const shown = order.flatMap((id) => byId.get(id) ?? []);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  function dragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const ids = shown.map((image) => image.id);
    const next = arrayMove(ids, ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id)));
    setDragged({ from: images, ids: next });
    reorder.mutate(next, {
      onError: (error) => {
        setDragged(null);
        toast.error(messageOf(error, 'The new order was not saved. Try again.'));
      },
    });
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dragEnd}
      accessibility={{
        screenReaderInstructions: {
          draggable:
            'To move a picture, press space or enter, use the arrow keys to move it, then press space or enter again to drop it, or escape to cancel.',
        },
      }}
    >
      <SortableContext items={shown.map((image) => image.id)} strategy={rectSortingStrategy}>
        <ul className="grid grid-cols-2 gap-3 @2xl:grid-cols-3 @4xl:grid-cols-4">
          {shown.map((image, index) => (
            <SortableImage key={image.id} productId={productId} image={image} index={index} />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

function SortableImage({ productId, image, index }: { productId: number; image: AdminProductImage; index: number }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: image.id,
  });
  const [deleting, setDeleting] = useState(false);
  const label = `picture ${index + 1}`;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn(
        'flex flex-col overflow-hidden rounded-md border bg-card',
        isDragging && 'relative z-10 shadow-lg ring-2 ring-primary',
      )}
    >
      <div className="relative aspect-square bg-muted">
        <img
          src={image.variants[0]?.url ?? image.url}
          alt={image.alt}
          width={320}
          height={320}
          loading="lazy"
          decoding="async"
          className="size-full object-contain"
        />
        {index === 0 ? <Badge className="absolute top-2 left-2">Main</Badge> : null}
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`Move ${label}`}
          className="absolute top-2 right-2 flex size-8 cursor-grab touch-none items-center justify-center rounded-md border bg-card/90 text-muted-foreground shadow-sm hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring active:cursor-grabbing"
        >
          <GripVertical className="size-4" aria-hidden />
        </button>
      </div>
      <div className="flex items-start gap-1 p-2">
        <AltText productId={productId} image={image} label={label} />
        <Button
          type="button"
          variant="ghost"
          size="icon-sm"
          aria-label={`Delete ${label}`}
          className="shrink-0 text-muted-foreground hover:text-destructive"
          onClick={() => setDeleting(true)}
        >
          <Trash2 aria-hidden />
        </Button>
      </div>
      <DeleteImageDialog productId={productId} image={image} label={label} open={deleting} onOpenChange={setDeleting} />
    </li>
  );
}

/** The picture's alt text, saved when the field is left (or Enter is pressed) if it changed. */
function AltText({ productId, image, label }: { productId: number; image: AdminProductImage; label: string }) {
  const update = useUpdateProductImage(productId);
  const [value, setValue] = useState(image.alt);
  const [error, setError] = useState<string>();
  const id = useId();
  useEffect(() => setValue(image.alt), [image.alt]);

  function save() {
    const alt = value.trim();
    if (alt === image.alt) return;
    setError(undefined);
    update.mutate(
      { id: image.id, alt },
      {
        onSuccess: () => toast.success('The alt text was saved.'),
        onError: (failure) => setError(messageOf(failure, 'The alt text was not saved. Try again.')),
      },
    );
  }

  return (
    <div className="min-w-0 flex-1">
      <Input
        id={id}
        value={value}
        maxLength={MAX_IMAGE_ALT_LENGTH}
        placeholder="Describe the picture"
        aria-label={`Alt text of ${label}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="h-8 text-xs"
        onChange={(event) => setValue(event.target.value)}
        onBlur={save}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            save();
          }
        }}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-xs text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function DeleteImageDialog({
  productId,
  image,
  label,
  open,
  onOpenChange,
}: {
  productId: number;
  image: AdminProductImage;
  label: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const remove = useDeleteProductImage(productId);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Delete {label}?</DialogTitle>
        <DialogDescription>
          The picture and its resized copies are removed from the shop. This cannot be undone.
        </DialogDescription>
        <img
          src={image.variants[0]?.url ?? image.url}
          alt=""
          width={128}
          height={128}
          decoding="async"
          className="mx-auto h-32 w-32 object-contain"
        />
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Keep it
          </Button>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(image.id, {
                onSuccess: () => {
                  onOpenChange(false);
                  toast.success('The picture was deleted.');
                },
                onError: (error) => toast.error(messageOf(error, 'The picture was not deleted. Try again.')),
              })
            }
          >
            {remove.isPending ? 'Deleting…' : 'Delete picture'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
