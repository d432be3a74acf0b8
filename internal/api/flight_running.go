package api

import (
	"context"
	"net/http"

	"github.com/danielgtaylor/huma/v2"

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
	return RunningFlight{Flight: toFlight(r.Flight, r.Unit), Loft: FlightLoft{ID: r.LoftID, Name: r.LoftName, Unit: string(r.Unit)},
		Basketed: r.Basketed, Arrived: r.Arrived}
}

func (s *Server) runningFlightRoutes() {
	huma.Register(s.api, huma.Operation{
		OperationID: "list-running-flights", Method: http.MethodGet, Path: "/api/public/running-flights", Tags: []string{"flights"},
		Summary: "List running races across lofts",
		Description: "Flights of every loft that are released (in the air) or basketing, released first and newest release first, " +
			"with the loft and the basketed and arrived counts; at most 24. The list may be up to 2 s old.",
	}, func(ctx context.Context, _ *struct{}) (*struct{ Body RunningFlightList }, error) {
		list, err := s.svc.FindRunningFlights(ctx)
		if err != nil {
			return nil, s.apiError(ctx, err)
		}
		out := RunningFlightList{Data: make([]RunningFlight, len(list))}
		for i, r := range list {
			out.Data[i] = toRunningFlight(r)
		}
		return &struct{ Body RunningFlightList }{Body: out}, nil
	})
}
