package core

import (
	"context"
	"math"
	"time"
)

// Forecast is the weather at a point, in the provider's units: Kelvin, and
// the wind's u (east) and v (north) components in m/s.
type Forecast struct {
	At            time.Time
	TemperatureK  float64
	WindU, WindV  float64
	Precipitation int // the provider's precipitation type code
}

// Forecaster answers point forecasts (the Windy API).
type Forecaster interface {
	Forecast(ctx context.Context, lat, lon float64) (*Forecast, error)
}

// Each new point asked of the forecaster is a paid call, so points are
// rounded to a grid of WeatherCellsPerDegree cells per degree (0.1°) before
// the cache and the call: the forecast model (GFS) has a grid of 0.25°
// between whose nodes a point's values are interpolated, so moving a point
// by at most 0.05° (5.6 km north-south, less east-west) changes nothing the
// map shows, while the points anyone can ask for become a bounded set.
// Cells nobody looked up within WeatherCacheTTL are new; each client may
// ask for WeatherNewCells of them, a viewer following a race moves through
// far fewer. Cells looked up before answer without limit.
const (
	WeatherCellsPerDegree = 10
	WeatherCacheTTL       = 30 * time.Minute

	MsgTooManyWeatherLookups = "Too many weather look-ups of new places. Please try again later."
)

// WeatherNewCells bounds the new cells one client may ask the weather of.
var WeatherNewCells = RateLimit{Max: 30, Window: time.Hour}

// WeatherCell is the point of the grid cell a point lies in.
func WeatherCell(lat, lon float64) (float64, float64) {
	round := func(v float64) float64 {
		v = math.Round(v*WeatherCellsPerDegree) / WeatherCellsPerDegree
		if v == 0 {
			return 0 // not -0, which would name the cell apart
		}
		return v
	}
	return round(lat), round(lon)
}

// KelvinToCelsius converts Kelvin to degrees Celsius.
func KelvinToCelsius(k float64) float64 { return k - 273.15 }

// KelvinToFahrenheit converts Kelvin to degrees Fahrenheit.
func KelvinToFahrenheit(k float64) float64 { return KelvinToCelsius(k)*9/5 + 32 }

// WindSpeed is the speed in m/s of a wind with components u (towards east)
// and v (towards north).
func WindSpeed(u, v float64) float64 { return math.Hypot(u, v) }

// directions are the 8 compass points, clockwise from north.
var directions = []string{"N", "NE", "E", "SE", "S", "SW", "W", "NW"}

// WindDirection is the 8-point compass direction the wind blows from: north
// within 22.5° either side, then a point every 45° (67.5° closes north-east).
func WindDirection(u, v float64) string {
	if u == 0 && v == 0 {
		return "N"
	}
	// The vector (u, v) points where the wind goes; it comes from the opposite side.
	from := math.Mod(math.Atan2(-u, -v)*180/math.Pi+360, 360)
	return directions[int(math.Floor((from+22.5)/45))%8]
}

// WeatherKind names the weather for the map: sunny, rain, freezing_rain or snow.
// Windy's ptype codes: 0 none, 1 rain, 3 freezing rain, 5 snow, 6 wet snow,
// 7 rain and snow, 8 ice pellets.
func WeatherKind(ptype int) string {
	switch ptype {
	case 1:
		return "rain"
	case 3, 8:
		return "freezing_rain"
	case 5, 6, 7:
		return "snow"
	}
	return "sunny"
}
