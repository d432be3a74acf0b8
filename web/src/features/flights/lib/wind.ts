/** Weather panel helpers (SPEC §2, §9). */
export type WindDirection = 'N' | 'NE' | 'E' | 'SE' | 'S' | 'SW' | 'W' | 'NW';
export type WeatherType = 'sunny' | 'rain' | 'freezing_rain' | 'snow';

export const WIND_DIRECTIONS: WindDirection[] = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'];

/**
 * The 8-point direction the wind comes from, from its u (west→east) and v (south→north) components,
 * with the thresholds of SPEC §9: within 22.5° of an axis it is that axis, beyond 67.5° the other,
 * in between the diagonal. Calm (0, 0) counts as N.
 */
export function windDirection(u: number, v: number): WindDirection {
  // The wind blows towards (u, v); it comes from the opposite side.
  const from = (Math.atan2(-u, -v) * 180) / Math.PI; // 0 = from north, clockwise
  const deg = (from + 360) % 360;
  const index = Math.round(deg / 45) % 8; // sectors of 45° centred on the 8 points: edges at 22.5, 67.5, …
  return WIND_DIRECTIONS[index]!;
}

/** Wind speed in m/s from its components. */
export function windSpeed(u: number, v: number): number {
  return Math.hypot(u, v);
}

/** Rotation of an arrow that points where the wind blows to (degrees clockwise from north). */
export function windArrowDegrees(direction: WindDirection): number {
  return (WIND_DIRECTIONS.indexOf(direction) * 45 + 180) % 360;
}

/** A temperature as shown: one decimal and its unit. */
export function formatTemperature(value: number, unit: 'C' | 'F'): string {
  return `${value.toFixed(1)} °${unit}`;
}
