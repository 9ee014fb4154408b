import type { QueryClient } from '@tanstack/react-query';

/** What feature route trees need from the app: loaders read and warm the one query cache. */
export interface RouteDeps {
  queryClient: QueryClient;
}

/** Route `handle`: the translation key of the page's breadcrumb (the last one is the page title). */
export interface CrumbHandle {
  crumb: string;
}

export function isCrumbHandle(handle: unknown): handle is CrumbHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as CrumbHandle).crumb === 'string';
}
