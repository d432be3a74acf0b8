import { useLocalStorage } from '@mantine/hooks';
import { useMemo } from 'react';
import type { ResultColumn } from './columns';

/** Where the result columns a user hid on a narrow screen are remembered, for every flight alike. */
export const HIDDEN_COLUMNS_KEY = 'oneloft.flights.hiddenColumns';

/** The columns a user may hide: never the place or the ring, which say which bird a row is. */
export function choosableColumns(columns: readonly ResultColumn[]): ResultColumn[] {
  return columns.filter((c) => c !== 'rank' && c !== 'ring');
}

/** The result columns the user hid, and a setter; remembered in this browser. */
export function useHiddenColumns(): [ReadonlySet<ResultColumn>, (hidden: ReadonlySet<ResultColumn>) => void] {
  const [stored, setStored] = useLocalStorage<ResultColumn[]>({ key: HIDDEN_COLUMNS_KEY, defaultValue: [], getInitialValueInEffect: false });
  const hidden = useMemo(() => new Set(Array.isArray(stored) ? stored : []), [stored]);
  return [hidden, (next) => setStored([...next])];
}
