import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_CATEGORY_IDS } from '@makerbazaar/core';
import { describe, expect, it } from 'vitest';
import { PROJECT_IMAGES_DIR } from '../media/project-images.js';
import { SEED_PRODUCTS } from './catalogue.data.js';
import { SEED_PROJECTS } from './projects.data.js';

describe('sample projects', () => {
  it('name only products that are in the sample catalogue', () => {
    const catalogue = new Set(SEED_PRODUCTS.map((p) => p.slug));
    const unknown = SEED_PROJECTS.flatMap((project) =>
      project.parts.filter((part) => !catalogue.has(part.slug)).map((part) => `${project.slug}: ${part.slug}`),
    );
    expect(unknown).toEqual([]);
  });

  it('cover every project category at least twice, with unique slugs that are not category ids', () => {
    for (const category of PROJECT_CATEGORY_IDS) {
      expect(SEED_PROJECTS.filter((p) => p.category === category).length, category).toBeGreaterThanOrEqual(2);
    }
    const slugs = SEED_PROJECTS.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs.filter((slug) => (PROJECT_CATEGORY_IDS as string[]).includes(slug))).toEqual([]);
  });

  it('each have 4–8 steps, a parts list without repeats and sensible quantities', () => {
    for (const project of SEED_PROJECTS) {
      expect(project.steps.length, project.slug).toBeGreaterThanOrEqual(4);
      expect(project.steps.length, project.slug).toBeLessThanOrEqual(8);
      const partSlugs = project.parts.map((part) => part.slug);
      expect(new Set(partSlugs).size, project.slug).toBe(partSlugs.length);
      for (const part of project.parts) expect(part.quantity).toBeGreaterThanOrEqual(1);
    }
  });

  it('each have an 800×500 SVG illustration with a text alternative', () => {
    for (const project of SEED_PROJECTS) {
      const svg = readFileSync(path.join(PROJECT_IMAGES_DIR, `${project.image}.svg`), 'utf8');
      expect(svg, project.image).toMatch(/^<svg [^>]*viewBox="0 0 800 500"/);
      expect(svg, project.image).toMatch(/role="img" aria-label="[^"]{10,}"/);
    }
  });
});
