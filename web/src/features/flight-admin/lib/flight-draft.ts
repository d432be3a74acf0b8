import type { Schema } from '@/lib/api/types';
import { fromLocalInput, toLocalInput } from '@/lib/local-time';

export type Flight = Schema<'Flight'>;
export type FlightInput = Schema<'FlightInput'>;
export type FlightUpdateInput = Schema<'FlightUpdateInput'>;
export type FlightKind = Flight['kind'];

export const FLIGHT_KINDS: readonly FlightKind[] = ['training', 'hot_spot', 'final'];
export const FLIGHT_STATES: readonly Flight['state'][] = ['coming_soon', 'basketing', 'released', 'closed', 'finished'];

/** The form's values as typed: numbers stay text until sent, the release time is local (datetime-local). */
export type FlightDraft = {
  name: string;
  kind: FlightKind;
  releaseTime: string;
  releasePoint: string;
  latitude: string;
  longitude: string;
  distance: string;
  speed: string;
};

export { fromLocalInput, toLocalInput };

/** The draft of an existing flight, or of a new one released tomorrow at 07:00. */
export function toDraft(flight: Flight | null, now = new Date()): FlightDraft {
  if (!flight) {
    const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 7, 0);
    return { name: '', kind: 'training', releaseTime: toLocalInput(tomorrow.toISOString()), releasePoint: '', latitude: '', longitude: '', distance: '', speed: '' };
  }
  return {
    name: flight.name,
    kind: flight.kind,
    releaseTime: toLocalInput(flight.release_time),
    releasePoint: flight.release_point,
    latitude: flight.release_latitude ? String(flight.release_latitude) : '',
    longitude: flight.release_longitude ? String(flight.release_longitude) : '',
    distance: formatDistance(flight.distance),
    speed: flight.estimated_average_speed != null ? String(flight.estimated_average_speed) : '',
  };
}

/** A distance in the loft unit as typed: at most three decimals (a mile distance in yards rarely has an exact form). */
export function formatDistance(distance: number): string {
  return String(Number(distance.toFixed(3)));
}

/** A decimal typed with a comma or a point; NaN when it is not a number, 0 when empty. */
export function parseDecimal(text: string): number {
  const t = text.trim().replace(',', '.');
  if (t === '') return 0;
  return /^-?\d+(\.\d+)?$/.test(t) ? Number(t) : Number.NaN;
}

/** The fields whose text is not a number (the server checks ranges and says why). */
export function invalidNumbers(d: FlightDraft): (keyof FlightDraft)[] {
  return (['latitude', 'longitude', 'distance', 'speed'] as const).filter((k) => Number.isNaN(parseDecimal(d[k])));
}

/**
 * The body of an edit (PUT /api/res/v1/flights/{id}). A release time or distance left as it was goes back exactly as
 * the server sent it (seconds, base units), so that only what the user changed is recorded as changed.
 */
export function toUpdateInput(d: FlightDraft, original?: Flight): FlightUpdateInput {
  const sameTime = original && d.releaseTime === toLocalInput(original.release_time);
  const sameDistance = original && d.distance.trim() === formatDistance(original.distance);
  return {
    name: d.name.trim(),
    kind: d.kind,
    release_time: sameTime ? original.release_time : fromLocalInput(d.releaseTime),
    release_point: d.releasePoint.trim(),
    release_latitude: parseDecimal(d.latitude),
    release_longitude: parseDecimal(d.longitude),
    distance: parseDecimal(d.distance),
    ...(sameDistance ? { distance_base: original.distance_base } : {}),
    estimated_average_speed: parseDecimal(d.speed),
  };
}

/** The body of a new flight of a season (POST /api/res/v1/flights). */
export function toCreateInput(seasonId: number, d: FlightDraft): FlightInput {
  return { season_id: seasonId, ...toUpdateInput(d) };
}
