import { z } from 'zod';
import { MAX_CART_LINE_QUANTITY } from '../rules/cart.js';
import { PROJECT_CATEGORY_IDS, PROJECT_DIFFICULTIES } from '../rules/projects.js';
import { booleanParam, idSchema, multilineText, paginatedSchema, paginationQuerySchema, text } from './common.js';
import { COURSE_LEVELS } from './courses.js';
import { FAQ_CATEGORIES } from './faq.js';
import { projectStepSchema } from './projects.js';
import { translationsInputSchema, translationsSchema } from './translations.js';

const REQUIRED = 'This field is required.';
const maxLength = (n: number) => `Ensure this field has no more than ${n} characters.`;

/** A required one-line field of at most `max` characters. */
const line = (max: number) => text({ message: REQUIRED }).trim().min(1, REQUIRED).max(max, maxLength(max));
/** A required paragraph (line breaks kept) of at most `max` characters. */
const paragraph = (max: number) =>
  multilineText({ message: REQUIRED }).trim().min(1, REQUIRED).max(max, maxLength(max));

/** Lower-case letters, digits and single hyphens, with a letter: digits alone would read as an id. */
export const CONTENT_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const slugField = line(100)
  .regex(CONTENT_SLUG_PATTERN, 'Use lower-case letters, digits and single hyphens, such as esp32-weather-station.')
  .refine((slug) => !/^\d+$/.test(slug), 'A slug needs at least one letter: digits alone read as an id.');

/** A picture on this site, such as /media/projects/weather-station.svg. */
const imagePathField = line(300).regex(
  /^\/[^\s?#]+$/,
  'Enter a path on this site that starts with /, such as /media/parts/arduino.svg.',
);

const publishedField = z.boolean({ message: 'Must be true or false.' });
const sortOrderField = z
  .number({ message: 'A valid integer is required.' })
  .int('A valid integer is required.')
  .min(0, 'Ensure this value is at least 0.')
  .max(100_000, 'Ensure this value is at most 100000.');

/** A list of short phrases (topics, tags, kit items): blank lines dropped, each one at most `max` characters. */
const phrases = (max: number, most: number, what: string) =>
  z
    .array(text({ message: 'Each item must be text.' }).trim().max(max, maxLength(max)), {
      message: `Give the ${what} as a list.`,
    })
    .transform((items) => items.filter((item) => item !== ''))
    .pipe(z.array(z.string()).max(most, `Give at most ${most} ${what}.`));

/** At least one field for a PATCH. */
const someField = (input: object) => Object.keys(input).length > 0;
const SOME_FIELD = 'Give at least one field to change.';

/** Back-office lists: words in the title or slug, and published or draft. */
export const adminContentListQuerySchema = paginationQuerySchema.extend({
  q: text().trim().max(200, maxLength(200)).optional(),
  published: booleanParam.optional(),
});
export type AdminContentListQuery = z.output<typeof adminContentListQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Courses

/** The largest course price that fits the database's integer paise. */
export const MAX_COURSE_PRICE_RUPEES = 9_999_999.99;

const coursePriceField = z
  .number({ message: 'Enter an amount in rupees.' })
  .refine((value) => Number.isFinite(value) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
    message: 'Enter an amount with at most two decimals.',
    abort: true,
  })
  .min(0, 'The price cannot be negative.')
  .max(MAX_COURSE_PRICE_RUPEES, `The price must be at most ₹${MAX_COURSE_PRICE_RUPEES}.`);

export const syllabusModuleSchema = z.object({
  title: line(200),
  lessons: phrases(200, 50, 'lessons').pipe(z.array(z.string()).min(1, 'Give each module at least one lesson.')),
});

/** A course as the back office edits it; `price` in rupees, as the storefront's course API speaks it. */
export const adminCourseSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  instructor: z.string(),
  duration: z.string(),
  level: z.enum(COURSE_LEVELS),
  price: z.number(),
  image: z.string(),
  /** Read-only: set by the sample data; the storefront shows it. */
  rating: z.number(),
  /** Read-only: counted by enrolments. */
  students: z.number().int(),
  topics: z.array(z.string()),
  syllabus: z.array(z.object({ title: z.string(), lessons: z.array(z.string()) })),
  kit: z.array(z.string()),
  is_featured: z.boolean(),
  is_published: z.boolean(),
  sort_order: z.number().int(),
  created_at: z.string(),
});
export type AdminCourse = z.infer<typeof adminCourseSchema>;
export const adminCoursePageSchema = paginatedSchema(adminCourseSchema);

const courseFields = {
  slug: slugField,
  title: line(200),
  description: paragraph(5_000),
  instructor: line(100),
  /** As people say it, e.g. "8 weeks". */
  duration: line(50),
  level: z.enum(COURSE_LEVELS, { message: `Choose ${COURSE_LEVELS.join(', ')}.` }),
  price: coursePriceField,
  image: imagePathField,
  topics: phrases(100, 30, 'topics'),
  syllabus: z.array(syllabusModuleSchema, { message: 'Give the syllabus as a list of modules.' }).max(50),
  kit: phrases(200, 50, 'kit items'),
  is_featured: z.boolean({ message: 'Must be true or false.' }),
  is_published: publishedField,
  sort_order: sortOrderField,
};

/** `POST /api/admin/courses/`: a new course starts unpublished unless `is_published` says otherwise. */
export const courseCreateSchema = z.object({
  ...courseFields,
  topics: courseFields.topics.default([]),
  syllabus: courseFields.syllabus.default([]),
  kit: courseFields.kit.default([]),
  is_featured: courseFields.is_featured.default(false),
  is_published: courseFields.is_published.default(false),
  sort_order: courseFields.sort_order.default(0),
});
export type CourseCreateInput = z.input<typeof courseCreateSchema>;
export type CourseCreateValues = z.output<typeof courseCreateSchema>;

/** `PATCH /api/admin/courses/{id}/`: the fields given change; `is_published` publishes or withdraws it. */
export const courseUpdateSchema = z.object(courseFields).partial().refine(someField, SOME_FIELD);
export type CourseUpdateInput = z.input<typeof courseUpdateSchema>;
export type CourseUpdateValues = z.output<typeof courseUpdateSchema>;

// ---------------------------------------------------------------------------------------------
// Projects

export const MAX_PROJECT_PARTS = 50;
/** A build's part, as many as "Add all parts" can put in a cart line. */
export const MAX_PART_QUANTITY = MAX_CART_LINE_QUANTITY;

/** One line of the parts list as the editor sends it: a catalogue product and how many the build needs. */
export const projectPartInputSchema = z.object({
  product_id: idSchema,
  quantity: z
    .number({ message: 'Give each part a quantity.' })
    .int('A part’s quantity must be a whole number.')
    .min(1, 'A part’s quantity must be at least 1.')
    .max(MAX_PART_QUANTITY, `A part’s quantity must be at most ${MAX_PART_QUANTITY}.`),
});

const partsField = z
  .array(projectPartInputSchema, { message: 'Give the parts as a list.' })
  .max(MAX_PROJECT_PARTS, `A project may list at most ${MAX_PROJECT_PARTS} parts.`)
  .refine(
    (parts) => new Set(parts.map((part) => part.product_id)).size === parts.length,
    'Each product may appear only once in the parts list; raise its quantity instead.',
  );

/** A line of the parts list in the back office: the product as it is today, sold or not. */
export const adminProjectPartSchema = z.object({
  product_id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  /** Rupees, today's price. */
  price: z.number(),
  /** False when the product or its category is hidden: the storefront leaves the part out. */
  is_sold: z.boolean(),
  quantity: z.number().int(),
});
export type AdminProjectPart = z.infer<typeof adminProjectPartSchema>;

/** A project as the back office edits it, with its parts list. */
export const adminProjectSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  featured_image: z.string(),
  tags: z.array(z.string()),
  estimated_time: z.string(),
  difficulty_level: z.enum(PROJECT_DIFFICULTIES),
  category: z.enum(PROJECT_CATEGORY_IDS),
  steps: z.array(projectStepSchema),
  is_featured: z.boolean(),
  is_published: z.boolean(),
  sort_order: z.number().int(),
  /** Read-only: counted by the storefront. */
  views_count: z.number().int(),
  parts: z.array(adminProjectPartSchema),
  created_at: z.string(),
});
export type AdminProject = z.infer<typeof adminProjectSchema>;

/** A project in the back office's list: without steps and parts, with how many parts it lists. */
export const adminProjectSummarySchema = adminProjectSchema
  .omit({ steps: true, parts: true, description: true })
  .extend({ parts_count: z.number().int() });
export type AdminProjectSummary = z.infer<typeof adminProjectSummarySchema>;
export const adminProjectPageSchema = paginatedSchema(adminProjectSummarySchema);

const projectFields = {
  slug: slugField,
  title: line(200),
  description: paragraph(5_000),
  featured_image: imagePathField,
  tags: phrases(50, 20, 'tags'),
  /** As people say it, e.g. "3 hours". */
  estimated_time: line(50),
  difficulty_level: z.enum(PROJECT_DIFFICULTIES, { message: `Choose ${PROJECT_DIFFICULTIES.join(', ')}.` }),
  category: z.enum(PROJECT_CATEGORY_IDS, { message: 'Choose one of the six project categories.' }),
  steps: z
    .array(z.object({ title: line(200), body: paragraph(5_000) }), { message: 'Give the steps as a list.' })
    .max(50, 'Give at most 50 steps.'),
  is_featured: z.boolean({ message: 'Must be true or false.' }),
  is_published: publishedField,
  sort_order: sortOrderField,
  parts: partsField,
};

/** `POST /api/admin/projects/`: a new project starts unpublished unless `is_published` says otherwise. */
export const projectCreateSchema = z.object({
  ...projectFields,
  tags: projectFields.tags.default([]),
  steps: projectFields.steps.default([]),
  is_featured: projectFields.is_featured.default(false),
  is_published: projectFields.is_published.default(false),
  sort_order: projectFields.sort_order.default(0),
  parts: projectFields.parts.default([]),
});
export type ProjectCreateInput = z.input<typeof projectCreateSchema>;
export type ProjectCreateValues = z.output<typeof projectCreateSchema>;

/** `PATCH /api/admin/projects/{id}/`: the fields given change; `parts`, when given, replaces the whole list. */
export const projectUpdateSchema = z.object(projectFields).partial().refine(someField, SOME_FIELD);
export type ProjectUpdateInput = z.input<typeof projectUpdateSchema>;
export type ProjectUpdateValues = z.output<typeof projectUpdateSchema>;

// ---------------------------------------------------------------------------------------------
// FAQ

/** An entry's question and answer in Hindi, Telugu and Tamil; blank where staff have not translated it. */
export const faqTranslationsSchema = translationsSchema({ question: z.string(), answer: z.string() });
export type FaqTranslations = z.infer<typeof faqTranslationsSchema>;

/** An entry of the help page's FAQ in the back office, published or not. */
export const adminFaqEntrySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  category: z.enum(FAQ_CATEGORIES),
  question: z.string(),
  answer: z.string(),
  is_published: z.boolean(),
  sort_order: z.number().int(),
  updated_at: z.string(),
  translations: faqTranslationsSchema,
});
export type AdminFaqEntry = z.infer<typeof adminFaqEntrySchema>;

/** Every entry, in the help page's order: there are few enough to show and drag them all at once. */
export const adminFaqListSchema = z.object({ results: z.array(adminFaqEntrySchema) });
export type AdminFaqList = z.infer<typeof adminFaqListSchema>;

const faqFields = {
  slug: slugField,
  category: z.enum(FAQ_CATEGORIES, { message: `Choose one of ${FAQ_CATEGORIES.join(', ')}.` }),
  question: line(300),
  answer: paragraph(5_000),
  is_published: publishedField,
  /** The question and answer in other languages, each optional: a reader of one without them sees the English. */
  translations: translationsInputSchema({
    question: text().trim().max(300, maxLength(300)),
    answer: multilineText().trim().max(5_000, maxLength(5_000)),
  }),
};

/** `POST /api/admin/faq/`: a new entry goes last on the help page. */
export const faqCreateSchema = z.object({
  ...faqFields,
  is_published: faqFields.is_published.default(true),
  translations: faqFields.translations.default({}),
});
export type FaqCreateInput = z.input<typeof faqCreateSchema>;
export type FaqCreateValues = z.output<typeof faqCreateSchema>;

/** `PATCH /api/admin/faq/{id}/`: the fields given change; `is_published: false` hides it from the help page. */
export const faqUpdateSchema = z.object(faqFields).partial().refine(someField, SOME_FIELD);
export type FaqUpdateInput = z.input<typeof faqUpdateSchema>;
export type FaqUpdateValues = z.output<typeof faqUpdateSchema>;

/** `PUT /api/admin/faq/order/`: every entry's id, in the help page's order. */
export const faqOrderSchema = z.object({
  ids: z
    .array(idSchema, { message: 'Give the FAQ entry ids as a list.' })
    .min(1, 'Give the FAQ entry ids as a list.')
    .max(10_000)
    .refine((ids) => new Set(ids).size === ids.length, 'Each FAQ entry may appear only once.'),
});
export type FaqOrderInput = z.input<typeof faqOrderSchema>;
