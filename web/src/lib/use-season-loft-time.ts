import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { getLoftQueryOptions } from '@/lib/api/lofts/get-loft';
import { useSeason } from '@/lib/api/seasons/get-season';
import { useLoftTime } from '@/lib/use-loft-time';

/** The time zone of a loft, once its page has loaded (undefined until then). */
export function useLoftZone(loftId: number | undefined): string | undefined {
  return useQuery({ ...getLoftQueryOptions(loftId ?? 0), enabled: loftId != null && loftId > 0 }).data?.time_zone;
}

/**
 * useLoftTime for screens about a loft: moments on its clock, saying so, and dayHint, what dates of
 * the loft's calendar (due dates, product periods, pickups) say next to them.
 */
export function useLoftClock(timeZone: string | undefined) {
  const { t } = useTranslation();
  const clock = useLoftTime(timeZone);
  const zone = timeZone || 'UTC';
  const dayHint = useCallback(() => t('loftTime.days', { name: zone }), [t, zone]);
  return { ...clock, zone, dayHint };
}

/** useLoftClock for a season's loft: a season's and its orders' times are its loft's. */
export function useSeasonLoftTime(seasonId: number | undefined) {
  const season = useSeason(seasonId ?? 0, seasonId != null && seasonId > 0).data;
  return useLoftClock(useLoftZone(season?.loft_id));
}
