import { PROJECT_CATEGORIES } from '@makerbazaar/core';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { PROJECT_CATEGORY_TEXTS, projectCategoryName } from './project-categories';

describe('the project categories on the screens', () => {
  it.each(PROJECT_CATEGORIES)('read in English as the shared list has them: $id', (category) => {
    expect(i18n._(PROJECT_CATEGORY_TEXTS[category.id].name)).toBe(category.name);
    expect(i18n._(PROJECT_CATEGORY_TEXTS[category.id].description)).toBe(category.description);
    expect(projectCategoryName(i18n, category.id)).toBe(category.name);
  });
});
