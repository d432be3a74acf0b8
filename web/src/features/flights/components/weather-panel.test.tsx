import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n/i18n';
import { getFlightWeatherQueryOptions, type FlightWeather } from '../api/get-flight-weather';
import { WeatherPanel } from './weather-panel';

// The answer is put in the query cache as the server would send it; no request is made.
function renderWith(weather: FlightWeather) {
  const qc = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  qc.setQueryData(getFlightWeatherQueryOptions(5).queryKey, weather);
  render(
    <QueryClientProvider client={qc}>
      <MantineProvider>
        <WeatherPanel flightId={5} />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await initI18n();
});

describe('WeatherPanel', () => {
  it('shows temperature, wind, direction and weather type', () => {
    renderWith({ available: true, temperature: 18.25, temperature_unit: 'C', wind_speed: 4.44, wind_direction: 'SW', weather: 'rain', latitude: 48.5, longitude: 12.1 });
    const text = screen.getByTestId('weather').textContent;
    expect(text).toContain('18.3 °C');
    expect(text).toContain('4.4 m/s');
    expect(text).toContain('SW');
    expect(text).toContain('Rain');
  });

  it('says weather is unavailable when the server has no forecast key', () => {
    renderWith({ available: false, temperature_unit: 'F', latitude: 0, longitude: 0 });
    expect(screen.getByTestId('weather-unavailable').textContent).toBe('Weather is unavailable.');
  });
});
