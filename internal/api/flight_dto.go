package api

import (
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
)

// Flight is one race (SPEC §3 flight fields).
type Flight struct {
	ID                    int64       `json:"id"`
	SeasonID              int64       `json:"season_id"`
	Name                  string      `json:"name"`
	Kind                  string      `json:"kind" enum:"training,hot_spot,final"`
	State                 string      `json:"state" enum:"coming_soon,basketing,released,closed,finished"`
	ReleaseTime           time.Time   `json:"release_time"`
	ReleasePoint          string      `json:"release_point"`
	ReleaseLongitude      float64     `json:"release_longitude"`
	ReleaseLatitude       float64     `json:"release_latitude"`
	Distance              float64     `json:"distance" doc:"In the loft unit (km or mile)"`
	DistanceBase          int64       `json:"distance_base" doc:"In metres (km lofts) or yards (mile lofts)"`
	EstimatedAverageSpeed *float64    `json:"estimated_average_speed" nullable:"true" doc:"Metres (yards) per minute; null when unknown"`
	Revision              int64       `json:"revision" doc:"Grows with every change of the flight's lists"`
	ClosedAt              *time.Time  `json:"closed_at" nullable:"true" doc:"When the race closed (by its rule or by hand): birds home later are kept but not ranked; null while open"`
	Over                  bool        `json:"over" doc:"Closed or finished: its places stand, its prizes are due, its clock log is sealed"`
	PrizeTable            *PrizeTable `json:"prize_table,omitempty" doc:"The race's prize money; left out: none"`
}

func toFlight(f *core.Flight) Flight {
	out := Flight{ID: f.ID, SeasonID: f.SeasonID, Name: f.Name, Kind: string(f.Kind), State: string(f.State),
		ReleaseTime: f.ReleaseTime, ReleasePoint: f.ReleasePoint, ReleaseLongitude: f.ReleaseLongitude,
		ReleaseLatitude: f.ReleaseLatitude, Distance: f.Distance.InUnit(f.Unit), DistanceBase: int64(f.Distance), Revision: f.Revision,
		ClosedAt: f.ClosedAt, Over: f.State.IsOver(), PrizeTable: toPrizeTable(f.Prizes)}
	if f.EstimatedAverageSpeed > 0 {
		v := f.EstimatedAverageSpeed.Float()
		out.EstimatedAverageSpeed = &v
	}
	return out
}

// FlightLoft is the loft a flight belongs to, with what views need of it.
type FlightLoft struct {
	ID   int64  `json:"id"`
	Name string `json:"name"`
	Unit string `json:"unit" enum:"km,mile"`
	// TimeZone: the race's times are read and typed on the loft's clock.
	TimeZone string `json:"time_zone" doc:"IANA time zone name of the loft, e.g. Europe/Berlin: the race's times are in it"`
}

// FlightSeason is the season of a flight with its loft (SPEC §3 season.loft).
type FlightSeason struct {
	ID   int64      `json:"id"`
	Name string     `json:"name"`
	Loft FlightLoft `json:"loft"`
}

// MapOptions drive the flight map (SPEC §3): the loft's position and name,
// the unit, the average speed, the release time and the route.
type MapOptions struct {
	Latitude     float64      `json:"latitude"`
	Longitude    float64      `json:"longitude"`
	Title        string       `json:"title"`
	Unit         string       `json:"unit" enum:"km,mile"`
	AverageSpeed *float64     `json:"averageSpeed" nullable:"true" doc:"Metres (yards) per minute; null runs the demo loop"`
	ReleaseTime  time.Time    `json:"releaseTime"`
	Polyline     [][2]float64 `json:"polyline" doc:"[latitude, longitude] from the release point to the loft"`
}

// FlightDetail is a flight with its season, loft, map options and counts.
type FlightDetail struct {
	Flight
	Unit          string                     `json:"unit" enum:"km,mile"`
	Season        FlightSeason               `json:"season"`
	MapOptions    MapOptions                 `json:"map_options"`
	DisplayFields map[string]map[string]bool `json:"display_fields" doc:"Which columns each list shows, by area then field"`
	Basketed      int                        `json:"basketed"`
	Arrived       int                        `json:"arrived"`
	LiveChannel   string                     `json:"live_channel" doc:"Channel of the live hub (/connection/websocket) with this flight's events"`
	Prizes        *FlightPrizes              `json:"prizes,omitempty" doc:"The race's prize money; left out: none"`
	Held          int                        `json:"held" doc:"Arrivals home in race time held for review (faster than any pigeon flies): shown without a place until the loft's staff decide; the race's prizes wait for them"`
}

func toFlightDetail(r *service.FlightResults) FlightDetail {
	f, l := r.Flight, r.Loft
	out := FlightDetail{Flight: toFlight(f), Unit: string(l.Unit),
		Season:        FlightSeason{ID: f.Season.ID, Name: f.Season.Name, Loft: FlightLoft{ID: l.ID, Name: l.Name, Unit: string(l.Unit), TimeZone: l.Location().String()}},
		DisplayFields: l.DisplayFields.Complete(), Basketed: r.Basketed, Arrived: len(r.Rows), LiveChannel: core.FlightChannel(f.ID),
		Prizes: toFlightPrizes(r), Held: r.Held}
	m := MapOptions{Title: l.Name, Unit: string(l.Unit), AverageSpeed: out.EstimatedAverageSpeed, ReleaseTime: f.ReleaseTime}
	if len(l.Addresses) > 0 {
		m.Latitude, m.Longitude = l.Addresses[0].Latitude, l.Addresses[0].Longitude
	}
	m.Polyline = [][2]float64{{f.ReleaseLatitude, f.ReleaseLongitude}, {m.Latitude, m.Longitude}}
	out.MapOptions = m
	return out
}

// FlightResult is one ranked arrival with every column of SPEC §3's results
// switches (rank, fancier, team, country, ring, time, speed, pigeon name).
type FlightResult struct {
	Rank       int       `json:"rank" doc:"0: not ranked: home after the race closed, or held for review or rejected (see review)"`
	PigeonID   int64     `json:"pigeon_id"`
	Ring       string    `json:"ring"`
	PigeonName string    `json:"pigeon_name"`
	TeamID     int64     `json:"team_id"`
	Team       string    `json:"team"`
	Fancier    string    `json:"fancier"`
	Country    string    `json:"country"`
	ArrivedAt  time.Time `json:"arrived_at"`
	ArrivedMs  int64     `json:"arrived_ms" doc:"Unix time in milliseconds"`
	FlightMs   int64     `json:"flight_ms" doc:"Flight time in milliseconds"`
	Time       string    `json:"time" doc:"Flight time HH:mm:ss.SSS, or 24h+"`
	Speed      *float64  `json:"speed" nullable:"true" doc:"Metres (yards) per minute, two decimals"`
	Prize      int64     `json:"prize" doc:"Prize money won in cents, once the race closed; 0: none" required:"false"`
	Review     string    `json:"review,omitempty" enum:"held,accepted,rejected" doc:"held: faster than any pigeon flies, kept and shown without a place until the loft's staff decide; accepted: ranked after review; rejected: kept, never ranked. Left out for most arrivals" required:"false"`
}

// toResultIn is a row of res with its prize.
func toResultIn(res *service.FlightResults) func(*service.ResultRow) FlightResult {
	return func(row *service.ResultRow) FlightResult {
		out := toFlightResult(row)
		out.Prize = res.Prize(row.Arrival.PigeonID)
		return out
	}
}

func toFlightResult(row *service.ResultRow) FlightResult {
	la := service.LiveArrivalOf(row)
	out := FlightResult{Rank: row.Rank, PigeonID: la.PigeonID, Ring: la.Ring, PigeonName: la.Name, Team: la.Team,
		Fancier: la.Fancier, Country: la.Country, ArrivedAt: time.UnixMilli(la.ArrivedMs).UTC(), ArrivedMs: la.ArrivedMs,
		FlightMs: la.FlightMs, Time: la.Time, Review: la.Review}
	if p := row.Arrival.Pigeon; p != nil {
		out.TeamID = p.TeamID
	}
	if row.HasSpeed {
		v := row.Speed.Float()
		out.Speed = &v
	}
	return out
}

// Basketing is one pigeon of a flight's basketing list (SPEC §3 baskets switches).
type Basketing struct {
	FlightID   int64     `json:"flight_id"`
	PigeonID   int64     `json:"pigeon_id"`
	Ring       string    `json:"ring"`
	PigeonName string    `json:"pigeon_name"`
	Team       string    `json:"team"`
	Fancier    string    `json:"fancier"`
	Country    string    `json:"country"`
	BasketedAt time.Time `json:"basketed_at"`
}

func toBasketing(b *core.Basketing) Basketing {
	out := Basketing{FlightID: b.FlightID, PigeonID: b.PigeonID, BasketedAt: b.BasketedAt}
	if p := b.Pigeon; p != nil {
		out.Ring, out.PigeonName = p.Ring, p.Name
		if p.Team != nil {
			out.Team, out.Fancier, out.Country = p.Team.Name, p.Team.Fancier, p.Team.Country
		}
	}
	return out
}

// AcePigeon is one bird of an ace ranking (SPEC §3 aces switches) with every total.
type AcePigeon struct {
	Rank        int      `json:"rank"`
	PigeonID    int64    `json:"pigeon_id"`
	Ring        string   `json:"ring"`
	PigeonName  string   `json:"pigeon_name"`
	Team        string   `json:"team"`
	Fancier     string   `json:"fancier"`
	Country     string   `json:"country"`
	Score       string   `json:"score" doc:"The total of the chosen scheme, as shown"`
	Races       int      `json:"races"`
	TotalMs     int64    `json:"total_ms"`
	Speed       *float64 `json:"speed" nullable:"true" doc:"Average speed, metres (yards) per minute"`
	Coefficient float64  `json:"coefficient"`
	Points      int      `json:"points"`
	Prizes      int      `json:"prizes"`
}

func toAce(r service.AceRow, scheme core.AceScheme) AcePigeon {
	out := AcePigeon{Rank: r.Rank, PigeonID: r.PigeonID, Score: r.Score(scheme), Races: r.Races, TotalMs: r.TotalMs,
		Coefficient: float64(r.Coefficient) / 1000, Points: r.Points, Prizes: r.Prizes}
	if r.AvgSpeed > 0 {
		v := r.AvgSpeed.Float()
		out.Speed = &v
	}
	if p := r.Pigeon; p != nil {
		out.Ring, out.PigeonName = p.Ring, p.Name
		if p.Team != nil {
			out.Team, out.Fancier, out.Country = p.Team.Name, p.Team.Fancier, p.Team.Country
		}
	}
	return out
}
