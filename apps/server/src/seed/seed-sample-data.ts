import { count } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { categories } from '../db/schema/catalog.js';
import { seedCatalogue } from './seed-catalogue.js';
import { seedCoupons } from './seed-coupons.js';
import { seedCourses } from './seed-courses.js';
import { seedProjects } from './seed-projects.js';

/** Everything a fresh shop starts with. Idempotent: rows are matched by slug. */
export async function seedSampleData(db: Database): Promise<void> {
  await seedCatalogue(db);
  await seedCourses(db);
  await seedProjects(db);
  await seedCoupons(db);
}

/** What `npm start` does: a shop with no categories gets the sample data, any other is left alone. */
export async function seedSampleDataIfEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(categories);
  if ((row?.n ?? 0) > 0) return false;
  await seedSampleData(db);
  return true;
}
