import { describe, expect, it } from 'vitest';
import { formatTemperature, windArrowDegrees, windDirection, windSpeed } from './wind';

// Direction from a bearing the wind comes from (degrees clockwise from north), as u/v components.
const fromBearing = (deg: number, speed = 5): [number, number] => {
  const rad = (deg * Math.PI) / 180;
  return [-speed * Math.sin(rad), -speed * Math.cos(rad)];
};

describe('wind', () => {
  it('names the 8-point direction with thresholds 22.5 and 67.5', () => {
    const cases: [number, string][] = [
      [0, 'N'], [22.4, 'N'], [22.6, 'NE'], [45, 'NE'], [67.4, 'NE'], [67.6, 'E'], [90, 'E'],
      [135, 'SE'], [180, 'S'], [225, 'SW'], [270, 'W'], [315, 'NW'], [337.4, 'NW'], [337.6, 'N'], [359, 'N'],
    ];
    for (const [deg, want] of cases) expect(windDirection(...fromBearing(deg)), `${deg}°`).toBe(want);
  });
  it('computes speed in m/s from u and v', () => {
    expect(windSpeed(3, 4)).toBe(5);
  });
  it('points the arrow where the wind blows', () => {
    expect(windArrowDegrees('N')).toBe(180);
    expect(windArrowDegrees('E')).toBe(270);
    expect(windArrowDegrees('SW')).toBe(45);
  });
  it('formats temperatures with their unit', () => {
    expect(formatTemperature(12.345, 'C')).toBe('12.3 °C');
    expect(formatTemperature(-3, 'F')).toBe('-3.0 °F');
  });
});
