import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { Schema } from '@/lib/api/types';

export type RingMatch = Schema<'RingMatch'>;

/** GET /api/public/pigeon-search: the birds wearing a ring, across lofts and seasons. */
export async function searchRing(ring: string) {
  return unwrap(await api.GET('/api/public/pigeon-search', { params: { query: { ring } } })) ?? [];
}

export const searchRingQueryOptions = (ring: string) => queryOptions({ queryKey: ['pigeon-search', ring], queryFn: () => searchRing(ring), enabled: ring !== '' });

/** A typed ring without separators or case, as the server compares it; '' when too short or long to search. */
export function ringKey(typed: string): string {
  const key = typed.toUpperCase().replace(/[\s\-/]/g, '');
  return key.length >= 4 && key.length <= 32 ? key : '';
}
