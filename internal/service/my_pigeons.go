package service

import (
	"context"
	"math"
	"sort"

	"github.com/oneloft/oneloft/internal/core"
)

// MyFlightPigeon is one of the signed-in user's pigeons in a flight's
// season: whether it went into the basket, and its result row once home.
type MyFlightPigeon struct {
	Pigeon   *core.Pigeon
	Basketed bool
	Result   *ResultRow // nil: not arrived
}

// MyFlightPigeons returns the signed-in user's pigeons of the flight's
// season with their results, so the "your pigeons" view need not read every
// result page: arrived birds by place first, then basketed birds still on
// the way, then birds not basketed, each by ring.
func (s *Results) MyFlightPigeons(ctx context.Context, flightID int64) (*FlightResults, []*MyFlightPigeon, error) {
	u := core.ActorFrom(ctx).User
	if u == nil {
		return nil, nil, errSignIn()
	}
	res, err := s.FindPublicResults(ctx, flightID)
	if err != nil {
		return nil, nil, err
	}
	ps, _, err := s.store.FindPigeons(ctx, core.PigeonFilter{SeasonID: &res.Flight.SeasonID, UserID: &u.ID})
	if err != nil {
		return nil, nil, err
	}
	out := make([]*MyFlightPigeon, len(ps))
	if len(ps) == 0 {
		return res, out, nil
	}
	ids := make([]int64, len(ps))
	for i, p := range ps {
		ids[i] = p.ID
	}
	basketed, err := s.store.BasketedAmong(ctx, flightID, ids)
	if err != nil {
		return nil, nil, err
	}
	rows := make(map[int64]*ResultRow, len(ps))
	for _, row := range res.Rows {
		if basketed[row.Arrival.PigeonID] {
			rows[row.Arrival.PigeonID] = row
		}
	}
	for i, p := range ps {
		out[i] = &MyFlightPigeon{Pigeon: p, Basketed: basketed[p.ID], Result: rows[p.ID]}
	}
	group := func(m *MyFlightPigeon) int {
		switch {
		case m.Result != nil:
			return 0
		case m.Basketed:
			return 1
		}
		return 2
	}
	sort.SliceStable(out, func(i, j int) bool { // FindPigeons gives them by ring
		a, b := out[i], out[j]
		if ga, gb := group(a), group(b); ga != gb {
			return ga < gb
		}
		// by place; birds without one (held, rejected, late) after the placed
		return a.Result != nil && placeKey(a.Result) < placeKey(b.Result)
	})
	return res, out, nil
}

// placeKey sorts a result row by its place, rows without one last.
func placeKey(row *ResultRow) int {
	if row.Rank == 0 {
		return math.MaxInt
	}
	return row.Rank
}
