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
  // The router hands its updater the parameters of the last render, and renders an address change in a
  // transition: two filters changed one right after the other would each start from the same old address,
  // and the second would drop the first. Each change starts from the one before it instead. An address
  // that renders takes over, unless it is one of these changes rendering late while a newer one is on its
  // way (it would undo the newer one).
  const latest = useRef(params);
  const sent = useRef<string[]>([]);
  useEffect(() => {
    const at = sent.current.lastIndexOf(params.toString());
    if (at >= 0 && at < sent.current.length - 1) return;
    sent.current = [];
    latest.current = params;
  }, [params]);
  const set = useCallback(
    (patch: ListPatch) => {
      const next = new URLSearchParams(latest.current);
      for (const [k, v] of Object.entries(patch)) {
        if (v) next.set(k, v);
        else next.delete(k);
      }
      if (!('page' in patch)) next.delete('page');
      latest.current = next;
      sent.current.push(next.toString());
      setParams(next, { replace: true });
    },
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
