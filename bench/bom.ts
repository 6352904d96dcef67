// Parts-list matching on the sample catalogue, judged by bench/bom-lists/judged.ts: each file of
// bench/bom-lists (maker projects' BOMs as KiCad, spreadsheets and people write them) is sent to
// POST /api/bom/match/ as the page sends it, and each of its lines is scored against its judgement.
// Budget: ≥ 90% of the lines the shop sells matched to the right product at rank 1; ≥ 95% of the
// lines it does not sell left unmatched or marked unsure.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BomLine, BomMatch } from '@makerbazaar/core';
import { createTestApp } from '../apps/server/src/testing/test-app.js';
import { JUDGED_BOMS } from './bom-lists/judged.js';

const round = (n: number) => Number(n.toFixed(3));

/** How a line is named in the judgements: its part number, else its value, else its description. */
export const judgedName = (line: Pick<BomLine, 'part_number' | 'value' | 'description'>) =>
  line.part_number || line.value || line.description;

export async function bomMatching() {
  const ctx = await createTestApp();
  const misses: string[] = [];
  let sellable = 0;
  let rightAtOne = 0;
  let unsellable = 0;
  let leftAlone = 0;
  let sure = 0;
  let wrongAndSure = 0;
  const started = performance.now();
  try {
    for (const judged of JUDGED_BOMS) {
      const text = readFileSync(path.join(import.meta.dirname, 'bom-lists', judged.file), 'utf8');
      const res = await ctx.app.inject({ method: 'POST', url: '/api/bom/match/', payload: { text } });
      if (res.statusCode !== 200) throw new Error(`${judged.file}: ${res.statusCode} ${res.body}`);
      const result = res.json() as BomMatch;
      const named = new Set(result.lines.map(judgedName));
      for (const name of Object.keys(judged.lines)) {
        if (!named.has(name)) throw new Error(`${judged.file}: judged "${name}" is not a line of the file`);
      }
      for (const line of result.lines) {
        const name = judgedName(line);
        const wanted = judged.lines[name];
        if (wanted === undefined) throw new Error(`${judged.file}: line "${name}" has no judgement`);
        const got = line.product?.slug ?? null;
        if (line.confidence === 'sure') sure++;
        if (wanted === null) {
          unsellable++;
          if (line.confidence === 'unsure' || line.confidence === 'none') leftAlone++;
          else misses.push(`${judged.file}: "${name}" is not sold, matched ${got} (${line.confidence})`);
        } else {
          sellable++;
          if (got === wanted) rightAtOne++;
          else misses.push(`${judged.file}: "${name}" → ${got} (${line.confidence}), wanted ${wanted}`);
        }
        if (line.confidence === 'sure' && got !== wanted) wrongAndSure++;
      }
    }
  } finally {
    await ctx.close();
  }
  return {
    files: JUDGED_BOMS.length,
    lines: sellable + unsellable,
    sellable,
    rightAtRank1: round(rightAtOne / sellable),
    unsellable,
    unsellableLeftOrUnsure: round(leftAlone / unsellable),
    sure,
    wrongAndSure,
    seconds: round((performance.now() - started) / 1000),
    misses,
    pass: rightAtOne / sellable >= 0.9 && leftAlone / unsellable >= 0.95,
  };
}
