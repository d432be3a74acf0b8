package core_test

import (
	"math"
	"testing"

	"github.com/oneloft/oneloft/internal/core"
)

func TestWeatherConversions(t *testing.T) {
	near := func(a, b float64) bool { return math.Abs(a-b) < 0.01 }
	if !near(core.KelvinToCelsius(293.15), 20) || !near(core.KelvinToFahrenheit(273.15), 32) || !near(core.KelvinToFahrenheit(310.928), 100) {
		t.Error("temperature")
	}
	if !near(core.WindSpeed(3, 4), 5) {
		t.Error("wind speed")
	}
	for _, tt := range []struct {
		name string
		u, v float64
		want string
	}{
		{"FromNorth", 0, -5, "N"},       // blowing south
		{"FromSouth", 0, 5, "S"},        // blowing north
		{"FromWest", 5, 0, "W"},         // blowing east
		{"FromEast", -5, 0, "E"},        // blowing west
		{"FromNorthEast", -3, -3, "NE"}, // 45°
		{"FromSouthWest", 3, 3, "SW"},   // 225°
		{"At22Point4IsNorth", -math.Sin(22.4 * math.Pi / 180), -math.Cos(22.4 * math.Pi / 180), "N"},
		{"At22Point6IsNorthEast", -math.Sin(22.6 * math.Pi / 180), -math.Cos(22.6 * math.Pi / 180), "NE"},
		{"At67Point4IsNorthEast", -math.Sin(67.4 * math.Pi / 180), -math.Cos(67.4 * math.Pi / 180), "NE"},
		{"At67Point6IsEast", -math.Sin(67.6 * math.Pi / 180), -math.Cos(67.6 * math.Pi / 180), "E"},
		{"At350IsNorth", -math.Sin(350 * math.Pi / 180), -math.Cos(350 * math.Pi / 180), "N"},
		{"Calm", 0, 0, "N"},
	} {
		if got := core.WindDirection(tt.u, tt.v); got != tt.want {
			t.Errorf("%s: got %s, want %s", tt.name, got, tt.want)
		}
	}
	for code, want := range map[int]string{0: "sunny", 1: "rain", 3: "freezing_rain", 5: "snow", 6: "snow", 7: "snow", 8: "freezing_rain"} {
		if got := core.WeatherKind(code); got != want {
			t.Errorf("ptype %d: got %s, want %s", code, got, want)
		}
	}
}

func TestWeatherCell(t *testing.T) {
	for _, tt := range []struct {
		name                       string
		lat, lon, wantLat, wantLon float64
	}{
		{"Down", 48.5412, 12.1499, 48.5, 12.1},
		{"Up", 48.56, 12.16, 48.6, 12.2},
		{"South", -33.86, 151.21, -33.9, 151.2},
		{"ZeroNotNegative", -0.04, -0.02, 0, 0},
		{"Edges", 90, -180, 90, -180},
	} {
		t.Run(tt.name, func(t *testing.T) {
			lat, lon := core.WeatherCell(tt.lat, tt.lon)
			if lat != tt.wantLat || lon != tt.wantLon || math.Signbit(lat) != math.Signbit(tt.wantLat) || math.Signbit(lon) != math.Signbit(tt.wantLon) {
				t.Fatalf("got %v, %v, want %v, %v", lat, lon, tt.wantLat, tt.wantLon)
			}
		})
	}
}
