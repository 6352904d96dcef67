// Search relevance on the sample catalogue, judged by bench/relevance-queries.ts, overall and per kind
// of query: hit@3 (a wanted product among the first three), the mean reciprocal rank of the first
// wanted product, recall of the wanted products in the first ten, how many of the products that
// belong in the first three are there, and the share of queries that found nothing. A query written
// to find nothing scores a hit (and rank 1) when it does. Budget: hit@3 ≥ 0.95, MRR ≥ 0.9,
// recall@10 ≥ 0.95, and no empty answer but those written to have none.
import { searchQuerySchema } from '@makerbazaar/core';
import { ProductIndex } from '../apps/server/src/modules/catalog/product-index.js';
import { searchProducts } from '../apps/server/src/modules/search/search.service.js';
import { seedSampleData } from '../apps/server/src/seed/seed-sample-data.js';
import { openTestDatabase } from '../apps/server/src/testing/test-app.js';
import { JUDGED_QUERIES, type JudgedQuery } from './relevance-queries.js';

const round = (n: number) => Number(n.toFixed(3));

interface Tally {
  queries: number;
  hitsInThree: number;
  reciprocalRanks: number;
  wanted: number;
  foundInTen: number;
  belongInThree: number;
  foundInThree: number;
  empty: number;
  /** Empty answers to queries that were written to find something. */
  emptyUnexpected: number;
}

const newTally = (): Tally => ({
  queries: 0,
  hitsInThree: 0,
  reciprocalRanks: 0,
  wanted: 0,
  foundInTen: 0,
  belongInThree: 0,
  foundInThree: 0,
  empty: 0,
  emptyUnexpected: 0,
});

function summary(t: Tally) {
  return {
    queries: t.queries,
    hitAt3: round(t.hitsInThree / t.queries),
    mrr: round(t.reciprocalRanks / t.queries),
    recallAt10: t.wanted ? round(t.foundInTen / t.wanted) : null,
    top3Found: t.belongInThree ? round(t.foundInThree / t.belongInThree) : null,
    empty: round(t.empty / t.queries),
    emptyUnexpected: t.emptyUnexpected,
  };
}

/** Scores one answer (the slugs of its first ten results) into the tallies. */
function score(judged: JudgedQuery, slugs: string[], total: number, tallies: Tally[]) {
  const relevant = [...judged.top3, ...(judged.top10 ?? [])];
  const firstRelevant = slugs.findIndex((slug) => relevant.includes(slug));
  const notInTen = relevant.filter((slug) => !slugs.includes(slug));
  const notInThree = judged.top3.filter((slug) => !slugs.slice(0, 3).includes(slug));
  const rank = judged.none ? (total === 0 ? 1 : 0) : firstRelevant < 0 ? 0 : 1 / (firstRelevant + 1);
  for (const t of tallies) {
    t.queries++;
    t.hitsInThree += judged.none ? rank : firstRelevant >= 0 && firstRelevant < 3 ? 1 : 0;
    t.reciprocalRanks += rank;
    t.wanted += relevant.length;
    t.foundInTen += relevant.length - notInTen.length;
    t.belongInThree += judged.top3.length;
    t.foundInThree += judged.top3.length - notInThree.length;
    if (total === 0) t.empty++;
    if (total === 0 && !judged.none) t.emptyUnexpected++;
  }
  return rank === 1 && !notInTen.length && !notInThree.length ? undefined : { notInThree, notInTen };
}

export async function relevance() {
  const { database, drop } = await openTestDatabase('');
  try {
    await seedSampleData(database.db);
    const index = await ProductIndex.build(database.db);
    const overall = newTally();
    const byKind = new Map<string, Tally>();
    const misses: { q: string; kind: string; first: string[]; notInThree: string[]; notInTen: string[] }[] = [];
    for (const judged of JUDGED_QUERIES) {
      const query = searchQuerySchema.parse({ q: judged.q, page_size: '10' });
      const answer = await searchProducts(database.db, index, query, '/api/search/');
      const slugs = answer.results.map((p) => p.slug);
      const kind = byKind.get(judged.kind) ?? newTally();
      byKind.set(judged.kind, kind);
      const miss = score(judged, slugs, answer.count, [overall, kind]);
      if (miss) misses.push({ q: judged.q, kind: judged.kind, first: slugs.slice(0, 3), ...miss });
    }
    return {
      ...summary(overall),
      kinds: Object.fromEntries([...byKind].map(([kind, tally]) => [kind, summary(tally)])),
      misses,
    };
  } finally {
    await drop();
  }
}
