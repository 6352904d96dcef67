import {
  type AdminCourse,
  COURSE_LEVELS,
  type CourseCreateInput,
  type CourseCreateValues,
  courseCreateSchema,
} from '@makerbazaar/core';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { formResolver } from '@/lib/form-resolver';
import { formatNumber } from '@/lib/format';
import { AdminPanel } from '../components/admin-page';
import { LinesField, NumberField, SelectField } from '../kit/fields';
import { courseApi } from './api/courses';
import { type ContentEditorConfig, ContentEditorPage } from './content-editor';
import { RowsPanel } from './editor-fields';

type CourseForm = UseFormReturn<CourseCreateInput, unknown, CourseCreateValues>;

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

const courseEditor: ContentEditorConfig<AdminCourse, CourseCreateInput, CourseCreateValues> = {
  noun: 'course',
  plural: 'courses',
  useRecord: courseApi.useRecord,
  useSave: courseApi.useSave,
  resolver: formResolver(courseCreateSchema),
  empty: EMPTY,
  valuesOf: (course) => Object.fromEntries(FIELDS.map((field) => [field, course[field]])) as CourseCreateInput,
  summary: (course) => (
    <span>
      {formatNumber(course.students)} students · rated {course.rating.toFixed(1)}
    </span>
  ),
  draftHint: 'A course starts as a draft: publish it when it is ready for customers.',
  descriptionRows: 5,
  fields: (form) => <CourseFields form={form} />,
  sections: (form) => <CourseSections form={form} />,
  published: 'Shown on /courses and open for enrolment.',
  featured: 'Offered in the header’s Courses menu.',
  picture: { field: 'image', placeholder: '/media/parts/arduino.svg', width: 400, height: 400 },
};

/** /admin/courses/new and /admin/courses/:id: everything the course page and its card show. */
export default function CourseEditorPage() {
  return <ContentEditorPage config={courseEditor} />;
}

function CourseFields({ form: { register, formState } }: { form: CourseForm }) {
  const errors = formState.errors;
  return (
    <>
      <FormField label="Instructor" error={errors.instructor?.message} {...register('instructor')} />
      <FormField label="Duration" placeholder="8 weeks" error={errors.duration?.message} {...register('duration')} />
      <SelectField label="Level" error={errors.level?.message} {...register('level')}>
        {COURSE_LEVELS.map((level) => (
          <option key={level}>{level}</option>
        ))}
      </SelectField>
      <NumberField
        label="Price (₹)"
        rupees
        error={errors.price?.message}
        {...register('price', { valueAsNumber: true })}
      />
    </>
  );
}

function CourseSections({ form: { control, register, formState } }: { form: CourseForm }) {
  const modules = useFieldArray({ control, name: 'syllabus' });
  const errors = formState.errors;
  return (
    <>
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
      <RowsPanel
        title="Syllabus"
        noun="module"
        rows={modules}
        onAdd={() => modules.append({ title: '', lessons: [] })}
        titleField={(index) => register(`syllabus.${index}.title`)}
        titleError={(index) => errors.syllabus?.[index]?.title?.message}
        error={errors.syllabus?.message}
      >
        {(index) => <LinesField control={control} name={`syllabus.${index}.lessons`} label="Lessons" rows={3} />}
      </RowsPanel>
    </>
  );
}
