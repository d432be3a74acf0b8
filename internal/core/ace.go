package core

import (
	"fmt"
	"math/big"
	"sort"
)

// AceScheme is how a season's ace pigeon ranking adds up the selected races
// (DOMAIN: schemes in use).
type AceScheme string

// Ace schemes.
const (
	AceTotalTime    AceScheme = "total_time"    // lowest total flight time
	AceAverageSpeed AceScheme = "average_speed" // highest average speed
	AceCoefficient  AceScheme = "coefficient"   // place × 1000 / basketed, summed, lower wins
	AceRankPoints   AceScheme = "rank_points"   // points for 1st minus (rank − 1), summed
	AceMostPrizes   AceScheme = "most_prizes"   // most prize places
)

// AceSchemes lists the schemes.
var AceSchemes = []AceScheme{AceTotalTime, AceAverageSpeed, AceCoefficient, AceRankPoints, AceMostPrizes}

// AceOptions tune a scheme.
type AceOptions struct {
	Scheme AceScheme
	// FirstPoints is what 1st place scores under rank points; 0 means 100.
	FirstPoints int
	// PrizePercent is the share of basketed birds that win a prize under
	// most prizes (places 1 … ceil(basketed × percent / 100)); 0 means 20.
	PrizePercent int
	// PrizeRatio, when set, gives one prize per this many basketed birds
	// instead of PrizePercent (the season's rules: 1 in 5).
	PrizeRatio int
	// CoefficientCap counts at most this many basketed birds; 0: no cap.
	CoefficientCap int
	// CoefficientFactor multiplies place / basketed; 0 means 1000.
	CoefficientFactor int
	// TieBreak orders equal scores; empty means the last race's place.
	TieBreak TieBreak
}

// Validate checks the scheme and its numbers.
func (o *AceOptions) Validate() error {
	f := FieldErrors{}
	if o.Scheme == "" {
		o.Scheme = AceTotalTime
	}
	OneOf(f, "scheme", o.Scheme, AceSchemes...)
	if o.FirstPoints == 0 {
		o.FirstPoints = 100
	}
	if o.PrizePercent == 0 {
		o.PrizePercent = 20
	}
	if o.CoefficientFactor == 0 {
		o.CoefficientFactor = 1000
	}
	if o.TieBreak == "" {
		o.TieBreak = TieBreakLastRace
	}
	OneOf(f, "tie_break", o.TieBreak, TieBreakLastRace, TieBreakFinal, TieBreakNone)
	IntRange(f, "first_points", int64(o.FirstPoints), 1, 100000)
	IntRange(f, "prize_percent", int64(o.PrizePercent), 1, 100)
	return f.Err()
}

// AceRace is one selected race of the ranking: how many birds were basketed
// and every classified bird's place, flight time and speed.
type AceRace struct {
	FlightID int64
	Basketed int
	Final    bool // the season's final, whose place may break ties
	// TieOnly: the race does not count for the scheme and is here only to
	// break ties (the final, when the scheme counts hot spots only).
	TieOnly bool
	Results []AceRaceResult
}

// Only is the race with just the results of the birds keep accepts; places
// and the basket stay as the race had them (a bird's place is its place in
// the flight, whoever else flew), and so does what the race is for.
func (r AceRace) Only(keep func(pigeonID int64) bool) AceRace {
	out := r
	out.Results = nil
	for _, res := range r.Results {
		if keep(res.PigeonID) {
			out.Results = append(out.Results, res)
		}
	}
	return out
}

// AceRaceResult is one bird's result in one race.
type AceRaceResult struct {
	PigeonID int64
	Place    int
	FlightMs int64
	Speed    Speed
}

// AceEntry is one bird of the ace ranking with every total; Score is the
// total of the chosen scheme and Rank its place (ties share it).
type AceEntry struct {
	PigeonID    int64
	Rank        int
	Races       int      // races the bird was classified in
	TotalMs     int64    // total flight time
	AvgSpeed    Speed    // mean of the speeds, rounded half up
	Coefficient int64    // sum of place × factor / basketed, in thousandths, rounded once for display
	coefficient *big.Rat // the exact sum, which ranks
	Points      int
	Prizes      int
	LastPlace   int // place in the tie-breaking race (0: not classified)
}

// Score is the entry's total under scheme, as text for lists.
func (e *AceEntry) Score(scheme AceScheme) string {
	switch scheme {
	case AceAverageSpeed:
		return e.AvgSpeed.String()
	case AceCoefficient:
		return fmt.Sprintf("%d.%03d", e.Coefficient/1000, e.Coefficient%1000)
	case AceRankPoints:
		return fmt.Sprint(e.Points)
	case AceMostPrizes:
		return fmt.Sprint(e.Prizes)
	}
	return FormatDuration(e.TotalMs, false)
}

// RankAces ranks the birds over races (in race order). Time, speed and
// coefficient schemes rank only birds classified in every counting race;
// points and prizes rank every bird that scored. Equal scores are ordered by
// the tie-breaker: the place in the last counting race, or in the final
// (which may be a TieOnly race); birds not classified there come after.
// Equal scores with an equal tie-breaking place share the rank.
func RankAces(races []AceRace, opt AceOptions) ([]*AceEntry, error) {
	if err := opt.Validate(); err != nil {
		return nil, err
	}
	var counting, ties []AceRace
	for _, r := range races {
		if r.TieOnly {
			ties = append(ties, r)
		} else {
			counting = append(counting, r)
		}
	}
	by := map[int64]*AceEntry{}
	var order []int64
	speeds := map[int64]int64{}
	for ri, race := range counting {
		prizePlaces := (race.Basketed*opt.PrizePercent + 99) / 100
		if opt.PrizeRatio > 0 {
			prizePlaces = PrizePlaces(race.Basketed, opt.PrizeRatio)
		}
		counted := race.Basketed
		if opt.CoefficientCap > 0 {
			counted = min(counted, opt.CoefficientCap)
		}
		breaks := opt.TieBreak == TieBreakLastRace && ri == len(counting)-1 || opt.TieBreak == TieBreakFinal && race.Final
		for _, r := range race.Results {
			e := by[r.PigeonID]
			if e == nil {
				e = &AceEntry{PigeonID: r.PigeonID}
				by[r.PigeonID] = e
				order = append(order, r.PigeonID)
			}
			e.Races++
			e.TotalMs += r.FlightMs
			speeds[r.PigeonID] += int64(r.Speed)
			if race.Basketed > 0 {
				if e.coefficient == nil {
					e.coefficient = new(big.Rat)
				}
				// Summed exactly and rounded only for display: a rounded term
				// per race can put equal birds apart, or unequal ones level.
				e.coefficient.Add(e.coefficient, big.NewRat(int64(r.Place)*int64(opt.CoefficientFactor), int64(counted)))
			}
			if p := opt.FirstPoints - (r.Place - 1); p > 0 {
				e.Points += p
			}
			if r.Place <= prizePlaces {
				e.Prizes++
			}
			if breaks {
				e.LastPlace = r.Place
			}
		}
	}
	for _, race := range ties { // the final breaks ties without scoring
		if opt.TieBreak != TieBreakFinal || !race.Final {
			continue
		}
		for _, r := range race.Results {
			if e := by[r.PigeonID]; e != nil {
				e.LastPlace = r.Place
			}
		}
	}
	races = counting
	all := opt.Scheme == AceTotalTime || opt.Scheme == AceAverageSpeed || opt.Scheme == AceCoefficient
	out := make([]*AceEntry, 0, len(order))
	for _, id := range order {
		e := by[id]
		e.AvgSpeed = Speed((speeds[id] + int64(e.Races)/2) / int64(e.Races))
		e.Coefficient = thousandths(e.coefficient)
		if all && e.Races < len(races) || opt.Scheme == AceRankPoints && e.Points == 0 || opt.Scheme == AceMostPrizes && e.Prizes == 0 {
			continue
		}
		out = append(out, e)
	}
	cmp := func(a, b *AceEntry) int { // <0: a ranks ahead
		var d int64
		switch opt.Scheme {
		case AceTotalTime:
			d = a.TotalMs - b.TotalMs
		case AceAverageSpeed:
			d = int64(b.AvgSpeed - a.AvgSpeed)
		case AceCoefficient:
			d = int64(ratOf(a.coefficient).Cmp(ratOf(b.coefficient)))
		case AceRankPoints:
			d = int64(b.Points - a.Points)
		case AceMostPrizes:
			d = int64(b.Prizes - a.Prizes)
		}
		if d == 0 && opt.TieBreak != TieBreakNone {
			d = int64(lastPlaceKey(a) - lastPlaceKey(b))
		}
		return sign(d)
	}
	sort.SliceStable(out, func(i, j int) bool { return cmp(out[i], out[j]) < 0 })
	places := Places(len(out), func(i int) bool { return cmp(out[i-1], out[i]) == 0 })
	for i, e := range out {
		e.Rank = places[i]
	}
	return out, nil
}

// thousandths rounds an exact coefficient half up to thousandths.
func thousandths(r *big.Rat) int64 {
	if r == nil {
		return 0
	}
	n := new(big.Int).Mul(r.Num(), big.NewInt(2000))
	n.Add(n, r.Denom())
	n.Quo(n, new(big.Int).Mul(r.Denom(), big.NewInt(2)))
	return n.Int64()
}

func ratOf(r *big.Rat) *big.Rat {
	if r == nil {
		return new(big.Rat)
	}
	return r
}

// lastPlaceKey sorts unclassified birds after every classified one.
func lastPlaceKey(e *AceEntry) int {
	if e.LastPlace == 0 {
		return int(^uint(0) >> 2)
	}
	return e.LastPlace
}

func sign(d int64) int {
	switch {
	case d < 0:
		return -1
	case d > 0:
		return 1
	}
	return 0
}
