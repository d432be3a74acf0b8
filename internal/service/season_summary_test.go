package service_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

// summarySeason is a published season of six birds: one never delivered,
// one delivered that died at the loft after the hot spot, and four basketed
// for the hot spot, which closes when half the basket is home (the first
// two birds); the third comes home after closing, the fourth never. The
// hot spot's prizes are 300, 200 and 100 € for a prize per bird, unfilled
// prizes kept; the fancier is paid. A final is still to come.
func summarySeason(t *testing.T, db *store.DB) *race {
	t.Helper()
	r := newRaceOf(t, db, "NL-2026-0000010", "NL-2026-0000011", "NL-2026-0000012", "NL-2026-0000013")
	m := r.as(r.merchant)
	next := *r.season
	next.Rules = &core.RaceRules{PrizeRatio: 1, UnfilledPrizes: core.UnfilledKept, Closing: core.ClosingRule{HomePercent: 50}}
	_, err := r.svc.Seasons.UpdateSeason(m, r.season.ID, &next, nil)
	must(t, err)
	_, err = r.svc.Seasons.ChangeSeasonState(m, r.season.ID, core.SeasonInProgress, false)
	must(t, err)
	_, err = r.svc.Prizes.SetPrizeTable(m, r.flight.ID, &core.PrizeTable{Pool: core.PrizePool{Kind: core.PoolFixed, Amount: 60000},
		Mode: core.PrizeAmounts, Places: []int64{30000, 20000, 10000}})
	must(t, err)
	died := &core.Pigeon{SeasonID: r.season.ID, TeamID: r.team.ID, Ring: "NL-2026-0000019", Sex: core.Hen, ChipRing: "CHIP9"}
	must(t, r.svc.Pigeons.CreatePigeon(m, died, core.StatusActive))
	_, err = r.svc.Pigeons.AddPigeonStatus(m, died.ID, core.StatusDied, "")
	must(t, err)
	_, err = r.svc.Devices.IngestArrivals(m, r.key, service.BatchInput{Seq: 1, Reads: []core.ChipRead{
		read("CHIP0", "A1", time.Hour), read("CHIP1", "A1", 90*time.Minute), read("CHIP2", "A1", 3*time.Hour)}})
	must(t, err)
	final := &core.Flight{ReleaseLatitude: 48.4, ReleaseLongitude: 9.99, SeasonID: r.season.ID, Name: "Final", Kind: core.FlightFinal,
		ReleaseTime: fixedNow.AddDate(0, 0, 7), Distance: 500000}
	must(t, r.svc.Flights.CreateFlight(m, final))
	_, err = r.svc.Prizes.SetPayoutStatus(m, r.season.ID, r.fancier.ID, core.PayoutPaid, "")
	must(t, err)
	return r
}

// A visitor reads a published season's summary: the funnel adds up to the
// birds entered, the races say what closed them and who won, and the prize
// money is what the races awarded and the loft paid.
func TestSeasonSummary(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		r := summarySeason(t, db)
		sum, err := r.svc.Prizes.SeasonSummary(context.Background(), r.season.ID)
		must(t, err)
		want := core.SeasonFunnel{Registered: 6, Delivered: 5,
			Stages:    []core.FunnelStage{{FlightID: r.flight.ID, Alive: 5, Basketed: 4, Home: 2, Late: 1, Lost: 1}},
			GoneAfter: 1, LostInRaces: 1, LostOutside: 1, Remaining: 3}
		if got := fmt.Sprintf("%+v", sum.Funnel); got != fmt.Sprintf("%+v", want) {
			t.Fatalf("funnel:\ngot  %s\nwant %+v", got, want)
		}
		if len(sum.Races) != 2 {
			t.Fatalf("races: got %d, want 2", len(sum.Races))
		}
		hs, final := sum.Races[0], sum.Races[1]
		if hs.Flight.ID != r.flight.ID || hs.Basketed != 4 || hs.Home != 2 || hs.ClosedBy != core.ClosedShare || hs.Prizes != 50000 ||
			hs.Winner == nil || hs.Winner.Ring != "NL-2026-0000010" || hs.Winner.Team == nil || hs.Winner.Team.Name != "Team Fay" {
			t.Fatalf("hot spot: got %+v", hs)
		}
		if final.Flight.Kind != core.FlightFinal || final.Basketed != 0 || final.Winner != nil || final.ClosedBy != core.ClosedOpen {
			t.Fatalf("final: got %+v", final)
		}
		p := sum.Prizes
		if p.Awarded != 50000 || p.Paid != 50000 || p.PerBird != 50000/6 || len(p.Top) != 2 ||
			p.Top[0].Pigeon.Ring != "NL-2026-0000010" || p.Top[0].Amount != 30000 || p.Top[1].Amount != 20000 {
			t.Fatalf("prizes: got %+v", p)
		}
		if sum.Rules.Closing.HomePercent != 50 || sum.Rules.PrizeRatio != 1 || sum.Loft.ID != r.loft.ID {
			t.Fatalf("rules: got %+v", sum.Rules)
		}
	})
}

// A draft's summary is not public, an unknown season has none, and a
// season without races has an empty funnel of its registered birds.
func TestSeasonSummaryHidden(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		w := newWorld(t, db)
		visitor := context.Background()
		_, err := w.svc.Prizes.SeasonSummary(visitor, w.season.ID)
		wantErr(t, err, core.ENOTFOUND, "")
		_, err = w.svc.Prizes.SeasonSummary(w.as(w.fancier), w.season.ID)
		wantErr(t, err, core.ENOTFOUND, "")
		_, err = w.svc.Prizes.SeasonSummary(visitor, 999999)
		wantErr(t, err, core.ENOTFOUND, "")

		sum, err := w.svc.Prizes.SeasonSummary(w.as(w.merchant), w.season.ID) // the loft's own staff see their draft
		must(t, err)
		if sum.Funnel.Registered != 1 || sum.Funnel.Delivered != 0 || len(sum.Races) != 0 || sum.Prizes.Awarded != 0 {
			t.Fatalf("draft summary: got %+v", sum)
		}
	})
}
