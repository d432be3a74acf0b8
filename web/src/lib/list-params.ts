import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toPageSize } from '@/components/ui/paging';

/** Changes to a list's address parameters; an empty value removes one. */
export type ListPatch = Record<string, string | null | undefined>;

/**
 * A list screen's paging, search and filters, kept in the address so that a link or "back" shows the
 * same list. The search box's text is debounced into `search`; any change but the page's starts again
 * at the first page.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const perPage = toPageSize(params.get('per_page'));
  const search = params.get('search') ?? '';
  const [text, setText] = useState(search);
  const [debounced] = useDebouncedValue(text, 300);
  const set = useCallback(
    (patch: ListPatch) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(patch)) {
            if (v) next.set(k, v);
            else next.delete(k);
          }
          if (!('page' in patch)) next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  // Only typing searches: an address changed otherwise ("back") is left as it is.
  const typed = useRef(debounced);
  useEffect(() => {
    if (debounced === typed.current) return;
    typed.current = debounced;
    if (debounced !== search) set({ search: debounced });
  }, [debounced, search, set]);
  return { params, page, perPage, search, text, setText, set };
}
