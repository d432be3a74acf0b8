package core

import (
	"context"
	"slices"
	"time"
)

// PigeonRace is one race a oneloft pigeon flew, as a pedigree card shows
// it: the bird's place (0: not classified) among the basketed birds, its
// speed, coefficient and prize.
type PigeonRace struct {
	PigeonID    int64 // the race pigeon
	LoftID      int64
	Loft        string
	Season      string
	FlightID    int64
	Flight      string
	Kind        FlightKind
	Released    time.Time
	Basketed    int
	Place       int
	Outcome     RaceOutcome
	FlightMs    int64 // 0 when not home
	Speed       Speed
	Unit        Unit
	Coefficient int64 // hundredths: place × 1000 / basketed, 12.34 as 1234; 0 without a place
	Prize       int64 // cents
	Currency    Currency
}

// RaceOutcome is how a race ended for a bird: placed, home but without a
// place (after the race closed, or its arrival held for review or
// rejected), or not home.
type RaceOutcome string

const (
	OutcomePlaced       RaceOutcome = "placed"
	OutcomeAfterClosing RaceOutcome = "after_closing"
	OutcomeHeld         RaceOutcome = "held"
	OutcomeRejected     RaceOutcome = "rejected"
	OutcomeNotHome      RaceOutcome = "not_home"
)

// Outcome is the outcome of a bird with place rank (0: none) whose
// arrival, if home, has review status review.
func Outcome(home bool, rank int, review ReviewStatus) RaceOutcome {
	switch {
	case !home:
		return OutcomeNotHome
	case review == ReviewHeld:
		return OutcomeHeld
	case review == ReviewRejected:
		return OutcomeRejected
	case rank > 0:
		return OutcomePlaced
	default:
		return OutcomeAfterClosing
	}
}

// RaceCoefficient is place × 1000 / basketed in hundredths, rounded half
// up (the ace ranking's coefficient, SPEC §9): 3rd of 400 is 7.50.
func RaceCoefficient(place, basketed int) int64 {
	if place <= 0 || basketed <= 0 {
		return 0
	}
	return (int64(place)*100000 + int64(basketed)/2) / int64(basketed)
}

// TopTenth reports whether a place is in the first tenth of the basketed
// birds (at least the winner).
func TopTenth(place, basketed int) bool {
	return place > 0 && place*10 <= max(basketed, 10)
}

// OffspringResults is what a parent's youngsters did in races: how many
// raced, their best places and how many of their races were in the top
// tenth.
type OffspringResults struct {
	Raced      int   // youngsters with a race
	Races      int   // races flown by them
	TopTenth   int   // races in the first tenth
	BestPlaces []int // at most three, best first
	BestOf     []int // the basketed birds of each best place
}

// SharePercent is the share of races in the top tenth, in whole percent.
func (o OffspringResults) SharePercent() int {
	if o.Races == 0 {
		return 0
	}
	return (o.TopTenth*100 + o.Races/2) / o.Races
}

// RollUpOffspring sums the races of a parent's youngsters (each entry the
// races of one youngster).
func RollUpOffspring(young [][]PigeonRace) OffspringResults {
	var out OffspringResults
	type best struct{ place, of int }
	var all []best
	for _, races := range young {
		if len(races) == 0 {
			continue
		}
		out.Raced++
		for _, r := range races {
			out.Races++
			if TopTenth(r.Place, r.Basketed) {
				out.TopTenth++
			}
			if r.Place > 0 {
				all = append(all, best{r.Place, r.Basketed})
			}
		}
	}
	slices.SortStableFunc(all, func(a, b best) int { return a.place - b.place })
	for _, b := range all[:min(3, len(all))] {
		out.BestPlaces = append(out.BestPlaces, b.place)
		out.BestOf = append(out.BestOf, b.of)
	}
	return out
}

// RaceEntry is a basketing of a race pigeon in a flight that was released:
// where a pedigree finds the races of a ring.
type RaceEntry struct {
	Ring     string
	PigeonID int64
	FlightID int64
}

// RaceEntryStore finds the races of rings.
type RaceEntryStore interface {
	// FindRaceEntries returns the basketings of race pigeons wearing one of
	// rings (normalised) in flights released, closed or finished, newest
	// release first.
	FindRaceEntries(ctx context.Context, rings []string) ([]RaceEntry, error)
}
