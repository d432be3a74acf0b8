package core_test

import (
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
)

func TestRaceRulesValidate(t *testing.T) {
	for _, tt := range []struct {
		name  string
		rules core.RaceRules
		field string // "" when valid
	}{
		{"OKEmpty", core.RaceRules{}, ""},
		{"OKFull", core.RaceRules{Aces: []core.AceRule{{Scheme: core.AceCoefficient, Races: core.AceRacesHotSpots, TieBreak: core.TieBreakFinal}},
			CoefficientCap: 5000, CoefficientFactor: 100, PrizeRatio: 4, Closing: core.ClosingRule{HomePercent: 20, Day: 2, Time: "19:00"},
			Darkness: &core.Darkness{From: "21:00", To: "05:00"}, LostCredits: []core.LostCredit{{BeforeHotSpot: 3, Percent: 100}, {BeforeHotSpot: 5, Percent: 50}},
			UnfilledPrizes: core.UnfilledKept}, ""},
		{"ErrScheme", core.RaceRules{Aces: []core.AceRule{{Scheme: "fastest"}}}, "aces[0].scheme"},
		{"ErrSchemeTwice", core.RaceRules{Aces: []core.AceRule{{Scheme: core.AceTotalTime}, {Scheme: core.AceTotalTime}}}, "aces[1].scheme"},
		{"ErrTieBreak", core.RaceRules{Aces: []core.AceRule{{Scheme: core.AceTotalTime, TieBreak: "coin"}}}, "aces[0].tie_break"},
		{"ErrPrizeRatio", core.RaceRules{PrizeRatio: 101}, "prize_ratio"},
		{"ErrHomePercent", core.RaceRules{Closing: core.ClosingRule{HomePercent: 101}}, "closing.home_percent"},
		{"ErrClosingTime", core.RaceRules{Closing: core.ClosingRule{Day: 2, Time: "25:00"}}, "closing.time"},
		{"ErrClosingTimeNoDay", core.RaceRules{Closing: core.ClosingRule{Time: "19:00"}}, "closing.day"},
		{"ErrDarkness", core.RaceRules{Darkness: &core.Darkness{From: "21:00", To: "21:00"}}, "darkness.to"},
		{"ErrLostCreditOrder", core.RaceRules{LostCredits: []core.LostCredit{{BeforeHotSpot: 3, Percent: 100}, {BeforeHotSpot: 2, Percent: 50}}}, "lost_credits[1].before_hot_spot"},
		{"ErrUnfilled", core.RaceRules{UnfilledPrizes: "burnt"}, "unfilled_prizes"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.rules.Validate()
			if tt.field == "" {
				if err != nil {
					t.Fatal(err)
				}
				return
			}
			if err == nil || fieldMessage(err, tt.field) == "" {
				t.Fatalf("want an error on %s, got %v", tt.field, err)
			}
		})
	}
}

func TestRaceRulesDefaults(t *testing.T) {
	r := core.RaceRules{Aces: []core.AceRule{{Scheme: core.AceTotalTime}}}
	if err := r.Validate(); err != nil {
		t.Fatal(err)
	}
	if r.CoefficientFactor != 1000 || r.PrizeRatio != 5 || r.UnfilledPrizes != core.UnfilledShared ||
		r.Aces[0].Races != core.AceRacesHotSpotsAndFinal || r.Aces[0].TieBreak != core.TieBreakLastRace {
		t.Fatalf("defaults: %+v", r)
	}
}

func TestPrizePlaces(t *testing.T) {
	for _, tt := range []struct{ ratio, basketed, want int }{
		{5, 400, 80}, // FCI: 1 in 5
		{5, 402, 81},
		{4, 400, 100},
		{3, 10, 4},
		{0, 10, 2}, // unset: 1 in 5
		{5, 0, 0},
	} {
		if got := core.PrizePlaces(tt.basketed, tt.ratio); got != tt.want {
			t.Errorf("1 in %d of %d: %d prizes, want %d", tt.ratio, tt.basketed, got, tt.want)
		}
	}
}

func TestFlightMillisLeavesOutDarkness(t *testing.T) {
	brussels, _ := time.LoadLocation("Europe/Brussels")
	at := func(day, h, m int) time.Time { return time.Date(2026, 6, day, h, m, 0, 0, brussels) }
	night := &core.Darkness{From: "21:00", To: "05:00"}
	hours := func(ms int64) float64 { return float64(ms) / 3_600_000 }
	for _, tt := range []struct {
		name     string
		darkness *core.Darkness
		release  time.Time
		arrived  time.Time
		want     float64 // hours
	}{
		{"OKSameDay", night, at(1, 7, 0), at(1, 15, 30), 8.5},
		{"OKNoRule", nil, at(1, 7, 0), at(2, 6, 0), 23},
		// DOMAIN's worked example: 23 h − 8 h
		{"OKOneNight", night, at(1, 7, 0), at(2, 6, 0), 15},
		// two nights out: 47 h − 16 h
		{"OKTwoNights", night, at(1, 7, 0), at(3, 6, 0), 31},
		// home at 23:00 on day 1: only 21:00–23:00 is dark
		{"OKHomeInTheDark", night, at(1, 7, 0), at(1, 23, 0), 14},
		// home at 04:00 on day 2: 21:00–04:00 is dark
		{"OKHomeBeforeDawn", night, at(1, 7, 0), at(2, 4, 0), 14},
		// a darkness that does not cross midnight (01:00–04:00)
		{"OKShortNight", &core.Darkness{From: "01:00", To: "04:00"}, at(1, 7, 0), at(2, 6, 0), 20},
		// released at 04:00, in the night that started the day before
		{"OKReleasedInTheDark", night, at(1, 4, 0), at(1, 7, 0), 2},
	} {
		t.Run(tt.name, func(t *testing.T) {
			r := &core.RaceRules{Darkness: tt.darkness}
			if got := hours(r.FlightMillis(tt.release, tt.arrived.UnixMilli(), brussels)); got != tt.want {
				t.Fatalf("flight time %v h, want %v h", got, tt.want)
			}
		})
	}
}

func TestClosesAt(t *testing.T) {
	utc := time.UTC
	release := time.Date(2026, 6, 1, 7, 0, 0, 0, utc)
	h := func(hours float64) int64 { return release.Add(time.Duration(hours * float64(time.Hour))).UnixMilli() }
	home := []int64{h(5), h(5.5), h(6), h(30)}
	day2At19 := time.Date(2026, 6, 2, 19, 0, 0, 0, utc)
	for _, tt := range []struct {
		name     string
		rule     core.ClosingRule
		basketed int
		arrived  []int64
		now      time.Time
		want     time.Time // zero: still open
	}{
		{"OKOpenWithoutRule", core.ClosingRule{}, 10, home, release.Add(72 * time.Hour), time.Time{}},
		// 20 % of 10 basketed: the 2nd bird home closes the race
		{"OKShareHome", core.ClosingRule{HomePercent: 20}, 10, home, release.Add(6 * time.Hour), time.UnixMilli(h(5.5))},
		// 25 % of 10 → 3 birds (rounded up)
		{"OKShareRoundsUp", core.ClosingRule{HomePercent: 25}, 10, home, release.Add(6 * time.Hour), time.UnixMilli(h(6))},
		{"OKShareNotYet", core.ClosingRule{HomePercent: 50}, 10, home, release.Add(6 * time.Hour), time.Time{}},
		{"OKTimeNotYet", core.ClosingRule{Day: 2, Time: "19:00"}, 10, home, day2At19.Add(-time.Minute), time.Time{}},
		{"OKTimePassed", core.ClosingRule{Day: 2, Time: "19:00"}, 10, home, day2At19, day2At19},
		// both: whichever comes first
		{"OKBothShareFirst", core.ClosingRule{HomePercent: 20, Day: 2, Time: "19:00"}, 10, home, day2At19, time.UnixMilli(h(5.5))},
		{"OKBothTimeFirst", core.ClosingRule{HomePercent: 50, Day: 2, Time: "19:00"}, 10, home, day2At19.Add(time.Hour), day2At19},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := tt.rule.ClosesAt(release, utc, tt.basketed, tt.arrived, tt.now)
			if ok != !tt.want.IsZero() || ok && !got.Equal(tt.want) {
				t.Fatalf("closes at %v (%v), want %v", got, ok, tt.want)
			}
		})
	}
}

func TestCoefficientWithCap(t *testing.T) {
	// DOMAIN: 10th of 6,000 → 2.000 with the FCI cap of 5,000, 1.667 without;
	// 3rd of 3,978 → 0.754 (the cap does not apply).
	race := func(basketed, place int) []core.AceRace {
		return []core.AceRace{{FlightID: 1, Basketed: basketed, Results: []core.AceRaceResult{{PigeonID: 1, Place: place}}}}
	}
	for _, tt := range []struct {
		name  string
		races []core.AceRace
		opt   core.AceOptions
		want  string
	}{
		{"OKCapped", race(6000, 10), core.AceOptions{Scheme: core.AceCoefficient, CoefficientCap: 5000}, "1:1=2.000 "},
		{"OKUncapped", race(6000, 10), core.AceOptions{Scheme: core.AceCoefficient}, "1:1=1.667 "},
		{"OKUnderCap", race(3978, 3), core.AceOptions{Scheme: core.AceCoefficient, CoefficientCap: 5000}, "1:1=0.754 "},
		{"OKFactor100", race(6000, 10), core.AceOptions{Scheme: core.AceCoefficient, CoefficientFactor: 100, CoefficientCap: 5000}, "1:1=0.200 "},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got, err := core.RankAces(tt.races, tt.opt)
			if err != nil {
				t.Fatal(err)
			}
			if s := aceString(got, tt.opt.Scheme); s != tt.want {
				t.Fatalf("got %q, want %q", s, tt.want)
			}
		})
	}
}

func TestAceTieBreakers(t *testing.T) {
	// Two birds with equal totals: bird 1 won the final (the first race
	// here), bird 2 the last race.
	races := []core.AceRace{
		{FlightID: 1, Basketed: 4, Final: true, Results: []core.AceRaceResult{{PigeonID: 1, Place: 1, FlightMs: 100}, {PigeonID: 2, Place: 2, FlightMs: 200}}},
		{FlightID: 2, Basketed: 4, Results: []core.AceRaceResult{{PigeonID: 2, Place: 1, FlightMs: 100}, {PigeonID: 1, Place: 2, FlightMs: 200}}},
	}
	for _, tt := range []struct {
		tie  core.TieBreak
		want string
	}{
		{core.TieBreakLastRace, "1:2=00:00:00 2:1=00:00:00 "},
		{core.TieBreakFinal, "1:1=00:00:00 2:2=00:00:00 "},
		{core.TieBreakNone, "1:1=00:00:00 1:2=00:00:00 "},
	} {
		t.Run(string(tt.tie), func(t *testing.T) {
			got, err := core.RankAces(races, core.AceOptions{Scheme: core.AceTotalTime, TieBreak: tt.tie})
			if err != nil {
				t.Fatal(err)
			}
			if s := aceString(got, core.AceTotalTime); s != tt.want {
				t.Fatalf("got %q, want %q", s, tt.want)
			}
		})
	}
}
