import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, testQueryClient } from '@/testing/render-app';
import { getFlightWeatherQueryOptions, type FlightWeather } from '../api/get-flight-weather';
import { WeatherPanel } from './weather-panel';

// The answer is put in the query cache as the server would send it; no request is made.
function renderWith(weather: FlightWeather) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(getFlightWeatherQueryOptions(5).queryKey, weather);
  renderApp(<WeatherPanel flightId={5} />, { queryClient });
}

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
