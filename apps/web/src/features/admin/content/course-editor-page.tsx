import {
  type AdminCourse,
  COURSE_LEVELS,
  type CourseCreateInput,
  type CourseCreateValues,
  courseCreateSchema,
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
import { useAdminCourse, useSaveCourse } from './api/courses';
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

const EMPTY: CourseCreateInput = {
  slug: '',
  title: '',
  description: '',
  instructor: '',
  duration: '',
  level: 'Beginner',
  price: 0,
  image: '',
  topics: [],
  syllabus: [],
  kit: [],
  is_featured: false,
  is_published: false,
  sort_order: 0,
};

const FIELDS = Object.keys(EMPTY) as (keyof CourseCreateInput)[];

function formValues(course: AdminCourse): CourseCreateInput {
  return Object.fromEntries(FIELDS.map((field) => [field, course[field]])) as CourseCreateInput;
}

/** /admin/courses/new and /admin/courses/:id: everything the course page and its card show. */
export default function CourseEditorPage() {
  const { id: idParam } = useParams();
  const id = idParam === undefined ? undefined : Number(idParam);
  const course = useAdminCourse(id);

  if (id !== undefined && course.isError) {
    const missing = course.error instanceof ApiError && course.error.status === 404;
    return (
      <EmptyState
        title={missing ? 'This course does not exist' : 'The course could not be loaded'}
        description={
          missing ? 'It may have been removed, or the link is wrong.' : 'Check your connection and try again.'
        }
      >
        <Button asChild variant="outline">
          <Link to="/admin/courses">Back to courses</Link>
        </Button>
      </EmptyState>
    );
  }
  if (id !== undefined && !course.data) return <EditorSkeleton />;
  return <CourseForm key={course.data?.id ?? 'new'} course={course.data} />;
}

function CourseForm({ course }: { course: AdminCourse | undefined }) {
  const navigate = useNavigate();
  const save = useSaveCourse();
  const form = useForm<CourseCreateInput, unknown, CourseCreateValues>({
    resolver: formResolver(courseCreateSchema),
    defaultValues: course ? formValues(course) : EMPTY,
  });
  const { register, control, formState } = form;
  const errors = formState.errors;
  const modules = useFieldArray({ control, name: 'syllabus' });
  const ids = { description: useId(), level: useId() };

  // A new course's slug follows its title until someone edits the slug.
  const title = form.watch('title');
  useEffect(() => {
    if (!course && !formState.dirtyFields.slug) form.setValue('slug', suggestProductSlug(title ?? ''));
  }, [course, title, formState.dirtyFields.slug, form]);

  const image = form.watch('image');

  const submit = (values: CourseCreateValues) =>
    save.mutate(
      { id: course?.id, values },
      {
        onSuccess: (saved) => {
          toast.success(course ? `${saved.title} is saved.` : `${saved.title} is added.`);
          if (course) form.reset(formValues(saved));
          else navigate(`/admin/courses/${saved.id}`, { replace: true });
        },
        onError: (error) => showSaveError(error, form.setError, FIELDS),
      },
    );

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)}>
      <AdminPageHeader
        title={course ? course.title : 'New course'}
        description={
          course ? (
            <span className="inline-flex flex-wrap items-center gap-2">
              <PublishedBadge published={course.is_published} />
              <span>
                {formatNumber(course.students)} students · rated {course.rating.toFixed(1)}
              </span>
              {course.is_published ? (
                <Link to={`/courses/${course.slug}`} className="underline" target="_blank" rel="noreferrer">
                  View on the shop
                </Link>
              ) : null}
            </span>
          ) : (
            'A course starts as a draft: publish it when it is ready for customers.'
          )
        }
        actions={
          <>
            <Button asChild variant="outline">
              <Link to="/admin/courses">
                <ArrowLeft aria-hidden /> Courses
              </Link>
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : course ? 'Save changes' : 'Add course'}
            </Button>
          </>
        }
      />
      <FormRefusal className="mb-4" message={errors.root?.server?.message} />

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid min-w-0 gap-6">
          <AdminPanel title="Course">
            <div className="grid gap-4 md:grid-cols-2">
              <FormField label="Title" error={errors.title?.message} className="md:col-span-2" {...register('title')} />
              <FormField
                label="Slug"
                hint={`The address: /courses/${form.watch('slug') || '…'}`}
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
                  rows={5}
                  className={GROWING}
                  {...register('description')}
                />
              </Field>
              <FormField label="Instructor" error={errors.instructor?.message} {...register('instructor')} />
              <FormField
                label="Duration"
                placeholder="8 weeks"
                error={errors.duration?.message}
                {...register('duration')}
              />
              <Field id={ids.level} label="Level" error={errors.level?.message}>
                <Select {...fieldAria(ids.level, errors.level?.message)} {...register('level')}>
                  {COURSE_LEVELS.map((level) => (
                    <option key={level}>{level}</option>
                  ))}
                </Select>
              </Field>
              <FormField
                label="Price (₹)"
                type="number"
                inputMode="decimal"
                min={0}
                step="0.01"
                error={errors.price?.message}
                {...register('price', { valueAsNumber: true })}
              />
            </div>
          </AdminPanel>

          <AdminPanel title="What it covers">
            <div className="grid gap-4 md:grid-cols-2">
              <LinesField
                control={control}
                name="topics"
                label="Topics"
                hint="One a line; the card shows the first three."
              />
              <LinesField control={control} name="kit" label="Kit" hint="The parts a student needs, one a line." />
            </div>
          </AdminPanel>

          <AdminPanel
            title="Syllabus"
            actions={
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => modules.append({ title: '', lessons: [] })}
              >
                <Plus aria-hidden /> Add module
              </Button>
            }
          >
            {modules.fields.length === 0 ? (
              <p className="text-sm text-muted-foreground">No modules yet. Add the first one.</p>
            ) : (
              <ol className="grid gap-4">
                {modules.fields.map((module, index) => (
                  <li key={module.id} className="min-w-0 rounded-md border p-3">
                    <div className="mb-3 flex items-end gap-2">
                      <FormField
                        label={`Module ${index + 1}`}
                        error={errors.syllabus?.[index]?.title?.message}
                        className="min-w-0 flex-1"
                        {...register(`syllabus.${index}.title`)}
                      />
                      <RowControls
                        label="module"
                        index={index}
                        count={modules.fields.length}
                        onMove={modules.move}
                        onRemove={() => modules.remove(index)}
                      />
                    </div>
                    <LinesField control={control} name={`syllabus.${index}.lessons`} label="Lessons" rows={3} />
                  </li>
                ))}
              </ol>
            )}
            {errors.syllabus?.message ? (
              <p className="mt-2 text-xs text-destructive">{errors.syllabus.message}</p>
            ) : null}
          </AdminPanel>
        </div>

        <div className="grid content-start gap-6 md:grid-cols-2 lg:grid-cols-1">
          <AdminPanel title="Visibility">
            <div className="grid gap-4">
              <SwitchField
                control={control}
                name="is_published"
                label="Published"
                description="Shown on /courses and open for enrolment."
              />
              <SwitchField
                control={control}
                name="is_featured"
                label="Featured"
                description="Offered in the header’s Courses menu."
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
                    width={400}
                    height={400}
                    decoding="async"
                    className="max-h-full max-w-full object-contain"
                  />
                ) : (
                  <span className="text-xs text-muted-foreground">No picture yet</span>
                )}
              </div>
              <FormField
                label="Path"
                placeholder="/media/parts/arduino.svg"
                hint="A picture on this site."
                error={errors.image?.message}
                {...register('image')}
              />
            </div>
          </AdminPanel>
        </div>
      </div>
      <EditorFooter busy={save.isPending} label={course ? 'Save changes' : 'Add course'} />
    </form>
  );
}
