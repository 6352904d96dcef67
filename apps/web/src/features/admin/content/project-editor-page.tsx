import {
  type AdminProject,
  PROJECT_CATEGORIES,
  PROJECT_DIFFICULTIES,
  type ProjectCreateInput,
  type ProjectCreateValues,
  projectCreateSchema,
  suggestProductSlug,
} from '@makerbazaar/core';
import { ArrowLeft, Plus } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field, FormField, fieldAria } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/input';
import { EmptyState } from '@/components/ui/page';
import { Select } from '@/components/ui/select';
import { ApiError } from '@/lib/api-client';
import { formResolver } from '@/lib/form-resolver';
import { formatNumber } from '@/lib/format';
import { toast } from '@/lib/toast';
import { AdminPageHeader, AdminPanel } from '../components/admin-page';
import { FormRefusal } from '../components/form-refusal';
import { useAdminProject, useSaveProject } from './api/projects';
import { PublishedBadge } from './content-list-toolbar';
import {
  EditorFooter,
  EditorSkeleton,
  GROWING,
  LinesField,
  RowControls,
  SwitchField,
  showSaveError,
} from './editor-fields';
import { PartsListEditor } from './parts-list-editor';

const EMPTY: ProjectCreateInput = {
  slug: '',
  title: '',
  description: '',
  featured_image: '',
  tags: [],
  estimated_time: '',
  difficulty_level: 'Beginner',
  category: 'arduino-projects',
  steps: [],
  is_featured: false,
  is_published: false,
  sort_order: 0,
  parts: [],
};

const FIELDS = Object.keys(EMPTY) as (keyof ProjectCreateInput)[];

function formValues(project: AdminProject): ProjectCreateInput {
  const { id: _id, views_count: _views, created_at: _created, parts, ...fields } = project;
  return { ...fields, parts: parts.map((part) => ({ product_id: part.product_id, quantity: part.quantity })) };
}

/** /admin/projects/new and /admin/projects/:id: the project page's text, steps and parts list. */
export default function ProjectEditorPage() {
  const { id: idParam } = useParams();
  const id = idParam === undefined ? undefined : Number(idParam);
  const project = useAdminProject(id);

  if (id !== undefined && project.isError) {
    const missing = project.error instanceof ApiError && project.error.status === 404;
    return (
      <EmptyState
        title={missing ? 'This project does not exist' : 'The project could not be loaded'}
        description={
          missing ? 'It may have been removed, or the link is wrong.' : 'Check your connection and try again.'
        }
      >
        <Button asChild variant="outline">
          <Link to="/admin/projects">Back to projects</Link>
        </Button>
      </EmptyState>
    );
  }
  if (id !== undefined && !project.data) return <EditorSkeleton />;
  return <ProjectForm key={project.data?.id ?? 'new'} project={project.data} />;
}

function ProjectForm({ project }: { project: AdminProject | undefined }) {
  const navigate = useNavigate();
  const save = useSaveProject();
  const form = useForm<ProjectCreateInput, unknown, ProjectCreateValues>({
    resolver: formResolver(projectCreateSchema),
    defaultValues: project ? formValues(project) : EMPTY,
  });
  const { register, control, formState } = form;
  const errors = formState.errors;
  const steps = useFieldArray({ control, name: 'steps' });
  const ids = { description: useId(), difficulty: useId(), category: useId() };

  // A new project's slug follows its title until someone edits the slug.
  const title = form.watch('title');
  useEffect(() => {
    if (!project && !formState.dirtyFields.slug) form.setValue('slug', suggestProductSlug(title ?? ''));
  }, [project, title, formState.dirtyFields.slug, form]);

  const image = form.watch('featured_image');

  const submit = (values: ProjectCreateValues) =>
    save.mutate(
      { id: project?.id, values },
      {
        onSuccess: (saved) => {
          toast.success(project ? `${saved.title} is saved.` : `${saved.title} is added.`);
          if (project) form.reset(formValues(saved));
          else navigate(`/admin/projects/${saved.id}`, { replace: true });
        },
        onError: (error) => showSaveError(error, form.setError, FIELDS),
      },
    );

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)}>
      <AdminPageHeader
        title={project ? project.title : 'New project'}
        description={
          project ? (
            <span className="inline-flex flex-wrap items-center gap-2">
              <PublishedBadge published={project.is_published} />
              <span>{formatNumber(project.views_count)} views</span>
              {project.is_published ? (
                <Link to={`/projects/${project.slug}`} className="underline" target="_blank" rel="noreferrer">
                  View on the shop
                </Link>
              ) : null}
            </span>
          ) : (
            'A project starts as a draft: publish it when its steps and parts are ready.'
          )
        }
        actions={
          <>
            <Button asChild variant="outline">
              <Link to="/admin/projects">
                <ArrowLeft aria-hidden /> Projects
              </Link>
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : project ? 'Save changes' : 'Add project'}
            </Button>
          </>
        }
      />
      <FormRefusal className="mb-4" message={errors.root?.server?.message} />

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid min-w-0 gap-6">
          <AdminPanel title="Project">
            <div className="grid gap-4 md:grid-cols-2">
              <FormField label="Title" error={errors.title?.message} className="md:col-span-2" {...register('title')} />
              <FormField
                label="Slug"
                hint={`The address: /projects/${form.watch('slug') || '…'}`}
                error={errors.slug?.message}
                className="md:col-span-2"
                {...register('slug')}
              />
              <Field
                id={ids.description}
                label="Description"
                error={errors.description?.message}
                className="md:col-span-2"
              >
                <Textarea
                  {...fieldAria(ids.description, errors.description?.message)}
                  rows={4}
                  className={GROWING}
                  {...register('description')}
                />
              </Field>
              <Field id={ids.category} label="Category" error={errors.category?.message}>
                <Select {...fieldAria(ids.category, errors.category?.message)} {...register('category')}>
                  {PROJECT_CATEGORIES.map((category) => (
                    <option key={category.id} value={category.id}>
                      {category.name}
                    </option>
                  ))}
                </Select>
              </Field>
              <Field id={ids.difficulty} label="Difficulty" error={errors.difficulty_level?.message}>
                <Select
                  {...fieldAria(ids.difficulty, errors.difficulty_level?.message)}
                  {...register('difficulty_level')}
                >
                  {PROJECT_DIFFICULTIES.map((level) => (
                    <option key={level}>{level}</option>
                  ))}
                </Select>
              </Field>
              <FormField
                label="Time to build"
                placeholder="3 hours"
                error={errors.estimated_time?.message}
                {...register('estimated_time')}
              />
              <LinesField control={control} name="tags" label="Tags" hint="One a line." rows={3} />
            </div>
          </AdminPanel>

          <PartsListEditor
            control={control}
            register={register}
            initial={project?.parts ?? []}
            error={errors.parts?.message ?? errors.parts?.root?.message}
          />

          <AdminPanel
            title="Steps"
            actions={
              <Button type="button" variant="outline" size="sm" onClick={() => steps.append({ title: '', body: '' })}>
                <Plus aria-hidden /> Add step
              </Button>
            }
          >
            {steps.fields.length === 0 ? (
              <p className="text-sm text-muted-foreground">No steps yet. Add the first one.</p>
            ) : (
              <ol className="grid gap-4">
                {steps.fields.map((step, index) => (
                  <li key={step.id} className="grid min-w-0 grid-cols-1 gap-3 rounded-md border p-3">
                    <div className="flex items-end gap-2">
                      <FormField
                        label={`Step ${index + 1}`}
                        error={errors.steps?.[index]?.title?.message}
                        className="min-w-0 flex-1"
                        {...register(`steps.${index}.title`)}
                      />
                      <RowControls
                        label="step"
                        index={index}
                        count={steps.fields.length}
                        onMove={steps.move}
                        onRemove={() => steps.remove(index)}
                      />
                    </div>
                    <StepBody index={index} register={register} error={errors.steps?.[index]?.body?.message} />
                  </li>
                ))}
              </ol>
            )}
            {errors.steps?.message ? <p className="mt-2 text-xs text-destructive">{errors.steps.message}</p> : null}
          </AdminPanel>
        </div>

        <div className="grid content-start gap-6 md:grid-cols-2 lg:grid-cols-1">
          <AdminPanel title="Visibility">
            <div className="grid gap-4">
              <SwitchField
                control={control}
                name="is_published"
                label="Published"
                description="Shown on /projects with its parts list."
              />
              <SwitchField
                control={control}
                name="is_featured"
                label="Featured"
                description="Listed first, as the most popular project."
              />
              <FormField
                label="Position"
                type="number"
                min={0}
                hint="Lower numbers come first."
                error={errors.sort_order?.message}
                {...register('sort_order', { valueAsNumber: true })}
              />
            </div>
          </AdminPanel>
          <AdminPanel title="Picture">
            <div className="grid gap-3">
              <div className="flex aspect-video items-center justify-center overflow-hidden rounded-md border bg-muted">
                {image ? (
                  <img
                    src={image}
                    alt=""
                    width={800}
                    height={500}
                    decoding="async"
                    className="max-h-full max-w-full object-contain"
                  />
                ) : (
                  <span className="text-xs text-muted-foreground">No picture yet</span>
                )}
              </div>
              <FormField
                label="Path"
                placeholder="/media/projects/weather-station.svg"
                hint="A picture on this site."
                error={errors.featured_image?.message}
                {...register('featured_image')}
              />
            </div>
          </AdminPanel>
        </div>
      </div>
      <EditorFooter busy={save.isPending} label={project ? 'Save changes' : 'Add project'} />
    </form>
  );
}

function StepBody({
  index,
  register,
  error,
}: {
  index: number;
  register: ReturnType<typeof useForm<ProjectCreateInput, unknown, ProjectCreateValues>>['register'];
  error: string | undefined;
}) {
  const id = useId();
  return (
    <Field id={id} label="What to do" error={error}>
      <Textarea {...fieldAria(id, error)} rows={3} className={GROWING} {...register(`steps.${index}.body`)} />
    </Field>
  );
}
