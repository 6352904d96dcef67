import {
  type AdminCategory,
  type CategoryCreateInput,
  type CategoryCreateValues,
  categoryCreateSchema,
  MAX_CATEGORY_DESCRIPTION_LENGTH,
  MAX_CATEGORY_ICON_LENGTH,
  MAX_CATEGORY_NAME_LENGTH,
} from '@makerbazaar/core';
import { useForm } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { formResolver } from '@/lib/form-resolver';
import { toast } from '@/lib/toast';
import { DialogForm, FormDialog } from '../kit/dialog-form';
import { TextareaField } from '../kit/fields';
import { showSaveError } from '../kit/save-error';
import { SwitchField } from '../kit/switch-field';
import type { EditDialogProps } from '../kit/use-edit-dialog';
import { useSlugFollows } from '../kit/use-slug-follows';
import { useCreateCategory, useUpdateCategory } from './api/categories';

const FIELDS = ['name', 'slug', 'description', 'icon', 'is_active'] as const;

/** "New category" (editing none) or "Edit category": every field, and whether the shop shows it. */
export function CategoryDialog({ editing: category, open, onOpenChange }: EditDialogProps<AdminCategory>) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={category ? `Edit ${category.name}` : 'New category'}
      description={
        category
          ? 'Changes show in the shop’s menus and category pages at once.'
          : 'A new category goes last in the order and shows in the shop’s menus at once.'
      }
    >
      {(close) => <CategoryForm category={category} onDone={close} />}
    </FormDialog>
  );
}

function CategoryForm({ category, onDone }: { category?: AdminCategory; onDone: () => void }) {
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const saving = create.isPending || update.isPending;
  const form = useForm<CategoryCreateInput, unknown, CategoryCreateValues>({
    resolver: formResolver(categoryCreateSchema),
    defaultValues: {
      name: category?.name ?? '',
      slug: category?.slug ?? '',
      description: category?.description ?? '',
      icon: category?.icon ?? '',
      is_active: category?.is_active ?? true,
    },
  });
  const errors = form.formState.errors;
  const slugField = useSlugFollows(form, 'name', { follows: !category });

  const refused = (error: unknown) =>
    showSaveError(error, form.setError, FIELDS, 'The category was not saved. Try again.');

  function submit(values: CategoryCreateValues) {
    if (category) {
      update.mutate(
        { id: category.id, ...values },
        {
          onSuccess: (saved) => {
            toast.success(`${saved.name} was saved.`);
            onDone();
          },
          onError: refused,
        },
      );
    } else {
      create.mutate(values, {
        onSuccess: (saved) => {
          toast.success(`${saved.name} was created.`);
          onDone();
        },
        onError: refused,
      });
    }
  }

  return (
    <DialogForm
      form={form}
      onSubmit={submit}
      saving={saving}
      saveLabel={category ? 'Save category' : 'Create category'}
    >
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_6rem]">
        <FormField
          label="Name"
          maxLength={MAX_CATEGORY_NAME_LENGTH}
          error={errors.name?.message}
          {...form.register('name')}
        />
        <FormField
          label="Icon"
          hint="One emoji"
          maxLength={MAX_CATEGORY_ICON_LENGTH}
          error={errors.icon?.message}
          {...form.register('icon')}
        />
      </div>
      <FormField
        label="Slug"
        hint="The address of its page: /category/your-slug"
        spellCheck={false}
        autoCapitalize="off"
        error={errors.slug?.message}
        {...slugField}
      />
      <TextareaField
        label="Description (optional)"
        controlClassName="min-h-20"
        maxLength={MAX_CATEGORY_DESCRIPTION_LENGTH}
        error={errors.description?.message}
        {...form.register('description')}
      />
      <SwitchField control={form.control} name="is_active" label="Shown in the shop" />
    </DialogForm>
  );
}
