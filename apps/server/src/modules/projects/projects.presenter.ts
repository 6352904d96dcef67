import {
  type AddProjectPartsResult,
  type AdminProject,
  type AdminProjectSummary,
  type Paginated,
  type Project,
  type ProjectDetail,
  paiseToRupees,
} from '@makerbazaar/core';
import { toCart } from '../cart/cart.presenter.js';
import { toProduct } from '../catalog/catalog.presenter.js';
import type { AdminProjectRecord, ProjectSummaryRow } from './project-admin.service.js';
import type { PartOutcome, ProjectPartsAdded, ProjectRow, ProjectWithParts } from './projects.service.js';

export function toProject(row: ProjectRow): Project {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    featured_image: row.featuredImage,
    tags: row.tags,
    views_count: row.viewsCount,
    estimated_time: row.estimatedTime,
    difficulty_level: row.difficultyLevel,
    is_featured: row.isFeatured,
    category: row.category,
  };
}

export function toProjectList(page: Paginated<ProjectRow>): Paginated<Project> {
  return { ...page, results: page.results.map(toProject) };
}

export function toProjectDetail({ project, parts, partsTotalPaise }: ProjectWithParts): ProjectDetail {
  return {
    ...toProject(project),
    steps: project.steps,
    parts: parts.map((part) => ({
      product: toProduct(part.product),
      quantity: part.quantity,
      line_total: paiseToRupees(part.linePaise),
    })),
    parts_total: paiseToRupees(partsTotalPaise),
  };
}

export function toAddProjectPartsResult({ outcomes, detail, cart }: ProjectPartsAdded): AddProjectPartsResult {
  const of = (kind: PartOutcome['kind']) => outcomes.filter((o) => o.kind === kind);
  const ref = (o: PartOutcome) => ({ product_id: o.productId, name: o.name, quantity: o.quantity });
  return {
    added: of('added').map(ref),
    already_in_cart: of('already_in_cart').map(ref),
    short: of('short').map(ref),
    out_of_stock: of('out_of_stock').map((o) => ({ product_id: o.productId, name: o.name })),
    detail,
    cart: toCart(cart),
  };
}

/** A project in the back office's list, published or not. */
export function toAdminProjectSummary(row: ProjectSummaryRow): AdminProjectSummary {
  const { description: _description, ...shown } = toProject(row);
  return {
    ...shown,
    is_published: row.isActive,
    sort_order: row.sortOrder,
    parts_count: row.partsCount,
    created_at: row.createdAt.toISOString(),
  };
}

/** A project as the editor shows it: its steps and its whole parts list, hidden products too. */
export function toAdminProject({ project, parts }: AdminProjectRecord): AdminProject {
  return {
    ...toProject(project),
    steps: project.steps,
    is_published: project.isActive,
    sort_order: project.sortOrder,
    parts: parts.map((part) => ({
      product_id: part.productId,
      name: part.name,
      slug: part.slug,
      price: paiseToRupees(part.pricePaise),
      is_sold: part.sold,
      quantity: part.quantity,
    })),
    created_at: project.createdAt.toISOString(),
  };
}
