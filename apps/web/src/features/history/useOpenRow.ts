import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { OPEN_ROW_PARAM } from './paths';

/**
 * The row whose drawer is open, kept in the page's URL (`?row=41`): a link from elsewhere (the
 * overview) opens it, also in the page's cached tab. Changes replace the URL entry.
 */
export function useOpenRow(): [string | null, (id: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const open = useCallback(
    (id: string | null) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (id) next.set(OPEN_ROW_PARAM, id);
          else next.delete(OPEN_ROW_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [params.get(OPEN_ROW_PARAM), open];
}
