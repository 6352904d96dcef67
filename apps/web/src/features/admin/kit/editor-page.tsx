import type { ReactNode } from 'react';
import type { FieldValues, SubmitHandler, UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { AdminPageHeader } from '../components/admin-page';
import { FormRefusal } from '../components/form-refusal';
import { BackLink } from './back-link';
import { useUnsavedChangesWarning } from './use-unsaved-changes-warning';

/**
 * The frame of every back-office editor: the way back, title and context, why the server refused
 * the last save, and a save bar that stays in view at the bottom of a long form, saying when there
 * are unsaved changes; leaving the page with them asks first.
 */
export function EditorPage<Values extends FieldValues, Parsed extends FieldValues>({
  form,
  onSubmit,
  saving,
  saveLabel,
  back,
  title,
  description,
  className,
  children,
}: {
  form: UseFormReturn<Values, unknown, Parsed>;
  onSubmit: SubmitHandler<Parsed>;
  saving: boolean;
  /** "Save changes", "Add course". */
  saveLabel: string;
  /** The list this record belongs to. */
  back: { to: string; label: string };
  title: ReactNode;
  description?: ReactNode;
  /** The layout of the fields' panels. */
  className?: string;
  children: ReactNode;
}) {
  const unsaved = form.formState.isDirty;
  useUnsavedChangesWarning(unsaved && !saving);
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <BackLink to={back.to} label={back.label} />
      <AdminPageHeader title={title} description={description} />
      <FormRefusal className="mb-4" message={form.formState.errors.root?.server?.message} />
      <div className={className}>{children}</div>
      <div className="sticky bottom-0 z-10 mt-6 flex items-center justify-end gap-3 border-t bg-background/95 py-3 backdrop-blur">
        <p className="mr-auto text-sm text-muted-foreground" aria-live="polite">
          {unsaved ? 'Unsaved changes' : null}
        </p>
        <Button variant="outline" asChild>
          <Link to={back.to}>Cancel</Link>
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving…' : saveLabel}
        </Button>
      </div>
    </form>
  );
}
