import {
  type AddProjectPartsResult,
  type Paginated,
  type Project,
  type ProjectDetail,
  paiseToRupees,
} from '@makerbazaar/core';
import { toCart } from '../cart/cart.presenter.js';
import { toProduct } from '../catalog/catalog.presenter.js';
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
