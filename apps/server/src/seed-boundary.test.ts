import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const SRC = import.meta.dirname;
const SEED = path.join(SRC, 'seed');

/**
 * Who may load the sample data: the seeding code itself, the command line, the process's start-up
 * (which seeds an empty database unless SEED=never), and tests. The running shop does not: what it
 * serves (the drawn part and project pictures) lives in `media/`.
 */
function mayImportSeed(file: string): boolean {
  const relative = path.relative(SRC, file).split(path.sep).join('/');
  return (
    relative.startsWith('seed/') ||
    relative.startsWith('cli/') ||
    relative.startsWith('testing/') ||
    relative === 'main.ts' ||
    relative.endsWith('.test.ts')
  );
}

const IMPORTED = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** The files under src/ that import something under seed/, with what they import. */
function seedImporters(files: string[]): string[] {
  return files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(IMPORTED)]
      .map((match) => path.resolve(path.dirname(file), match[1] ?? ''))
      .filter((target) => target.startsWith(`${SEED}${path.sep}`))
      .map((target) => `${path.relative(SRC, file)} → ${path.relative(SRC, target)}`),
  );
}

it('finds imports of seed/ however they are written', () => {
  const imports = seedImporters([path.join(SRC, 'testing', 'test-app.ts'), path.join(SRC, 'main.ts')]);
  expect(imports).toEqual(['testing/test-app.ts → seed/seed-sample-data.js', 'main.ts → seed/seed-sample-data.js']);
});

it('keeps the sample data out of the running shop: only seeding code, the CLI, start-up and tests import seed/', () => {
  const offending = seedImporters(sourceFiles(SRC).filter((file) => !mayImportSeed(file)));
  expect(offending).toEqual([]);
});
