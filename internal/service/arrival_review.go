package service

import (
	"context"
	"strings"

	"github.com/oneloft/oneloft/internal/core"
)

// HeldArrival is an arrival that was held for review, as its loft's staff
// see it: its result row (speed, review status) and, once decided, the
// decision with the name of who made it.
type HeldArrival struct {
	Row      *ResultRow
	Decision *core.ArrivalReview // nil while held
	ByName   string              // who decided; "" for the system
}

// HeldArrivals lists a flight's arrivals held for review, waiting or
// decided, by arrival, for the loft's staff; ENOTFOUND for anyone else
// signed in (which lofts hold arrivals for review is theirs to know).
func (s *Results) HeldArrivals(ctx context.Context, flightID int64) ([]*HeldArrival, error) {
	res, err := s.FindFlightResults(ctx, flightID)
	if err != nil {
		return nil, err
	}
	if err := staffOrNotFound(ctx, res.Flight.Season.LoftID); err != nil {
		return nil, err
	}
	out := []*HeldArrival{}
	names := map[int64]string{}
	for _, row := range res.Rows {
		if row.Review == core.ReviewNone {
			continue
		}
		h := &HeldArrival{Row: row}
		if row.Review != core.ReviewHeld {
			h.Decision = res.Decision(row.Arrival.PigeonID)
			if h.ByName, err = s.userName(ctx, names, h.Decision.CreatedBy); err != nil {
				return nil, err
			}
		}
		out = append(out, h)
	}
	return out, nil
}

// ReviewArrival records staff's decision on a held arrival: accepted, it
// ranks from now on (a place, a prize, ace points); rejected, it stays out
// for good, kept with its reason. Merchants of the loft decide (agents
// read the list: 403; anyone else signed in: 404). Each decision is a row
// of history, one per arrival: of two staff deciding at once one wins, the
// other gets ECONFLICT. The results reload on every instance and live
// viewers are told, after commit.
func (s *Results) ReviewArrival(ctx context.Context, flightID, pigeonID int64, status core.ReviewStatus, note string) (*HeldArrival, error) {
	note = strings.TrimSpace(note)
	var (
		f   *core.Flight
		out *HeldArrival
	)
	err := s.store.InTx(ctx, func(ctx context.Context) error {
		var err error
		if f, err = s.store.FindFlightByID(ctx, flightID); err != nil {
			return err
		}
		if err := staffOrNotFound(ctx, f.Season.LoftID); err != nil {
			return err
		}
		if err := requireMerchant(ctx, f.Season.LoftID); err != nil {
			return err
		}
		a, err := s.store.LockArrival(ctx, flightID, pigeonID) // decisions on the arrival queue here
		if err != nil {
			return err
		}
		loft, err := s.store.FindLoftByID(ctx, f.Season.LoftID)
		if err != nil {
			return err
		}
		decided, err := s.store.FindArrivalReviews(ctx, flightID) // read after the lock: a decision just made is seen
		if err != nil {
			return err
		}
		var last *core.ArrivalReview
		for _, d := range decided {
			if d.PigeonID == pigeonID {
				last = d
			}
		}
		row := &ResultRow{Arrival: a}
		measure(row, f, loft.Unit, loft.Location(), last)
		if err := core.CheckReview(row.Review, status, note); err != nil {
			return err
		}
		d := &core.ArrivalReview{FlightID: flightID, PigeonID: pigeonID, ArrivedMs: a.ArrivedMs, Status: status, Speed: row.Speed,
			Note: note, CreatedBy: actorID(ctx), CreatedAt: s.now()}
		if err := s.store.CreateArrivalReview(ctx, d); err != nil {
			return err
		}
		row.Review = status
		out = &HeldArrival{Row: row, Decision: d}
		if u := core.ActorFrom(ctx).User; u != nil {
			out.ByName = u.FullName()
		}
		if f.Revision, err = s.store.FlightRevision(ctx, flightID); err != nil {
			return err
		}
		return s.audit(ctx, "flight", flightID, "arrival_"+string(status), map[string]any{"pigeon_id": pigeonID,
			"arrived_ms": a.ArrivedMs, "speed": row.Speed.String(), "note": note})
	})
	if err != nil {
		return nil, err
	}
	s.flightChanged(ctx, f, "")
	return out, nil
}

// staffOrNotFound lets the staff of loftID (admins, the system) through and
// answers anyone else signed in as if the flight's staff pages did not exist.
func staffOrNotFound(ctx context.Context, loftID int64) error {
	a := core.ActorFrom(ctx)
	switch {
	case a.IsStaffOf(loftID):
		return nil
	case a.User == nil:
		return errSignIn()
	}
	return core.Errorf(core.ENOTFOUND, "Flight not found.")
}

// userName is the name of a user, looked up once per id; "" for the system.
func (s *Results) userName(ctx context.Context, seen map[int64]string, id *int64) (string, error) {
	if id == nil {
		return "", nil
	}
	if n, ok := seen[*id]; ok {
		return n, nil
	}
	u, err := s.store.FindUserByID(ctx, *id)
	if core.ErrorCode(err) == core.ENOTFOUND {
		u, err = &core.User{}, nil
	}
	if err != nil {
		return "", err
	}
	seen[*id] = u.FullName()
	return seen[*id], nil
}
