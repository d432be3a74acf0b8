package core_test

import (
	"fmt"
	"testing"

	"github.com/oneloft/oneloft/internal/core"
)

// races: three birds over two races of 10 basketed birds each; bird 3
// misses the second race.
var aceRaces = []core.AceRace{
	{FlightID: 1, Basketed: 10, Results: []core.AceRaceResult{
		{PigeonID: 1, Place: 1, FlightMs: 3_600_000, Speed: 100000},
		{PigeonID: 2, Place: 2, FlightMs: 3_700_000, Speed: 97297},
		{PigeonID: 3, Place: 3, FlightMs: 3_800_000, Speed: 94737},
	}},
	{FlightID: 2, Basketed: 10, Results: []core.AceRaceResult{
		{PigeonID: 2, Place: 1, FlightMs: 4_000_000, Speed: 120000},
		{PigeonID: 1, Place: 5, FlightMs: 4_500_000, Speed: 106667},
	}},
}

func aceString(es []*core.AceEntry, scheme core.AceScheme) string {
	s := ""
	for _, e := range es {
		s += fmt.Sprintf("%d:%d=%s ", e.Rank, e.PigeonID, e.Score(scheme))
	}
	return s
}

func TestRankAces(t *testing.T) {
	tie := []core.AceRace{
		{FlightID: 1, Basketed: 4, Results: []core.AceRaceResult{{PigeonID: 1, Place: 1, FlightMs: 100}, {PigeonID: 2, Place: 2, FlightMs: 200}}},
		{FlightID: 2, Basketed: 4, Results: []core.AceRaceResult{{PigeonID: 2, Place: 1, FlightMs: 100}, {PigeonID: 1, Place: 2, FlightMs: 200}}},
	}
	sameInstant := []core.AceRace{
		{FlightID: 1, Basketed: 4, Results: []core.AceRaceResult{{PigeonID: 1, Place: 1, FlightMs: 100}, {PigeonID: 2, Place: 1, FlightMs: 100}, {PigeonID: 3, Place: 3, FlightMs: 300}}},
	}
	for _, tt := range []struct {
		name  string
		races []core.AceRace
		opt   core.AceOptions
		want  string
	}{
		// 3 700 000 + 4 000 000 ms vs 3 600 000 + 4 500 000 ms; bird 3 flew one race only
		{"OKTotalTime", aceRaces, core.AceOptions{Scheme: core.AceTotalTime}, "1:2=02:08:20 2:1=02:15:00 "},
		// (97297+120000)/2 = 108648.5 → 108649; (100000+106667)/2 = 103333.5 → 103334
		{"OKAverageSpeed", aceRaces, core.AceOptions{Scheme: core.AceAverageSpeed}, "1:2=1086.49 2:1=1033.34 "},
		// 2×1000/10 + 1×1000/10 = 300; 1×1000/10 + 5×1000/10 = 600
		{"OKCoefficient", aceRaces, core.AceOptions{Scheme: core.AceCoefficient}, "1:2=300.000 2:1=600.000 "},
		// 100 + 96 = 196; 99 + 100 = 199; 98
		{"OKRankPoints", aceRaces, core.AceOptions{Scheme: core.AceRankPoints}, "1:2=199 2:1=196 3:3=98 "},
		{"OKRankPointsFirstPoints", aceRaces, core.AceOptions{Scheme: core.AceRankPoints, FirstPoints: 3}, "1:2=5 2:1=3 3:3=1 "},
		// prizes: ceil(10 × 20 %) = 2 places per race
		{"OKMostPrizes", aceRaces, core.AceOptions{Scheme: core.AceMostPrizes}, "1:2=2 2:1=1 "},
		// 5 places per race: birds 1 and 2 win two each, bird 2 ahead by the last race
		{"OKMostPrizesShare", aceRaces, core.AceOptions{Scheme: core.AceMostPrizes, PrizePercent: 50}, "1:2=2 2:1=2 3:3=1 "},
		// equal totals: the last race's place breaks the tie
		{"OKTieBrokenByLastRace", tie, core.AceOptions{Scheme: core.AceTotalTime}, "1:2=00:00:00 2:1=00:00:00 "},
		// equal totals and equal last place: the rank is shared, the next skips
		{"OKTieShared", sameInstant, core.AceOptions{Scheme: core.AceCoefficient}, "1:1=250.000 1:2=250.000 3:3=750.000 "},
		{"OKNoRaces", nil, core.AceOptions{}, ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got, err := core.RankAces(tt.races, tt.opt)
			if err != nil {
				t.Fatal(err)
			}
			scheme := tt.opt.Scheme
			if scheme == "" {
				scheme = core.AceTotalTime
			}
			if s := aceString(got, scheme); s != tt.want {
				t.Fatalf("got %q, want %q", s, tt.want)
			}
		})
	}
	t.Run("ErrScheme", func(t *testing.T) {
		_, err := core.RankAces(aceRaces, core.AceOptions{Scheme: "fastest"})
		if got := core.ErrorCode(err); got != core.EINVALID {
			t.Fatalf("got %q, want invalid", got)
		}
	})
}

// Coefficients are summed exactly and rounded once: per race, A's thirds
// round down (999.999) and B's sixths up (1000.001), which put A ahead of
// an equal B. Exactly both are 1000; B's better last place breaks the tie.
func TestCoefficientSummedExactly(t *testing.T) {
	res := func(a, b int) []core.AceRaceResult {
		return []core.AceRaceResult{{PigeonID: 1, Place: a, FlightMs: 1}, {PigeonID: 2, Place: b, FlightMs: 1}}
	}
	races := []core.AceRace{{FlightID: 1, Basketed: 3, Results: res(1, 2)}, {FlightID: 2, Basketed: 6, Results: res(2, 1)}, {FlightID: 3, Basketed: 6, Results: res(2, 1)}}
	got, err := core.RankAces(races, core.AceOptions{Scheme: core.AceCoefficient})
	if err != nil {
		t.Fatal(err)
	}
	if got[0].PigeonID != 2 || got[0].Rank != 1 || got[1].Rank != 2 || got[0].Score(core.AceCoefficient) != "1000.000" || got[1].Score(core.AceCoefficient) != "1000.000" {
		t.Fatalf("got %d (%s, rank %d), %d (%s, rank %d)", got[0].PigeonID, got[0].Score(core.AceCoefficient), got[0].Rank,
			got[1].PigeonID, got[1].Score(core.AceCoefficient), got[1].Rank)
	}
}

// The coefficient's tie-breakers with worked numbers: two hot spots count,
// the final (50 basketed) only breaks ties. Birds 1, 2 and 5 sum 60.000:
//
//	bird 1: 4 × 1000 / 100 + 4 × 1000 / 200 = 40 + 20 = 60.000, final 7th
//	bird 2: 2 × 1000 / 100 + 8 × 1000 / 200 = 20 + 40 = 60.000, final 3rd
//	bird 5: 3 × 1000 / 100 + 6 × 1000 / 200 = 30 + 30 = 60.000, not home in the final
//	bird 3: 1 × 1000 / 100 + 2 × 1000 / 200 = 10 + 10 = 20.000, final 1st
//
// "final" puts 2 (3rd) before 1 (7th) before 5 (unclassified); "last_race"
// orders them by the second hot spot (1: 4th, 5: 6th, 2: 8th); "none"
// shares the rank. Filtering the races to eligible birds (bird 3 unpaid)
// keeps what each race is for, so the final still breaks the tie.
func TestCoefficientTieBreak(t *testing.T) {
	res := func(places ...int) []core.AceRaceResult { // pigeon id, place, …
		var out []core.AceRaceResult
		for i := 0; i < len(places); i += 2 {
			out = append(out, core.AceRaceResult{PigeonID: int64(places[i]), Place: places[i+1], FlightMs: 1})
		}
		return out
	}
	races := []core.AceRace{
		{FlightID: 1, Basketed: 100, Results: res(3, 1, 2, 2, 5, 3, 1, 4)},
		{FlightID: 2, Basketed: 200, Results: res(3, 2, 1, 4, 5, 6, 2, 8)},
		{FlightID: 3, Basketed: 50, Final: true, TieOnly: true, Results: res(3, 1, 2, 3, 1, 7)},
	}
	paid := func(id int64) bool { return id != 3 }
	eligible := make([]core.AceRace, len(races))
	for i, r := range races {
		eligible[i] = r.Only(paid)
	}
	for _, tt := range []struct {
		name  string
		races []core.AceRace
		tie   core.TieBreak
		want  string
	}{
		{"OKFinal", races, core.TieBreakFinal, "1:3=20.000 2:2=60.000 3:1=60.000 4:5=60.000 "},
		{"OKLastRace", races, core.TieBreakLastRace, "1:3=20.000 2:1=60.000 3:5=60.000 4:2=60.000 "},
		{"OKNone", races, core.TieBreakNone, "1:3=20.000 2:2=60.000 2:5=60.000 2:1=60.000 "},
		{"OKFinalAfterEligibility", eligible, core.TieBreakFinal, "1:2=60.000 2:1=60.000 3:5=60.000 "},
		// the final counts too: 1 → 60 + 7 × 1000 / 50 = 200, 2 → 60 + 60 = 120,
		// 3 → 20 + 20 = 40; bird 5 missed a counting race and is not ranked
		{"OKFinalCounts", []core.AceRace{races[0], races[1], {FlightID: 3, Basketed: 50, Final: true, Results: races[2].Results}},
			core.TieBreakFinal, "1:3=40.000 2:2=120.000 3:1=200.000 "},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got, err := core.RankAces(tt.races, core.AceOptions{Scheme: core.AceCoefficient, TieBreak: tt.tie})
			if err != nil {
				t.Fatal(err)
			}
			if s := aceString(got, core.AceCoefficient); s != tt.want {
				t.Fatalf("got %q, want %q", s, tt.want)
			}
		})
	}
}
