package service

import (
	"context"
	"fmt"
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

// FindFlightWeather returns the forecast at a point of a flight's map, the
// loft when no point is given, for the grid cell the point lies in
// (core.WeatherCell). Without a forecaster it says the weather is
// unavailable rather than failing. A client (its address) asking for cells
// nobody asked for lately is limited (ETOOMANY): each costs a paid call.
func (s *Flights) FindFlightWeather(ctx context.Context, flightID int64, lat, lon *float64, client string) (*FlightWeather, error) {
	f, err := s.store.FindFlightByID(ctx, flightID)
	if err != nil {
		return nil, err
	}
	if err := hideDraft(ctx, f.Season, msgFlightNotFound); err != nil {
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
	out.Latitude, out.Longitude = core.WeatherCell(out.Latitude, out.Longitude)
	if s.forecaster == nil {
		return out, nil
	}
	if err := s.lookUpWeatherCell(ctx, out.Latitude, out.Longitude, client); err != nil {
		return nil, err
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

// lookUpWeatherCell counts a look-up of a cell nobody looked up within
// core.WeatherCacheTTL against the client's core.WeatherNewCells; a cell
// looked up before is free. Cells and clients are recorded in the database,
// so that the limit holds across instances. (Each instance caches the
// forecasts themselves: a cell new to one instance may cost one call there.)
func (s *Flights) lookUpWeatherCell(ctx context.Context, lat, lon float64, client string) error {
	cell, who := fmt.Sprintf("weather-cell:%.1f,%.1f", lat, lon), "weather-client:"+core.ClientKey(client)
	refused := false
	err := s.store.InTx(ctx, func(ctx context.Context) error {
		if err := s.store.LockLimitKeys(ctx, []string{cell, who}); err != nil {
			return err
		}
		now := s.now()
		if n, err := s.store.CountLoginFailures(ctx, cell, now.Add(-core.WeatherCacheTTL)); err != nil || n > 0 {
			return err
		}
		if n, err := s.store.CountLoginFailures(ctx, who, now.Add(-core.WeatherNewCells.Window)); err != nil {
			return err
		} else if n >= core.WeatherNewCells.Max {
			refused = true
			return nil
		}
		return s.store.RecordLoginFailure(ctx, []string{cell, who}, now)
	})
	if err == nil && refused {
		err = &core.Error{Code: core.ETOOMANY, Message: core.MsgTooManyWeatherLookups}
	}
	return err
}
