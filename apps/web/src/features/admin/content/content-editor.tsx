import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import {
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { toast } from '@/lib/toast';
import { AdminPanel } from '../components/admin-page';
import { DetailPage, type DetailQuery } from '../kit/detail-page';
import { EditorPage } from '../kit/editor-page';
import { NumberField, TextareaField } from '../kit/fields';
import { showSaveError } from '../kit/save-error';
import { SwitchField } from '../kit/switch-field';
import { useSlugFollows } from '../kit/use-slug-follows';
import type { ContentSave } from './api/content-keys';
import { PublishedBadge } from './content-list-toolbar';
import { capitalised, GROWING } from './editor-fields';

/** What every storefront content record (a course, a project) has, as its editor's form holds it. */
interface ContentFields {
  slug: string;
  title: string;
  description: string;
  is_featured?: boolean;
  is_published?: boolean;
  sort_order?: number;
}

interface SavedContent {
  id: number;
  slug: string;
  title: string;
  is_published: boolean;
}

/** One kind of content's editor: its words, its API hooks, and the fields only it has. */
export interface ContentEditorConfig<
  Saved extends SavedContent,
  Input extends ContentFields,
  Parsed extends FieldValues,
> {
  /** "course": in the titles, buttons and messages. */
  noun: string;
  /** "courses": the back office's list is /admin/courses, the shop's pages /courses/slug. */
  plural: string;
  useRecord: (id: number | undefined) => DetailQuery<Saved>;
  useSave: () => UseMutationResult<Saved, Error, ContentSave<Parsed>>;
  resolver: Resolver<Input, unknown, Parsed>;
  empty: Input;
  valuesOf: (saved: Saved) => Input;
  /** What the header says of a saved one (students, views) after its published badge. */
  summary: (saved: Saved) => ReactNode;
  /** What the header says of a new one. */
  draftHint: string;
  descriptionRows: number;
  /** Its own fields in the main panel, after the title, slug and description. */
  fields: (form: UseFormReturn<Input, unknown, Parsed>) => ReactNode;
  /** Its own panels under the main one (syllabus, steps, parts list). */
  sections: (form: UseFormReturn<Input, unknown, Parsed>, saved: Saved | undefined) => ReactNode;
  published: string;
  featured: string;
  picture: { field: FieldPath<Input>; placeholder: string; width: number; height: number };
}

/** /admin/<plural>/new and /admin/<plural>/:id: one storefront content record, configured per kind. */
export function ContentEditorPage<Saved extends SavedContent, Input extends ContentFields, Parsed extends FieldValues>({
  config,
}: {
  config: ContentEditorConfig<Saved, Input, Parsed>;
}) {
  const { id: idParam } = useParams();
  const id = idParam === undefined ? undefined : Number(idParam);
  const record = config.useRecord(id);
  const list = `/admin/${config.plural}`;

  if (id === undefined) return <ContentForm config={config} />;
  return (
    <DetailPage
      query={record}
      missing={{
        title: `This ${config.noun} does not exist`,
        description: 'It may have been removed, or the link is wrong.',
        action: (
          <Button asChild variant="outline">
            <Link to={list}>Back to {config.plural}</Link>
          </Button>
        ),
      }}
      failed={{ title: `The ${config.noun} could not be loaded` }}
    >
      {(saved) => <ContentForm key={saved.id} config={config} saved={saved} />}
    </DetailPage>
  );
}

function ContentForm<Saved extends SavedContent, Input extends ContentFields, Parsed extends FieldValues>({
  config,
  saved,
}: {
  config: ContentEditorConfig<Saved, Input, Parsed>;
  saved?: Saved;
}) {
  const navigate = useNavigate();
  const save = config.useSave();
  const form = useForm<Input, unknown, Parsed>({
    resolver: config.resolver,
    defaultValues: (saved ? config.valuesOf(saved) : config.empty) as DefaultValues<Input>,
  });
  // The fields every kind has; a generic form cannot name them without saying which they are.
  const field = (name: keyof ContentFields) => name as FieldPath<Input>;
  const errors = form.formState.errors as Partial<Record<keyof ContentFields, { message?: string }>>;
  const slugField = useSlugFollows(form, field('title'), { follows: !saved });
  const slug = form.watch(field('slug'));
  const image = form.watch(config.picture.field);
  const saveLabel = saved ? 'Save changes' : `Add ${config.noun}`;
  const fields = Object.keys(config.empty) as FieldPath<Input>[];

  const submit = (values: Parsed) =>
    save.mutate(
      { id: saved?.id, values },
      {
        onSuccess: (result) => {
          toast.success(saved ? `${result.title} is saved.` : `${result.title} is added.`);
          if (saved) form.reset(config.valuesOf(result));
          else navigate(`/admin/${config.plural}/${result.id}`, { replace: true });
        },
        onError: (error) => showSaveError(error, form.setError, fields),
      },
    );

  return (
    <EditorPage
      form={form}
      onSubmit={submit}
      saving={save.isPending}
      saveLabel={saveLabel}
      back={{ to: `/admin/${config.plural}`, label: capitalised(config.plural) }}
      title={saved ? saved.title : `New ${config.noun}`}
      description={
        saved ? (
          <span className="inline-flex flex-wrap items-center gap-2">
            <PublishedBadge published={saved.is_published} />
            {config.summary(saved)}
            {saved.is_published ? (
              <Link to={`/${config.plural}/${saved.slug}`} className="underline" target="_blank" rel="noreferrer">
                View on the shop
              </Link>
            ) : null}
          </span>
        ) : (
          config.draftHint
        )
      }
      className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]"
    >
      <div className="grid min-w-0 gap-6">
        <AdminPanel title={capitalised(config.noun)}>
          <div className="grid gap-4 md:grid-cols-2">
            <FormField
              label="Title"
              error={errors.title?.message}
              className="md:col-span-2"
              {...form.register(field('title'))}
            />
            <FormField
              label="Slug"
              hint={`The address: /${config.plural}/${typeof slug === 'string' && slug ? slug : '…'}`}
              error={errors.slug?.message}
              className="md:col-span-2"
              {...slugField}
            />
            <TextareaField
              label="Description"
              rows={config.descriptionRows}
              className="md:col-span-2"
              controlClassName={GROWING}
              error={errors.description?.message}
              {...form.register(field('description'))}
            />
            {config.fields(form)}
          </div>
        </AdminPanel>
        {config.sections(form, saved)}
      </div>

      <div className="grid content-start gap-6 md:grid-cols-2 lg:grid-cols-1">
        <AdminPanel title="Visibility">
          <div className="grid gap-4">
            <SwitchField
              control={form.control}
              name={field('is_published')}
              label="Published"
              description={config.published}
            />
            <SwitchField
              control={form.control}
              name={field('is_featured')}
              label="Featured"
              description={config.featured}
            />
            <NumberField
              label="Position"
              hint="Lower numbers come first."
              error={errors.sort_order?.message}
              {...form.register(field('sort_order'), { valueAsNumber: true })}
            />
          </div>
        </AdminPanel>
        <AdminPanel title="Picture">
          <div className="grid gap-3">
            <div className="flex aspect-video items-center justify-center overflow-hidden rounded-md border bg-muted">
              {typeof image === 'string' && image ? (
                <img
                  src={image}
                  alt=""
                  width={config.picture.width}
                  height={config.picture.height}
                  decoding="async"
                  className="max-h-full max-w-full object-contain"
                />
              ) : (
                <span className="text-xs text-muted-foreground">No picture yet</span>
              )}
            </div>
            <FormField
              label="Path"
              placeholder={config.picture.placeholder}
              hint="A picture on this site."
              error={form.getFieldState(config.picture.field, form.formState).error?.message}
              {...form.register(config.picture.field)}
            />
          </div>
        </AdminPanel>
      </div>
    </EditorPage>
  );
}
