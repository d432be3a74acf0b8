package core

import "context"

// RunningStates are the states in which a race counts as running on the home
// page: its basket is being filled, or its birds are in the air.
var RunningStates = []FlightState{FlightBasketing, FlightReleased}

// RunningFlight is a flight of any loft that is running, with what a card on
// the home page shows: the loft, and how many birds are basketed and home.
type RunningFlight struct {
	Flight   *Flight
	LoftID   int64
	LoftName string
	Unit     Unit
	Basketed int
	Arrived  int
}

// RunningFlightStore lists running flights across lofts.
type RunningFlightStore interface {
	// FindRunningFlights returns up to limit flights in one of states, of any
	// loft: released flights first, then by release time, newest first.
	FindRunningFlights(ctx context.Context, states []FlightState, limit int) ([]*RunningFlight, error)
}
