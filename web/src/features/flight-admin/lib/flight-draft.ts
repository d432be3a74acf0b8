import type { Schema } from '@/lib/api/types';
import { fromLocalInput, toLocalInput } from '@/lib/local-time';
import { fromLoftInput, toLoftInput } from '@/lib/loft-time';

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

/** The release time as the input holds it: on the loft's clock (timeZone), else the browser's. */
const toInput = (iso: string, timeZone?: string) => (timeZone ? toLoftInput(iso, timeZone) : toLocalInput(iso));
const fromInput = (value: string, timeZone?: string) => (timeZone ? fromLoftInput(value, timeZone) : fromLocalInput(value));

/** The draft of an existing flight, or of a new one released tomorrow at 07:00 on the loft's clock. */
export function toDraft(flight: Flight | null, now = new Date(), timeZone?: string): FlightDraft {
  if (!flight) {
    const today = timeZone ? toLoftInput(now.toISOString(), timeZone).slice(0, 10) : toLocalInput(now.toISOString()).slice(0, 10);
    const tomorrow = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1, Number(today.slice(8, 10)) + 1)).toISOString().slice(0, 10);
    return { name: '', kind: 'training', releaseTime: `${tomorrow}T07:00`, releasePoint: '', latitude: '', longitude: '', distance: '', speed: '' };
  }
  return {
    name: flight.name,
    kind: flight.kind,
    releaseTime: toInput(flight.release_time, timeZone),
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
export function toUpdateInput(d: FlightDraft, original?: Flight, timeZone?: string): FlightUpdateInput {
  const sameTime = original && d.releaseTime === toInput(original.release_time, timeZone);
  const sameDistance = original && d.distance.trim() === formatDistance(original.distance);
  return {
    name: d.name.trim(),
    kind: d.kind,
    release_time: sameTime ? original.release_time : fromInput(d.releaseTime, timeZone),
    release_point: d.releasePoint.trim(),
    release_latitude: parseDecimal(d.latitude),
    release_longitude: parseDecimal(d.longitude),
    distance: parseDecimal(d.distance),
    ...(sameDistance ? { distance_base: original.distance_base } : {}),
    estimated_average_speed: parseDecimal(d.speed),
  };
}

/** The body of a new flight of a season (POST /api/res/v1/flights). */
export function toCreateInput(seasonId: number, d: FlightDraft, timeZone?: string): FlightInput {
  return { season_id: seasonId, ...toUpdateInput(d, undefined, timeZone) };
}
