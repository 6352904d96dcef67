import {
  type AdminProject,
  PROJECT_CATEGORIES,
  PROJECT_DIFFICULTIES,
  type ProjectCreateInput,
  type ProjectCreateValues,
  projectCreateSchema,
} from '@makerbazaar/core';
import { type UseFormRegister, type UseFormReturn, useFieldArray } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { formResolver } from '@/lib/form-resolver';
import { formatNumber } from '@/lib/format';
import { LinesField, SelectField, TextareaField } from '../kit/fields';
import { projectApi } from './api/projects';
import { type ContentEditorConfig, ContentEditorPage } from './content-editor';
import { GROWING, RowsPanel } from './editor-fields';
import { PartsListEditor } from './parts-list-editor';

type ProjectForm = UseFormReturn<ProjectCreateInput, unknown, ProjectCreateValues>;

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
  parts: [],
  sort_order: 0,
};

const projectEditor: ContentEditorConfig<AdminProject, ProjectCreateInput, ProjectCreateValues> = {
  noun: 'project',
  plural: 'projects',
  useRecord: projectApi.useRecord,
  useSave: projectApi.useSave,
  resolver: formResolver(projectCreateSchema),
  empty: EMPTY,
  valuesOf: ({ id: _id, views_count: _views, created_at: _created, parts, ...fields }) => ({
    ...fields,
    parts: parts.map((part) => ({ product_id: part.product_id, quantity: part.quantity })),
  }),
  summary: (project) => <span>{formatNumber(project.views_count)} views</span>,
  draftHint: 'A project starts as a draft: publish it when its steps and parts are ready.',
  descriptionRows: 4,
  fields: (form) => <ProjectFields form={form} />,
  sections: (form, project) => <ProjectSections form={form} project={project} />,
  published: 'Shown on /projects with its parts list.',
  featured: 'Listed first, as the most popular project.',
  picture: { field: 'featured_image', placeholder: '/media/projects/weather-station.svg', width: 800, height: 500 },
};

/** /admin/projects/new and /admin/projects/:id: the project page's text, steps and parts list. */
export default function ProjectEditorPage() {
  return <ContentEditorPage config={projectEditor} />;
}

function ProjectFields({ form: { control, register, formState } }: { form: ProjectForm }) {
  const errors = formState.errors;
  return (
    <>
      <SelectField label="Category" error={errors.category?.message} {...register('category')}>
        {PROJECT_CATEGORIES.map((category) => (
          <option key={category.id} value={category.id}>
            {category.name}
          </option>
        ))}
      </SelectField>
      <SelectField label="Difficulty" error={errors.difficulty_level?.message} {...register('difficulty_level')}>
        {PROJECT_DIFFICULTIES.map((level) => (
          <option key={level}>{level}</option>
        ))}
      </SelectField>
      <FormField
        label="Time to build"
        placeholder="3 hours"
        error={errors.estimated_time?.message}
        {...register('estimated_time')}
      />
      <LinesField control={control} name="tags" label="Tags" hint="One a line." rows={3} />
    </>
  );
}

function ProjectSections({
  form: { control, register, formState },
  project,
}: {
  form: ProjectForm;
  project?: AdminProject;
}) {
  const steps = useFieldArray({ control, name: 'steps' });
  const errors = formState.errors;
  return (
    <>
      <PartsListEditor
        control={control}
        register={register}
        initial={project?.parts ?? []}
        error={errors.parts?.message ?? errors.parts?.root?.message}
      />
      <RowsPanel
        title="Steps"
        noun="step"
        rows={steps}
        onAdd={() => steps.append({ title: '', body: '' })}
        titleField={(index) => register(`steps.${index}.title`)}
        titleError={(index) => errors.steps?.[index]?.title?.message}
        error={errors.steps?.message}
      >
        {(index) => <StepBody index={index} register={register} error={errors.steps?.[index]?.body?.message} />}
      </RowsPanel>
    </>
  );
}

function StepBody({
  index,
  register,
  error,
}: {
  index: number;
  register: UseFormRegister<ProjectCreateInput>;
  error: string | undefined;
}) {
  return (
    <TextareaField
      label="What to do"
      rows={3}
      controlClassName={GROWING}
      error={error}
      {...register(`steps.${index}.body`)}
    />
  );
}
