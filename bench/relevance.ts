// Search relevance on the sample catalogue, judged by bench/relevance-queries.ts: the mean
// reciprocal rank of the first wanted product, recall of the wanted products in the first ten, and
// how many of the products that belong in the first three are there. Budget: recall@10 ≥ 0.95, MRR ≥ 0.85.
import { searchQuerySchema } from '@makerbazaar/core';
import { ProductIndex } from '../apps/server/src/modules/catalog/product-index.js';
import { searchProducts } from '../apps/server/src/modules/search/search.service.js';
import { seedSampleData } from '../apps/server/src/seed/seed-sample-data.js';
import { openTestDatabase } from '../apps/server/src/testing/test-app.js';
import { JUDGED_QUERIES } from './relevance-queries.js';

const round = (n: number) => Number(n.toFixed(3));

export async function relevance() {
  const { database, drop } = await openTestDatabase('');
  try {
    await seedSampleData(database.db);
    const index = await ProductIndex.build(database.db);
    let reciprocalRanks = 0;
    let wanted = 0;
    let foundInTen = 0;
    let belongInThree = 0;
    let foundInThree = 0;
    const misses: { q: string; first: string[]; notInThree: string[]; notInTen: string[] }[] = [];
    for (const judged of JUDGED_QUERIES) {
      const query = searchQuerySchema.parse({ q: judged.q, page_size: '10' });
      const slugs = (await searchProducts(database.db, index, query, '/api/search/')).results.map((p) => p.slug);
      const relevant = [...judged.top3, ...(judged.top10 ?? [])];
      const firstRelevant = slugs.findIndex((slug) => relevant.includes(slug));
      reciprocalRanks += firstRelevant < 0 ? 0 : 1 / (firstRelevant + 1);
      const notInTen = relevant.filter((slug) => !slugs.includes(slug));
      const notInThree = judged.top3.filter((slug) => !slugs.slice(0, 3).includes(slug));
      wanted += relevant.length;
      foundInTen += relevant.length - notInTen.length;
      belongInThree += judged.top3.length;
      foundInThree += judged.top3.length - notInThree.length;
      if (firstRelevant !== 0 || notInTen.length || notInThree.length) {
        misses.push({ q: judged.q, first: slugs.slice(0, 3), notInThree, notInTen });
      }
    }
    return {
      queries: JUDGED_QUERIES.length,
      mrr: round(reciprocalRanks / JUDGED_QUERIES.length),
      recallAt10: round(foundInTen / wanted),
      top3Found: round(foundInThree / belongInThree),
      misses,
    };
  } finally {
    await drop();
  }
}
