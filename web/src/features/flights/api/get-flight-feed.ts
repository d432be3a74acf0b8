import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryClient } from '@/lib/react-query';
import { mergeFeed, type ResultRow } from '../lib/live-patch';
import { getFlightResults } from './get-flight-results';
import { flightKeys } from '@/lib/api/flights/keys';

/** How many of the latest arrivals the live view keeps. */
export const FEED_LIMIT = 100;
const PER_PAGE = 100;

/**
 * The latest arrivals, newest first: the last page of results (and the one before when it is short).
 * Live events then prepend to this data (see use-flight-live).
 */
export async function getFlightFeed(flightId: number, arrived: number): Promise<ResultRow[]> {
  const last = Math.max(1, Math.ceil(arrived / PER_PAGE));
  const pages = await Promise.all((last > 1 && arrived % PER_PAGE !== 0 ? [last - 1, last] : [last]).map((p) => getFlightResults(flightId, p, PER_PAGE)));
  const rows = pages.flatMap((p) => (p.data ?? []) as ResultRow[]);
  // Live events may have added rows while this was on its way: keep them.
  return mergeFeed(queryClient.getQueryData<ResultRow[]>(flightKeys.feed(flightId)) ?? [], rows, FEED_LIMIT);
}

export const getFlightFeedQueryOptions = (flightId: number, arrived: number) =>
  queryOptions({ queryKey: flightKeys.feed(flightId), queryFn: () => getFlightFeed(flightId, arrived), staleTime: Infinity });

export function useFlightFeed(flightId: number, arrived: number) {
  return useQuery({ ...getFlightFeedQueryOptions(flightId, arrived), meta: { toast: true } });
}
