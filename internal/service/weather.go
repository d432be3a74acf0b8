package service

import (
	"context"
	"log/slog"
	"time"

	"github.com/oneloft/oneloft/internal/core"
)

// FlightWeather is the weather for a flight's map, in the loft's units.
type FlightWeather struct {
	Available     bool
	At            time.Time
	Temperature   float64 // °F for mile lofts, °C for km lofts (SPEC §7)
	Fahrenheit    bool
	WindSpeed     float64 // m/s
	WindDirection string  // 8-point compass, where the wind comes from
	Kind          string  // sunny, rain, freezing_rain, snow
	Latitude      float64
	Longitude     float64
}

// UseForecaster enables weather on the flight map.
func (s *Flights) UseForecaster(f core.Forecaster) { s.forecaster = f }

// FindFlightWeather returns the forecast at a point of a flight's map, the
// loft when no point is given. Without a forecaster it says the weather is
// unavailable rather than failing.
func (s *Flights) FindFlightWeather(ctx context.Context, flightID int64, lat, lon *float64) (*FlightWeather, error) {
	f, err := s.store.FindFlightByID(ctx, flightID)
	if err != nil {
		return nil, err
	}
	season, err := s.store.FindSeasonByID(ctx, f.SeasonID)
	if err != nil {
		return nil, err
	}
	loft, err := s.store.FindLoftByID(ctx, season.LoftID)
	if err != nil {
		return nil, err
	}
	out := &FlightWeather{Fahrenheit: loft.Unit == core.Mile}
	if lat != nil && lon != nil {
		out.Latitude, out.Longitude = *lat, *lon
	} else if len(loft.Addresses) > 0 {
		out.Latitude, out.Longitude = loft.Addresses[0].Latitude, loft.Addresses[0].Longitude
	}
	if s.forecaster == nil {
		return out, nil
	}
	fc, err := s.forecaster.Forecast(ctx, out.Latitude, out.Longitude)
	if err != nil {
		// The map works without weather; the failure goes to the log.
		slog.WarnContext(ctx, "weather forecast failed", "flight", flightID, "err", err)
		return out, nil
	}
	out.Available, out.At = true, fc.At
	out.Temperature = core.KelvinToCelsius(fc.TemperatureK)
	if out.Fahrenheit {
		out.Temperature = core.KelvinToFahrenheit(fc.TemperatureK)
	}
	out.WindSpeed, out.WindDirection = core.WindSpeed(fc.WindU, fc.WindV), core.WindDirection(fc.WindU, fc.WindV)
	out.Kind = core.WeatherKind(fc.Precipitation)
	return out, nil
}
