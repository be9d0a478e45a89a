import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readUrlFilters, type UrlFilterSpec, type UrlFilters, writeUrlFilters } from './urlFilters';

/**
 * A list's filters kept in the page's query string: a filtered view is a link that can be bookmarked
 * or shared, and its tab reopens with it (SHELL-10/15). Changes replace the URL (no history entry per
 * choice); the shell keeps the page's tab. `spec` must be a constant.
 */
export function useUrlFilters<S extends UrlFilterSpec>(
  spec: S,
): [UrlFilters<S>, (next: UrlFilters<S>) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readUrlFilters(params, spec), [params, spec]);
  const setFilters = useCallback(
    (next: UrlFilters<S>) => setParams((prev) => writeUrlFilters(prev, spec, next), { replace: true }),
    [setParams, spec],
  );
  return [filters, setFilters];
}
