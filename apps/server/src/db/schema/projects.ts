import type { ProjectCategoryId } from '@makerbazaar/core';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalog.js';
import { createdAt, id, requiredRef } from './columns.js';

export interface ProjectStep {
  title: string;
  body: string;
}

/** DIY builds shown on /projects, each with the catalogue parts it needs. */
export const projects = pgTable(
  'projects',
  {
    id: id(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** A URL path, e.g. `/media/projects/weather-station.svg`. */
    featuredImage: text('featured_image').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    viewsCount: integer('views_count').notNull().default(0),
    /** As people say it, e.g. "3 hours". */
    estimatedTime: text('estimated_time').notNull(),
    difficultyLevel: text('difficulty_level', { enum: ['Beginner', 'Intermediate', 'Advanced'] }).notNull(),
    isFeatured: boolean('is_featured').notNull().default(false),
    category: text('category').$type<ProjectCategoryId>().notNull(),
    steps: jsonb('steps').$type<ProjectStep[]>().notNull().default([]),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('projects_slug_key').on(t.slug)],
);

/** The parts list of a project: a catalogue product and how many of it the build needs. */
export const projectParts = pgTable(
  'project_parts',
  {
    id: id(),
    projectId: requiredRef('project_id', () => projects.id, 'cascade'),
    productId: requiredRef('product_id', () => products.id, 'cascade'),
    quantity: integer('quantity').notNull(),
    /** Order in the parts list. */
    position: integer('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('project_parts_project_product_key').on(t.projectId, t.productId),
    check('project_parts_quantity_positive', sql`${t.quantity} > 0`),
  ],
);
