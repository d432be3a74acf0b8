package core

import (
	"context"
	"slices"
	"time"
)

// FlightKind is what a race is for (DOMAIN: trainings, hot spots, the final).
type FlightKind string

// Flight kinds.
const (
	FlightTraining FlightKind = "training"
	FlightHotSpot  FlightKind = "hot_spot"
	FlightFinal    FlightKind = "final"
)

// FlightState is how far a race has come (SPEC §2 views: coming soon,
// basketing list, live arrivals, finished).
type FlightState string

// Flight states, in order.
const (
	FlightComingSoon FlightState = "coming_soon"
	FlightBasketing  FlightState = "basketing"
	FlightReleased   FlightState = "released"
	FlightClosed     FlightState = "closed" // by its rule or by hand: later birds are kept, not ranked
	FlightFinished   FlightState = "finished"
)

// FlightStates lists the states in order.
var FlightStates = []FlightState{FlightComingSoon, FlightBasketing, FlightReleased, FlightClosed, FlightFinished}

// Flight is one race of a season (SPEC §3): released at a point with a
// position, flying a distance to the loft.
type Flight struct {
	ID               int64
	SeasonID         int64
	Name             string
	Kind             FlightKind
	ReleaseTime      time.Time // planned, then actual release
	ReleasePoint     string
	ReleaseLongitude float64
	ReleaseLatitude  float64
	Distance         Distance // in the loft's base unit: metres or yards
	// EstimatedAverageSpeed in base units per minute (hundredths); 0 when unknown.
	EstimatedAverageSpeed Speed
	State                 FlightState
	// Revision grows with every change that alters the flight's lists
	// (state, basketing, arrivals); caches and ETags key on it.
	Revision int64
	// ClosedAt is the instant the race closed (the arrival that brought
	// its share home, its set time, or when staff closed it); nil while open.
	ClosedAt *time.Time
	// Prizes is the race's prize money; nil: none.
	Prizes    *PrizeTable
	CreatedAt time.Time
	// Unit is the loft's unit, which distances and speeds are shown in; set
	// by reads.
	Unit Unit

	Season *Season
}

// Validate checks a flight's fields.
func (f *Flight) Validate() error {
	fe := FieldErrors{}
	if Required(fe, "name", f.Name) {
		MaxLen(fe, "name", f.Name, 128)
	}
	OneOf(fe, "kind", f.Kind, FlightTraining, FlightHotSpot, FlightFinal)
	if f.State == "" {
		f.State = FlightComingSoon
	}
	OneOf(fe, "state", f.State, FlightStates...)
	if f.ReleaseTime.IsZero() {
		fe.Add("release_time", msgRequired("release_time"))
	}
	CheckTime(fe, "release_time", f.ReleaseTime)
	MaxLen(fe, "release_point", f.ReleasePoint, 128)
	if f.ReleaseLatitude < -90 || f.ReleaseLatitude > 90 {
		fe.Add("release_latitude", "The latitude must be between -90 and 90.")
	}
	if f.ReleaseLongitude < -180 || f.ReleaseLongitude > 180 {
		fe.Add("release_longitude", "The longitude must be between -180 and 180.")
	}
	if f.Distance <= 0 || f.Distance > 10_000_000 {
		fe.Add("distance", "The distance must be greater than 0 and at most 10000 (loft unit).")
	}
	if f.EstimatedAverageSpeed < 0 || f.EstimatedAverageSpeed > 1_000_000 {
		fe.Add("estimated_average_speed", "The estimated average speed must be between 0 and 10000.")
	}
	if f.SeasonID == 0 {
		fe.Add("season_id", msgRequired("season_id"))
	}
	return fe.Err()
}

// Live reports whether arrivals are accepted: between release and finish
// (a closed race keeps its later birds, unranked).
func (f *Flight) Live() bool { return f.State == FlightReleased || f.State == FlightClosed }

// LiveStates are the states in which clocks feed a flight.
var LiveStates = []FlightState{FlightReleased, FlightClosed}

// OverStates are a race that is over: closed (by its rule or by hand) or
// finished. Its places stand, its prizes are due, its clock log is sealed.
var OverStates = []FlightState{FlightClosed, FlightFinished}

// IsOver reports one of OverStates.
func (s FlightState) IsOver() bool { return slices.Contains(OverStates, s) }

// Ranked reports whether a bird home at arrivedMs is classified: it came
// home before the race closed.
func (f *Flight) Ranked(arrivedMs int64) bool {
	return f.ClosedAt == nil || arrivedMs <= f.ClosedAt.UnixMilli()
}

// FlightStatus is one row of a flight's state history.
type FlightStatus struct {
	ID        int64
	FlightID  int64
	State     FlightState
	CreatedBy *int64
	CreatedAt time.Time
}

// CheckFlightState refuses a state equal to the current one (SPEC §4's rule
// for histories) and unknown states. Any other move is allowed so that staff
// can correct a mistake.
func CheckFlightState(cur, next FlightState) error {
	fe := FieldErrors{}
	if OneOf(fe, "state", next, FlightStates...); len(fe) > 0 {
		return fe.Err()
	}
	if cur == next {
		return Invalid("state", MsgSameStatus)
	}
	return nil
}

// MsgReleaseNoPosition refuses releasing a flight whose release point has
// no position.
const MsgReleaseNoPosition = "Set the release point's latitude and longitude before releasing the flight: 0, 0 is not a place."

// HasReleasePosition reports whether the release point has a position. The
// form leaves latitude and longitude at 0 when staff type none, and 0, 0 is
// in the Gulf of Guinea: no race is released there.
func (f *Flight) HasReleasePosition() bool {
	return f.ReleaseLatitude != 0 || f.ReleaseLongitude != 0
}

// CheckRelease refuses releasing a flight (from coming soon or basketing)
// without a release position: the weather map, the live page and every
// speed a fancier checks read it. Moves between later states (closing,
// reopening a race) are left to CheckFlightState.
func (f *Flight) CheckRelease(next FlightState) error {
	before := f.State == FlightComingSoon || f.State == FlightBasketing
	if before && next == FlightReleased && !f.HasReleasePosition() {
		return Invalid("state", MsgReleaseNoPosition)
	}
	return nil
}

// Basketing records that a pigeon went into the basket for a flight.
type Basketing struct {
	FlightID   int64
	PigeonID   int64
	BasketedAt time.Time
	Pigeon     *Pigeon // with its team, for lists
}

// FlightFilter selects flights.
type FlightFilter struct {
	ID       *int64
	SeasonID *int64
	LoftID   *int64
	State    *FlightState
	// Published keeps only flights of seasons that are not drafts: what
	// visitors may see.
	Published bool
	Offset    int
	Limit     int
}

// FlightStore persists flights, their state history and basketing.
type FlightStore interface {
	// LockFlight holds the flight's row until the transaction ends
	// (PostgreSQL), so that its state changes are serial.
	LockFlight(ctx context.Context, id int64) error
	// FindFlightByID returns ENOTFOUND when there is no such flight; it loads the season.
	FindFlightByID(ctx context.Context, id int64) (*Flight, error)
	// FindFlights returns flights by release time, newest first, and the total.
	FindFlights(ctx context.Context, filter FlightFilter) ([]*Flight, int, error)
	// CreateFlight inserts the flight and its first history row.
	CreateFlight(ctx context.Context, f *Flight) error
	// UpdateFlightState sets the state and appends to the history; closing
	// records closedAt, a state before closing clears it; ENOTFOUND.
	UpdateFlightState(ctx context.Context, st *FlightStatus, closedAt *time.Time) error
	// CloseFlight closes a released flight as of at, by its rule; false when
	// it was not released (another batch closed it first).
	CloseFlight(ctx context.Context, flightID int64, at time.Time) (bool, error)
	FindFlightStatuses(ctx context.Context, flightID int64) ([]*FlightStatus, error)
	// CreateBasketing returns ECONFLICT when the pigeon is in the basket already.
	CreateBasketing(ctx context.Context, b *Basketing) error
	// DeleteBasketing takes the pigeon out of the basket; ENOTFOUND.
	DeleteBasketing(ctx context.Context, flightID, pigeonID int64) error
	// FindBasketings lists a flight's basket by basketing time with pigeons and teams.
	FindBasketings(ctx context.Context, flightID int64, offset, limit int) ([]*Basketing, int, error)
	// CountBasketings counts a flight's basket.
	CountBasketings(ctx context.Context, flightID int64) (int, error)
	// TouchFlight increases the flight's revision.
	TouchFlight(ctx context.Context, flightID int64) error
	// FlightRevision returns the flight's revision; ENOTFOUND.
	FlightRevision(ctx context.Context, flightID int64) (int64, error)
	// BasketedAmong returns the ids among pigeonIDs that are basketed for the
	// flight, without reading the whole basket.
	BasketedAmong(ctx context.Context, flightID int64, pigeonIDs []int64) (map[int64]bool, error)
	// UpdateFlight stores the editable fields of f (name, kind, release time
	// and point, distance, estimated speed), bumps the revision into
	// f.Revision and appends changes to the history; ENOTFOUND.
	UpdateFlight(ctx context.Context, f *Flight, changes []*FlightChange) error
	// FindFlightChanges returns a flight's edit history, newest first.
	FindFlightChanges(ctx context.Context, flightID int64) ([]*FlightChange, error)
	// FirstArrivalMs is the earliest arrival of a flight, 0 when none.
	FirstArrivalMs(ctx context.Context, flightID int64) (int64, error)
	// FindRunningFlights returns up to limit flights in one of states, of any
	// loft: released flights first, then by release time, newest first.
	FindRunningFlights(ctx context.Context, states []FlightState, limit int) ([]*RunningFlight, error)
	// FindFlightListings returns flights of published seasons of lofts that
	// are not archived, by release time, with their lofts and seasons.
	FindFlightListings(ctx context.Context, f FlightListingFilter) ([]*FlightListing, error)
}
