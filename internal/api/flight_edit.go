package api

import (
	"context"
	"time"

	"github.com/oneloft/oneloft/internal/core"
)

// FlightUpdateInput is the body of a flight edit: every editable field.
type FlightUpdateInput struct {
	FlightFields
	DistanceBase int64 `json:"distance_base,omitempty" minimum:"0" doc:"The distance in metres (km lofts) or yards (mile lofts); when set it wins over distance, so an unchanged distance that has no three-decimal form in miles is sent back exactly"`
}

// FlightChange is one edited field of a flight with its values before and after.
type FlightChange struct {
	ID        int64     `json:"id"`
	Field     string    `json:"field" doc:"name, kind, release_time, release_point, release_longitude, release_latitude, distance or estimated_average_speed"`
	OldValue  string    `json:"old_value" doc:"Times in RFC 3339, distances in metres (yards), speeds with two decimals"`
	NewValue  string    `json:"new_value"`
	CreatedBy *int64    `json:"created_by"`
	CreatedAt time.Time `json:"created_at"`
}

// FlightStatusEntry is one state change of a flight.
type FlightStatusEntry struct {
	ID        int64     `json:"id"`
	State     string    `json:"state" enum:"coming_soon,basketing,released,closed,finished"`
	CreatedBy *int64    `json:"created_by"`
	CreatedAt time.Time `json:"created_at"`
}

// FlightHistory is a flight's edits and state changes, each newest first.
type FlightHistory struct {
	Changes  []FlightChange      `json:"changes"`
	Statuses []FlightStatusEntry `json:"statuses"`
}

// FlightUpdated is an edited flight with the fields the edit changed.
type FlightUpdated struct {
	Flight
	Changes []FlightChange `json:"changes" doc:"Empty when nothing changed"`
}

func toFlightChanges(cs []*core.FlightChange) []FlightChange {
	out := make([]FlightChange, len(cs))
	for i, c := range cs {
		out[i] = FlightChange{ID: c.ID, Field: c.Field, OldValue: c.OldValue, NewValue: c.NewValue, CreatedBy: c.CreatedBy, CreatedAt: c.CreatedAt}
	}
	return out
}

const updateFlightDoc = "Merchants of the loft. Name, kind, release time and point, distance and estimated speed; the season and state stay " +
	"(states change through /statuses). Every changed field is recorded. Once finished, the distance and release time stand " +
	"(the published speeds and places, and the ace ranking, rest on them): move the flight back to released to correct them. " +
	"A release time after the first arrival is refused. Results are recomputed and live viewers reload."

func (s *Server) updateFlight(ctx context.Context, in *struct {
	ID   int64 `path:"id" minimum:"1"`
	Body FlightUpdateInput
}) (*bodyOf[FlightUpdated], error) {
	d := in.Body.details()
	d.DistanceBase = core.Distance(in.Body.DistanceBase)
	f, changes, err := s.svc.Flights.UpdateFlightFrom(ctx, in.ID, d)
	if err != nil {
		return nil, err
	}
	return reply(FlightUpdated{Flight: toFlight(f), Changes: toFlightChanges(changes)})
}

func (s *Server) getFlightHistory(ctx context.Context, in *struct {
	ID int64 `path:"id" minimum:"1"`
}) (*bodyOf[FlightHistory], error) {
	h, err := s.svc.Flights.FindFlightHistory(ctx, in.ID)
	if err != nil {
		return nil, err
	}
	out := FlightHistory{Changes: toFlightChanges(h.Changes), Statuses: make([]FlightStatusEntry, len(h.Statuses))}
	for i, st := range h.Statuses {
		out.Statuses[i] = FlightStatusEntry{ID: st.ID, State: string(st.State), CreatedBy: st.CreatedBy, CreatedAt: st.CreatedAt}
	}
	return reply(out)
}
