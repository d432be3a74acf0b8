package core

import (
	"cmp"
	"slices"
	"time"
)

// Season transparency (issue 31): how a season's birds went from entered to
// home, worked out from what the loft records anyway, so that fanciers no
// longer piece it together by hand.

// FunnelBird is a registered pigeon as the funnel needs it.
type FunnelBird struct {
	PigeonID int64
	// Delivered: the bird reached the loft (it carries a chip or the loft
	// moved it past unassigned); a basketed bird was delivered anyway.
	Delivered bool
	// Gone is when staff recorded it lost or died (its latest health
	// status); nil: not recorded.
	Gone *time.Time
}

// FunnelFlight is a released flight as the funnel needs it, in release order.
type FunnelFlight struct {
	FlightID int64
	Release  time.Time
	// Over: closed or finished, so a bird not home by now was lost in it.
	Over     bool
	Basketed []int64
	Home     map[int64]bool // arrived in race time
	Late     map[int64]bool // arrived after the race closed
}

// FunnelStage is one flight of the funnel.
type FunnelStage struct {
	FlightID int64
	// GoneBefore are birds recorded lost or died since the stage before,
	// outside a basket (at the loft, in training at home).
	GoneBefore int
	Alive      int // delivered birds still in the season as the flight is basketed
	Basketed   int
	Home       int // in race time
	Late       int // home after the race closed: kept, not classified
	// Lost are basketed birds that never came back: not home in this race
	// and never basketed again.
	Lost int
	// Awaited are basketed birds not home yet in a race still open.
	Awaited int
}

// SeasonFunnel is a season's birds from entered to the end of its last race.
type SeasonFunnel struct {
	Registered  int
	Delivered   int
	Stages      []FunnelStage
	GoneAfter   int // recorded lost or died after the last flight
	LostInRaces int
	LostOutside int // GoneBefore of every stage and GoneAfter
	Remaining   int // delivered birds neither lost nor recorded gone
}

// Funnel counts the season's birds through its flights. Each delivered
// bird leaves the funnel at most once: in the race it was last basketed
// for when it never came home from it (once that race is over), else at
// the first flight released after staff recorded it lost or died (never
// before a race it was basketed for). Alive before a flight is then the
// delivered birds that have not left before it, and every stage adds up:
// the next stage's Alive is Alive − Lost − the next GoneBefore.
func Funnel(birds []FunnelBird, flights []FunnelFlight) SeasonFunnel {
	out := SeasonFunnel{Registered: len(birds), Stages: make([]FunnelStage, len(flights))}
	baskets := make([]map[int64]bool, len(flights))
	for i, f := range flights {
		out.Stages[i].FlightID = f.FlightID
		baskets[i] = make(map[int64]bool, len(f.Basketed))
		for _, id := range f.Basketed {
			baskets[i][id] = true
		}
	}
	leftAt := make([]int, len(flights)+1) // birds leaving before each stage (len: after the last)
	for _, b := range birds {
		last := -1
		for i := range flights {
			if baskets[i][b.PigeonID] {
				last = i
			}
		}
		if !b.Delivered && last < 0 {
			continue
		}
		out.Delivered++
		for i := range flights {
			if baskets[i][b.PigeonID] {
				countBasketed(&out.Stages[i], flights[i], b.PigeonID)
			}
		}
		if last >= 0 && flights[last].Over && !flights[last].Home[b.PigeonID] && !flights[last].Late[b.PigeonID] {
			out.Stages[last].Lost++
			out.LostInRaces++
			leftAt[last+1]++
			continue
		}
		if b.Gone == nil {
			continue
		}
		k := last + 1
		for k < len(flights) && !b.Gone.Before(flights[k].Release) {
			k++
		}
		leftAt[k]++
		out.LostOutside++
		if k == len(flights) {
			out.GoneAfter++
		} else {
			out.Stages[k].GoneBefore++
		}
	}
	alive := out.Delivered
	for i := range out.Stages {
		alive -= leftAt[i]
		out.Stages[i].Alive = alive
	}
	out.Remaining = out.Delivered - out.LostInRaces - out.LostOutside
	return out
}

// countBasketed counts a basketed bird as home, late, or awaited in a race
// still open; lost birds are counted by Funnel.
func countBasketed(s *FunnelStage, f FunnelFlight, id int64) {
	s.Basketed++
	switch {
	case f.Home[id]:
		s.Home++
	case f.Late[id]:
		s.Late++
	case !f.Over:
		s.Awaited++
	}
}

// ClosedBy is what closed a race.
type ClosedBy string

// What closes a race.
const (
	ClosedOpen  ClosedBy = ""      // not closed yet
	ClosedShare ClosedBy = "share" // the rule's share of the basket came home
	ClosedTime  ClosedBy = "time"  // the rule's set time came
	ClosedStaff ClosedBy = "staff" // staff closed or finished it
)

// ClosedBy tells what closed a race released at release with basketed
// birds, whose birds counted home arrived at homeMs (Unix ms, ascending):
// the rule when the closing instant is the rule's (the arrival that made
// the share, or the set time), else staff. A race neither closed nor
// finished is open.
func (c ClosingRule) ClosedBy(state FlightState, release time.Time, loc *time.Location, basketed int, homeMs []int64, closedAt *time.Time) ClosedBy {
	if !state.IsOver() {
		return ClosedOpen
	}
	if closedAt == nil {
		return ClosedStaff
	}
	if c.HomePercent > 0 && basketed > 0 {
		need := (basketed*c.HomePercent + 99) / 100
		if len(homeMs) >= need && homeMs[need-1] == closedAt.UnixMilli() {
			return ClosedShare
		}
	}
	if t, ok := c.ClosingTime(release, loc); ok && t.Equal(*closedAt) {
		return ClosedTime
	}
	return ClosedStaff
}

// PigeonPrize is what one bird won in a season, in cents.
type PigeonPrize struct {
	PigeonID int64
	Amount   int64
}

// TopPrizes returns at most n birds with the most prize money (cents by
// pigeon), most first; equal amounts by pigeon id. Birds that won nothing
// are left out.
func TopPrizes(won map[int64]int64, n int) []PigeonPrize {
	out := make([]PigeonPrize, 0, len(won))
	for id, a := range won {
		if a > 0 {
			out = append(out, PigeonPrize{PigeonID: id, Amount: a})
		}
	}
	slices.SortFunc(out, func(a, b PigeonPrize) int {
		if c := cmp.Compare(b.Amount, a.Amount); c != 0 {
			return c
		}
		return cmp.Compare(a.PigeonID, b.PigeonID)
	})
	return out[:min(n, len(out))]
}

// PerBird is total cents shared by birds entered, rounded down; 0 when
// none were entered.
func PerBird(total int64, entered int) int64 {
	if entered <= 0 {
		return 0
	}
	return total / int64(entered)
}
