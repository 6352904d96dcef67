import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { products } from '../db/schema/catalog.js';
import { projectParts, projects } from '../db/schema/projects.js';
import { projectImageUrl } from '../media/project-images.js';
import { SEED_PROJECTS } from './projects.data.js';

/**
 * Loads the sample projects with their parts lists; existing projects (matched by slug) are left
 * as they are. Needs the catalogue: a part whose product slug is unknown is an error.
 */
export async function seedProjects(db: Database): Promise<number> {
  const slugs = [...new Set(SEED_PROJECTS.flatMap((p) => p.parts.map((part) => part.slug)))];
  const found = await db
    .select({ id: products.id, slug: products.slug })
    .from(products)
    .where(inArray(products.slug, slugs));
  const productIds = new Map(found.map((p) => [p.slug, p.id]));
  const missing = slugs.filter((slug) => !productIds.has(slug));
  if (missing.length > 0)
    throw new Error(`projects need products that are not in the catalogue: ${missing.join(', ')}`);
  const productId = (slug: string) => productIds.get(slug) as number;

  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(projects)
      .values(
        SEED_PROJECTS.map((p, index) => ({
          slug: p.slug,
          title: p.title,
          description: p.description,
          featuredImage: projectImageUrl(p.image),
          tags: p.tags,
          estimatedTime: p.estimatedTime,
          difficultyLevel: p.difficulty,
          isFeatured: p.isFeatured,
          category: p.category,
          steps: p.steps,
          sortOrder: index + 1,
        })),
      )
      .onConflictDoNothing({ target: projects.slug })
      .returning({ id: projects.id, slug: projects.slug });
    const parts = inserted.flatMap(({ id, slug }) =>
      (SEED_PROJECTS.find((p) => p.slug === slug)?.parts ?? []).map((part, position) => ({
        projectId: id,
        productId: productId(part.slug),
        quantity: part.quantity,
        position,
      })),
    );
    if (parts.length > 0) await tx.insert(projectParts).values(parts);
    return inserted.length;
  });
}
