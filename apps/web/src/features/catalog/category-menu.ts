import type { Category } from '@makerbazaar/core';

export interface MenuCategory {
  name: string;
  slug: string;
  sort_order: number;
  icon: string | null;
  products_count?: number;
}

/** Always offered in the Categories menu, even before (or without) the server's list. */
export const FALLBACK_MENU_CATEGORIES: MenuCategory[] = [
  { name: 'Arduino', slug: 'arduino', sort_order: 1, icon: '🔌' },
  { name: 'Raspberry Pi', slug: 'raspberry-pi', sort_order: 2, icon: '🍓' },
  { name: 'Semiconductor Boards', slug: 'semiconductor-boards', sort_order: 13, icon: '🧩' },
];

/** The server's active categories plus any fallback whose slug it lacks, by sort_order then name. */
export function mergeMenuCategories(server: Category[] | undefined): MenuCategory[] {
  const list: MenuCategory[] = [...(server ?? [])];
  const slugs = new Set(list.map((c) => c.slug));
  for (const fallback of FALLBACK_MENU_CATEGORIES) if (!slugs.has(fallback.slug)) list.push(fallback);
  return list.sort((a, b) => a.sort_order - b.sort_order || a.name.localeCompare(b.name));
}
