package core

import (
	"cmp"
	"slices"
	"strings"
)

// Arrived is what ranking needs of an arrival: who, when (Unix ms), the
// ring that orders birds home at the same instant, and whether it takes a
// place at all.
type Arrived struct {
	PigeonID  int64
	ArrivedMs int64
	Ring      string // normalized (see NormalizeRing)
	// Unplaced is a bird kept in the results without a place: held for
	// review, rejected, or home after the race closed.
	Unplaced bool
}

// ArrivedOf is what ranking needs of a, which takes a place; its ring is
// empty when its pigeon was not loaded.
func ArrivedOf(a *Arrival) Arrived {
	r := Arrived{PigeonID: a.PigeonID, ArrivedMs: a.ArrivedMs}
	if a.Pigeon != nil {
		r.Ring = a.Pigeon.Ring
	}
	return r
}

// CompareArrivals is the one order of arrivals wherever results are listed
// (ranking, live events, the podium): earlier first; birds home in the same
// millisecond by ring number, compared character by character (rings are
// normalized, upper-case ASCII), then by pigeon so the order is total.
func CompareArrivals(a, b Arrived) int {
	return cmp.Or(cmp.Compare(a.ArrivedMs, b.ArrivedMs), strings.Compare(a.Ring, b.Ring), cmp.Compare(a.PigeonID, b.PigeonID))
}

// Ranked is an arrival's place (0: none, see Arrived.Unplaced) and the
// placing after it, from which ranking later arrivals carries on.
type Ranked struct {
	Place int
	After Placing
}

// Rank sorts items in the order of arrivals (CompareArrivals on what of
// tells of each) and numbers their places on from p (the zero Placing
// starts at first place): birds home at the same instant share the place
// and the next place skips ("1, 2, 2, 4"); an unplaced bird gets no place
// and pushes nobody down. Items ranked on from p must have arrived no
// earlier than those p placed. The result is parallel to the sorted items.
func Rank[T any](items []T, of func(T) Arrived, p Placing) []Ranked {
	slices.SortFunc(items, func(x, y T) int { return CompareArrivals(of(x), of(y)) })
	out := make([]Ranked, len(items))
	for i, it := range items {
		if a := of(it); !a.Unplaced {
			out[i].Place = p.Next(a.ArrivedMs)
		}
		out[i].After = p
	}
	return out
}

// Places numbers n sorted items from 1, where tied(i) says item i ties with
// item i-1; tied items share a place and the next place skips (aces).
func Places(n int, tied func(i int) bool) []int {
	out := make([]int, n)
	for i := range out {
		if i > 0 && tied(i) {
			out[i] = out[i-1]
		} else {
			out[i] = i + 1
		}
	}
	return out
}
