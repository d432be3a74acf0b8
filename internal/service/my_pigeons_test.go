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

func TestMyFlightPigeons(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		r := newRace(t, db) // the fancier's three chip-ringed birds are basketed; their fourth (r.pigeon) is not
		m := r.as(r.merchant)
		_, err := r.svc.Seasons.ChangeSeasonState(m, r.season.ID, core.SeasonInProgress, false) // a draft's races are its staff's
		must(t, err)
		own := &core.Team{LoftID: r.loft.ID, Name: "Team Max", Country: "de"}
		must(t, r.svc.Fanciers.CreateTeam(m, own))
		must(t, r.svc.Pigeons.CreatePigeon(m, &core.Pigeon{SeasonID: r.season.ID, TeamID: own.ID, Ring: "DE-2026-0000001", Sex: core.Cock}, core.StatusActive))
		_, err = r.svc.Devices.IngestArrivals(context.Background(), r.key, service.BatchInput{Seq: 1, FlightID: r.flight.ID,
			Reads: []core.ChipRead{read("CHIP0", "A1", 2*time.Hour), read("CHIP1", "A1", time.Hour), read("CHIP1", "A2", time.Hour+time.Second)}})
		must(t, err)

		res, mine, err := r.svc.Results.MyFlightPigeons(r.as(r.fancier), r.flight.ID)
		must(t, err)
		got := ""
		for _, p := range mine {
			got += p.Pigeon.Ring
			if p.Result != nil {
				got += fmt.Sprintf(" %d %s", p.Result.Rank, p.Result.Speed)
			} else if p.Basketed {
				got += " on the way"
			}
			got += "|"
		}
		// 120 km in 1 h → 2000.00 m/min; in 2 h → 1000.00
		want := "NL-2026-0000011 1 2000.00|NL-2026-0000010 2 1000.00|NL-2026-0000012 on the way|NL-2026-1234567|"
		if got != want || res.Flight.ID != r.flight.ID || res.Basketed != 3 {
			t.Fatalf("fancier: got %q, want %q", got, want)
		}

		_, mine, err = r.svc.Results.MyFlightPigeons(m, r.flight.ID)
		must(t, err)
		if len(mine) != 1 || mine[0].Pigeon.Ring != "DE-2026-0000001" || mine[0].Basketed || mine[0].Result != nil {
			t.Fatalf("merchant: got %+v, want only their own bird, not basketed", mine)
		}
		_, _, err = r.svc.Results.MyFlightPigeons(context.Background(), r.flight.ID)
		wantErr(t, err, core.EUNAUTHORIZED, "")
		_, _, err = r.svc.Results.MyFlightPigeons(r.as(r.fancier), 9999)
		wantErr(t, err, core.ENOTFOUND, "")
	})
}
