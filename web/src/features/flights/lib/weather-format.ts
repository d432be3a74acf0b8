import type { Schema } from '@/lib/api/types';

/** Weather panel helpers (SPEC §2, §9); the server converts the forecast's wind components and units. */
export type WindDirection = NonNullable<Schema<'Weather'>['wind_direction']>;

const WIND_DIRECTIONS: WindDirection[] = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'];

/** Rotation of an arrow that points where the wind blows to (degrees clockwise from north). */
export function windArrowDegrees(direction: WindDirection): number {
  return (WIND_DIRECTIONS.indexOf(direction) * 45 + 180) % 360;
}

/** A temperature as shown: one decimal and its unit. */
export function formatTemperature(value: number, unit: 'C' | 'F'): string {
  return `${value.toFixed(1)} °${unit}`;
}
