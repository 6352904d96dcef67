import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** One back-office screen: its path under /admin and its lazily loaded page. */
export interface AdminRoute {
  path: string;
  page: LazyExoticComponent<ComponentType>;
  /** Drawn without the back office's sidebar, e.g. a print view. */
  bare?: boolean;
}

export function adminRoute(path: string, load: () => Promise<{ default: ComponentType }>, bare = false): AdminRoute {
  return { path, page: lazy(load), bare };
}
