import { useDeferredValue, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';

export interface QueryStateProps<T> {
  query: Pick<UseQueryResult<T>, 'data' | 'isLoading' | 'isError'>;
  /** e.g. 'Loading tournaments...' */
  loading: string;
  /** e.g. 'Failed to load tournaments.' */
  error: string;
  /** The screen's empty-state text, e.g. 'No Players Found'; shown when `isEmpty(data)` (by default: no items, or a page whose `total` is 0). */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

/** An empty list, or a page of a list that has nothing at all (a page past the end still shows its pager). */
function hasNoItems(data: unknown): boolean {
  if (Array.isArray(data)) return data.length === 0;
  const page = data as { items?: unknown[]; total?: number } | null;
  return typeof page?.total === 'number' ? page.total === 0 : page?.items?.length === 0;
}

/**
 * The one loading / error / empty / content switch every card and list uses. The first answer is drawn as a
 * transition (the loading text stays until then): it otherwise renders in one go, a long task on a phone when a
 * dashboard's cards answer together, where a transition renders in slices between which a tap is handled. Later
 * answers (a refetch, a mutation's) render at once, as before.
 */
export function QueryState<T>({ query, loading, error, empty, isEmpty = hasNoItems, children }: QueryStateProps<T>) {
  const answered = useDeferredValue(query.data !== undefined);
  if (query.isLoading || (!answered && query.data !== undefined && !query.isError)) {
    return <p className="py-6 text-center text-sm text-slate-500">{loading}</p>;
  }
  if (query.isError || query.data === undefined) {
    return (
      <p role="alert" className="py-6 text-center text-sm text-red-700">
        {error}
      </p>
    );
  }
  if (empty !== undefined && isEmpty(query.data)) {
    return <div className="py-6 text-center text-sm text-slate-500">{empty}</div>;
  }
  return <>{children(query.data)}</>;
}
