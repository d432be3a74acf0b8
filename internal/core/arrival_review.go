package core

import (
	"context"
	"fmt"
	"strings"
	"time"
)

// ReviewStatus is where an arrival stands with the loft's staff. A clock set
// wrong or a chip carried by car brings a bird "home" faster than any pigeon
// flies; such an arrival is held: kept and shown, but it takes no place, no
// prize and no ace points, and pushes no other bird down, until staff of the
// loft accept it.
type ReviewStatus string

// Review statuses.
const (
	ReviewNone     ReviewStatus = ""         // a plausible arrival: it ranks
	ReviewHeld     ReviewStatus = "held"     // implausibly fast: waits for staff
	ReviewAccepted ReviewStatus = "accepted" // held, then accepted: it ranks
	ReviewRejected ReviewStatus = "rejected" // held, then rejected: kept, never ranked
)

// Placed reports whether an arrival of this status takes a place (and so
// can win a prize and counts for the aces).
func (r ReviewStatus) Placed() bool { return r == ReviewNone || r == ReviewAccepted }

// ArrivalReview is one decision of the loft's staff on a held arrival: a
// row of history, never changed. It names the arrival by its instant, so an
// earlier read of the bird that comes later is a new arrival, held anew.
type ArrivalReview struct {
	ID        int64
	FlightID  int64
	PigeonID  int64
	ArrivedMs int64
	Status    ReviewStatus // accepted or rejected
	Speed     Speed        // as staff saw it
	Note      string
	CreatedBy *int64
	CreatedAt time.Time
}

// ReviewOf is an arrival's review status: the decision on this very arrival
// (its pigeon and instant) when staff made one, else held when its speed is
// implausible in the loft's unit (see ImplausibleSpeed), else none. Results,
// prizes, aces, live events and exports all ask this.
func ReviewOf(a *Arrival, speed Speed, hasSpeed bool, u Unit, decided *ArrivalReview) ReviewStatus {
	if decided != nil && decided.PigeonID == a.PigeonID && decided.ArrivedMs == a.ArrivedMs {
		return decided.Status
	}
	if hasSpeed && ImplausibleSpeed(speed, u) {
		return ReviewHeld
	}
	return ReviewNone
}

// Placing numbers the places of arrivals taken in time order: only those
// that take a place are counted, birds home at the same instant share the
// place and the next place skips ("1, 2, 2, 4"). A held bird between them
// changes no place.
type Placing struct {
	Taken  int   // arrivals placed so far
	Last   int   // the last one's place
	LastMs int64 // and its instant
}

// Next places an arrival at arrivedMs, no earlier than the last one placed.
func (p *Placing) Next(arrivedMs int64) int {
	p.Taken++
	if p.Taken == 1 || arrivedMs != p.LastMs {
		p.Last = p.Taken
	}
	p.LastMs = arrivedMs
	return p.Last
}

// Messages of arrival reviews.
const (
	MsgReviewNotHeld    = "This arrival is not held for review."
	MsgReviewDecided    = "This arrival was %s already."
	MsgReviewNoteNeeded = "Say why the arrival is rejected."
)

// MaxReviewNote bounds a review's note.
const MaxReviewNote = 1000

// CheckReview refuses a decision other than accept or reject, on an arrival
// that is not held (ECONFLICT when staff decided on it already, so that of
// two staff deciding at once one wins), and a rejection without a reason.
func CheckReview(cur, next ReviewStatus, note string) error {
	f := FieldErrors{}
	OneOf(f, "status", next, ReviewAccepted, ReviewRejected)
	MaxLen(f, "note", note, MaxReviewNote)
	if next == ReviewRejected && strings.TrimSpace(note) == "" {
		f.Add("note", MsgReviewNoteNeeded)
	}
	if err := f.Err(); err != nil {
		return err
	}
	switch cur {
	case ReviewHeld:
		return nil
	case ReviewAccepted, ReviewRejected:
		return Errorf(ECONFLICT, MsgReviewDecided, cur)
	}
	return Invalid("status", MsgReviewNotHeld)
}

// MsgHeldBeforeClosing refuses to close or finish a race with prize money
// while arrivals wait for a decision.
const MsgHeldBeforeClosing = "Arrivals held for review: %d. Accept or reject them under the arrival list before the race closes, so that its prizes stand."

// CheckHeldArrivals refuses staff's move of a race with prize money to
// closed or finished while held arrivals wait: its prizes would stand on a
// ranking that a decision still changes. A race that closes by its rule
// closes all the same; its prizes wait for the decisions (see Awarded).
func CheckHeldArrivals(next FlightState, hasPrizes bool, held int) error {
	if held > 0 && hasPrizes && next.IsOver() {
		return Invalid("state", fmt.Sprintf(MsgHeldBeforeClosing, held))
	}
	return nil
}

// ArrivalReviewStore persists staff's decisions on held arrivals.
type ArrivalReviewStore interface {
	// LockArrival returns the flight's arrival of the pigeon and, on
	// PostgreSQL, locks its row until the transaction ends, so that
	// decisions on it queue (SQLite's transactions already do);
	// ENOTFOUND when the pigeon has no arrival in the flight.
	LockArrival(ctx context.Context, flightID, pigeonID int64) (*Arrival, error)
	// CreateArrivalReview appends a decision and bumps the flight's
	// revision; ECONFLICT when the arrival has one already.
	CreateArrivalReview(ctx context.Context, r *ArrivalReview) error
	// FindArrivalReviews lists a flight's decisions, oldest first.
	FindArrivalReviews(ctx context.Context, flightID int64) ([]*ArrivalReview, error)
}
