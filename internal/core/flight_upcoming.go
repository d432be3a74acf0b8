package core

import "time"

// UpcomingStates are the states of a race not yet released: it is planned,
// or its basket is being filled.
var UpcomingStates = []FlightState{FlightComingSoon, FlightBasketing}

// FlightListing is a flight of a published season of any loft, with what a
// public list shows of its loft and season.
type FlightListing struct {
	Flight   *Flight
	LoftID   int64
	LoftName string
	// LoftTimeZone is the IANA name of the loft's zone, which the race's times are read in.
	LoftTimeZone string
	SeasonName   string
}

// FlightListingFilter selects flights of published seasons (not drafts) of
// lofts that are not archived.
type FlightListingFilter struct {
	LoftID *int64
	States []FlightState // nil: any state
	// From and Until bound the release time: From ≤ release < Until; zero: unbounded.
	From, Until time.Time
	Soonest     bool // soonest release first; otherwise latest first
	Limit       int
}
