import { useQuery } from '@tanstack/react-query';
import { getDueDatesQueryOptions } from '@/lib/api/due-dates/get-due-dates';

/** The season's due dates for its staff. */
export function useStaffDueDates(seasonId: number) {
  return useQuery({ ...getDueDatesQueryOptions(seasonId), meta: { toast: true } });
}
