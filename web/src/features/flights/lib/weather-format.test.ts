import { describe, expect, it } from 'vitest';
import { formatTemperature, windArrowDegrees } from './weather-format';

describe('weather format', () => {
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
