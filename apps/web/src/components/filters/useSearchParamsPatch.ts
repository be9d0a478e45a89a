import { useSearchParams } from 'react-router';

/** Changes to a page's query string: a value sets its parameter, null removes it. */
export type SearchParamsPatch = Record<string, string | null>;

/** The page's query string, and a function that patches it (other parameters kept). */
export function useSearchParamsPatch(): [URLSearchParams, (changes: SearchParamsPatch) => void] {
  const [params, setParams] = useSearchParams();
  const patch = (changes: SearchParamsPatch) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const [k, v] of Object.entries(changes)) {
        if (v) next.set(k, v);
        else next.delete(k);
      }
      return next;
    });
  return [params, patch];
}
