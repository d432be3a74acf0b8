package api

import (
	"context"

	"github.com/oneloft/oneloft/internal/core"
)

// RunningFlight is a race of any loft that is basketing or in the air, with
// its loft and how many birds are basketed and home.
type RunningFlight struct {
	Flight
	Loft     FlightLoft `json:"loft"`
	Basketed int        `json:"basketed"`
	Arrived  int        `json:"arrived"`
}

// RunningFlightList is every running race.
type RunningFlightList struct {
	Data []RunningFlight `json:"data"`
}

func toRunningFlight(r *core.RunningFlight) RunningFlight {
	return RunningFlight{Flight: toFlight(r.Flight), Loft: FlightLoft{ID: r.LoftID, Name: r.LoftName, Unit: string(r.Flight.Unit), TimeZone: r.LoftTimeZone},
		Basketed: r.Basketed, Arrived: r.Arrived}
}

// listRunningFlightsDoc describes list-running-flights.
const listRunningFlightsDoc = "Flights of every loft that are released (in the air) or basketing, released first and newest release first, " +
	"with the loft and the basketed and arrived counts; at most 24. The list may be up to 2 s old."

func (s *Server) listRunningFlights(ctx context.Context, _ *struct{}) (*bodyOf[RunningFlightList], error) {
	list, err := s.svc.Flights.FindRunningFlights(ctx)
	if err != nil {
		return nil, err
	}
	return reply(RunningFlightList{Data: toAll(list, toRunningFlight)})
}
