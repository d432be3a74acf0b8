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
	// LoftTimeZone is the IANA name of the loft's zone, which the race's times are read in.
	LoftTimeZone string
	Basketed     int
	Arrived      int
}

// CacheBus tells the other instances that a flight changed (its state,
// details or basket), so that they drop what they cached of it at once
// instead of when it expires; AllLiveFlights: a chip ring changed, and
// every flight's basket map goes.
type CacheBus interface {
	FlightChanged(ctx context.Context, flightID int64)
}

// AllLiveFlights is the CacheBus flight id for "every live flight".
const AllLiveFlights int64 = 0
