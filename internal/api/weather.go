package api

import (
	"context"
	"math"
	"time"
)

// Weather is the flight map's weather panel (SPEC §2: temp, wind, windDirection, type).
type Weather struct {
	Available       bool      `json:"available" doc:"false when no forecast provider is configured"`
	Temperature     float64   `json:"temperature,omitempty" doc:"°C for km lofts, °F for mile lofts"`
	TemperatureUnit string    `json:"temperature_unit" enum:"C,F"`
	WindSpeed       float64   `json:"wind_speed,omitempty" doc:"m/s"`
	WindDirection   string    `json:"wind_direction,omitempty" enum:"N,NE,E,SE,S,SW,W,NW" doc:"Where the wind comes from"`
	Weather         string    `json:"weather,omitempty" enum:"sunny,rain,freezing_rain,snow"`
	At              time.Time `json:"at,omitempty" doc:"Time of the forecast value"`
	Latitude        float64   `json:"latitude"`
	Longitude       float64   `json:"longitude"`
}

func round1(v float64) float64 { return math.Round(v*10) / 10 }

type weatherOutput struct {
	CacheControl string `header:"Cache-Control"`
	Body         Weather
}

func (s *Server) getFlightWeather(ctx context.Context, in *struct {
	ID  int64   `path:"id" minimum:"1"`
	Lat float64 `query:"lat" minimum:"-90" maximum:"90"`
	Lon float64 `query:"lon" minimum:"-180" maximum:"180"`
}) (*weatherOutput, error) {
	// An absent point reads as 0,0, which is in the sea off Africa: no loft is there.
	var lat, lon *float64
	if in.Lat != 0 || in.Lon != 0 {
		lat, lon = &in.Lat, &in.Lon
	}
	w, err := s.svc.Flights.FindFlightWeather(ctx, in.ID, lat, lon, clientAddress(ctx))
	if err != nil {
		return nil, err
	}
	out := Weather{Available: w.Available, TemperatureUnit: "C", Latitude: w.Latitude, Longitude: w.Longitude}
	if w.Fahrenheit {
		out.TemperatureUnit = "F"
	}
	if w.Available {
		out.Temperature, out.WindSpeed = round1(w.Temperature), round1(w.WindSpeed)
		out.WindDirection, out.Weather, out.At = w.WindDirection, w.Kind, w.At
	}
	return &weatherOutput{CacheControl: "public, max-age=300", Body: out}, nil
}
