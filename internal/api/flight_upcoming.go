package api

import (
	"context"

	"github.com/oneloft/oneloft/internal/core"
)

// UpcomingSeason names the season of an upcoming race.
type UpcomingSeason struct {
	ID   int64  `json:"id"`
	Name string `json:"name"`
}

// UpcomingFlight is a race of any loft that is not yet released, with its
// loft (whose time zone its release time is read in) and season.
type UpcomingFlight struct {
	Flight
	Loft   FlightLoft     `json:"loft"`
	Season UpcomingSeason `json:"season"`
}

// UpcomingFlightList is the upcoming releases, soonest first.
type UpcomingFlightList struct {
	Data []UpcomingFlight `json:"data"`
}

func toUpcomingFlight(l *core.FlightListing) UpcomingFlight {
	return UpcomingFlight{Flight: toFlight(l.Flight), Season: UpcomingSeason{ID: l.Flight.SeasonID, Name: l.SeasonName},
		Loft: FlightLoft{ID: l.LoftID, Name: l.LoftName, Unit: string(l.Flight.Unit), TimeZone: l.LoftTimeZone}}
}

// listUpcomingFlightsDoc describes list-upcoming-flights.
const listUpcomingFlightsDoc = "Races of every loft's published seasons (not drafts; archived lofts left out) that are coming soon or basketing " +
	"and planned from now to 60 days ahead, soonest first, with the loft and season; at most 100. A race whose planned time has passed " +
	"without a release is not listed."

func (s *Server) listUpcomingFlights(ctx context.Context, _ *struct{}) (*bodyOf[UpcomingFlightList], error) {
	list, err := s.svc.Flights.FindUpcomingFlights(ctx)
	if err != nil {
		return nil, err
	}
	return reply(UpcomingFlightList{Data: toAll(list, toUpcomingFlight)})
}
