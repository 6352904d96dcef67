import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn } from './cn';

const sourceRoot = path.resolve(import.meta.dirname, '..');

/** Every class name written anywhere in the web app's source that tailwind-merge knows as Tailwind's. */
function tailwindClassesInSource(): string[] {
  const files = readdirSync(sourceRoot, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file));
  const words = new Set<string>();
  for (const file of files) {
    const source = readFileSync(path.join(sourceRoot, file), 'utf8');
    for (const [, text = ''] of source.matchAll(/['"`]([^'"`\n]*)['"`]/g)) {
      for (const word of text.split(/\s+/)) if (word && !word.includes('${')) words.add(word);
    }
  }
  // A class tailwind-merge does not know is kept twice; one it knows, once.
  return [...words].filter((word) => twMerge(`${word} ${word}`) === word);
}

/** Variants in tailwind-merge's own order, so `hover:md:` and `md:hover:` are the same. */
const variantsOf = (className: string) =>
  (className.match(/^(?:(?:\[[^\]]*\]|[^:[]+):)*/)?.[0] ?? '').split(':').filter(Boolean).sort().join(':');

describe('cn', () => {
  it('merges like tailwind-merge for every pair of classes the shop writes', () => {
    const classes = tailwindClassesInSource();
    expect(classes.length).toBeGreaterThan(500);
    const byVariants = new Map<string, string[]>();
    for (const className of classes) {
      const variants = variantsOf(className);
      byVariants.set(variants, [...(byVariants.get(variants) ?? []), className]);
    }
    const differences: string[] = [];
    for (const group of byVariants.values()) {
      for (const first of group) {
        for (const second of group) {
          const both = `${first} ${second}`;
          if (cn(both) !== twMerge(both)) differences.push(`${both} → ${cn(both)}, not ${twMerge(both)}`);
        }
      }
    }
    expect(differences).toEqual([]);
    // 400k merges: 3–4 s alone, more beside the rest of the suite on two cores.
  }, 60_000);

  it('lets a later class override an earlier one of the same kind, and keeps what does not conflict', () => {
    expect(cn('h-9 px-4 text-sm', 'h-11 w-full')).toBe('px-4 text-sm h-11 w-full');
    expect(cn('p-4', 'px-2')).toBe('p-4 px-2');
    expect(cn('px-2', 'p-4')).toBe('p-4');
    expect(cn('bg-primary hover:bg-primary/90', { 'bg-muted': true, hidden: false })).toBe(
      'hover:bg-primary/90 bg-muted',
    );
    expect(cn('text-sm text-muted-foreground', 'text-lg text-foreground')).toBe('text-lg text-foreground');
    expect(cn('my-layout-class', 'my-layout-class')).toBe('my-layout-class my-layout-class');
  });
});
