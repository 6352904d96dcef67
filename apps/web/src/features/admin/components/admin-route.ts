import type { AdminArea } from '@makerbazaar/core';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** One back-office screen: its path under /admin, the area whose roles open it, and its lazily loaded page. */
export interface AdminRoute {
  path: string;
  /** Staff whose roles do not open it get the not-for-your-role page instead, and never load the screen. */
  area: AdminArea | 'any role';
  page: LazyExoticComponent<ComponentType>;
  /** Drawn without the back office's sidebar, e.g. a print view. */
  bare?: boolean;
}

export function adminRoute(
  path: string,
  area: AdminRoute['area'],
  load: () => Promise<{ default: ComponentType }>,
  bare = false,
): AdminRoute {
  return { path, area, page: lazy(load), bare };
}
