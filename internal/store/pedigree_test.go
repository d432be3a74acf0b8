package store_test

import (
	"context"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/store"
)

func TestPedigreeStore(t *testing.T) {
	forEachEngine(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		f := newFixture(t, db)
		other := &core.User{Email: "ben@example.org", FirstName: "Ben", Language: "en"}
		mustNoErr(t, db.CreateUser(ctx, other))
		me := f.user.ID

		_, err := db.FindPedigreeSettings(ctx, me)
		wantCode(t, err, core.ENOTFOUND)
		started := time.Date(2026, 3, 1, 10, 0, 0, 0, time.UTC)
		mustNoErr(t, db.SavePedigreeSettings(ctx, &core.PedigreeSettings{UserID: me, Generations: 4, TimeZone: "Europe/Berlin", TrialStarted: started}))
		mustNoErr(t, db.SavePedigreeSettings(ctx, &core.PedigreeSettings{UserID: me, Generations: 5, TimeZone: "Europe/Berlin", TrialStarted: started.AddDate(0, 1, 0)}))
		s, err := db.FindPedigreeSettings(ctx, me)
		mustNoErr(t, err)
		if s.Generations != 5 || !s.TrialStarted.Equal(started) {
			t.Fatalf("settings: %+v (the trial's start never moves)", s)
		}

		breeder := &core.PedigreeFancier{UserID: me, Name: "Jan Aarden", Country: "NL"}
		mustNoErr(t, db.CreatePedigreeFancier(ctx, breeder))
		sire := &core.PedigreePigeon{UserID: me, Ring: "NL-2020-1234567", Sex: core.Cock, BreederID: &breeder.ID}
		dam := &core.PedigreePigeon{UserID: me, Ring: "NL-2020-7654321", Sex: core.Hen}
		mustNoErr(t, db.CreatePedigreePigeon(ctx, sire))
		mustNoErr(t, db.CreatePedigreePigeon(ctx, dam))
		err = db.CreatePedigreePigeon(ctx, &core.PedigreePigeon{UserID: me, Ring: "NL-2020-1234567", Sex: core.Cock})
		wantCode(t, err, core.EINVALID)
		// Another account may keep the same ring.
		mustNoErr(t, db.CreatePedigreePigeon(ctx, &core.PedigreePigeon{UserID: other.ID, Ring: "NL-2020-1234567", Sex: core.Cock}))

		pair := &core.BreedingPair{UserID: me, CockID: sire.ID, HenID: dam.ID, From: core.NewDate(started), Rounds: 2}
		mustNoErr(t, db.CreateBreedingPair(ctx, pair))
		hatched := core.NewDate(started.AddDate(0, 1, 0))
		young := &core.PedigreePigeon{UserID: me, Ring: "NL-2026-1000001", Sex: core.SexUnknown, SireID: &sire.ID, DamID: &dam.ID,
			PairID: &pair.ID, HatchedOn: &hatched}
		mustNoErr(t, db.CreatePedigreePigeon(ctx, young))
		pairs, err := db.FindBreedingPairs(ctx, me)
		mustNoErr(t, err)
		if len(pairs) != 1 || pairs[0].Young != 1 || pairs[0].Rounds != 2 || !pairs[0].From.Equal(pair.From.Time) {
			t.Fatalf("pairs: %+v", pairs)
		}
		got, err := db.FindPedigreePigeon(ctx, me, young.ID)
		mustNoErr(t, err)
		if got.HatchedOn == nil || *got.HatchedOn != hatched || *got.SireID != sire.ID {
			t.Fatalf("youngster: %+v", got)
		}
		_, err = db.FindPedigreePigeon(ctx, other.ID, young.ID)
		wantCode(t, err, core.ENOTFOUND)
		wantCode(t, db.DeletePedigreePigeon(ctx, other.ID, young.ID), core.ENOTFOUND)

		list, n, err := db.FindPedigreePigeons(ctx, core.PedigreeFilter{UserID: me, Search: "nl 2020", Page: core.Page{Page: 1, PerPage: 25}})
		mustNoErr(t, err)
		if n != 2 || len(list) != 2 {
			t.Fatalf("search: %d", n)
		}
		// Deleting the sire leaves the youngster without it and removes the pair.
		mustNoErr(t, db.DeletePedigreePigeon(ctx, me, sire.ID))
		got, _ = db.FindPedigreePigeon(ctx, me, young.ID)
		if got.SireID != nil || got.PairID != nil {
			t.Fatalf("after deleting the sire: %+v", got)
		}
	})
}

// TestFindRaceEntries finds a ring's basketings in flights that were
// released, newest first, and none in a flight not released yet.
func TestFindRaceEntries(t *testing.T) {
	forEachEngine(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		f := newFixture(t, db)
		release := time.Date(2026, 6, 1, 7, 30, 0, 0, time.UTC)
		flight := func(name string, at time.Time, state core.FlightState) *core.Flight {
			fl := &core.Flight{SeasonID: f.season.ID, Name: name, Kind: core.FlightHotSpot, ReleaseTime: at, Distance: 100000, State: state}
			mustNoErr(t, db.CreateFlight(ctx, fl))
			return fl
		}
		early, late := flight("Hot spot 1", release, core.FlightFinished), flight("Hot spot 2", release.AddDate(0, 0, 7), core.FlightReleased)
		soon := flight("Hot spot 3", release.AddDate(0, 0, 14), core.FlightBasketing)
		p := &core.Pigeon{SeasonID: f.season.ID, TeamID: f.team.ID, Ring: "DE-0123-26-0001", Sex: core.Hen, ChipRing: "CHIP-1"}
		mustNoErr(t, db.CreatePigeon(ctx, p))
		for _, fl := range []*core.Flight{early, late, soon} {
			mustNoErr(t, db.CreateBasketing(ctx, &core.Basketing{FlightID: fl.ID, PigeonID: p.ID, BasketedAt: fl.ReleaseTime.Add(-time.Hour)}))
		}
		got, err := db.FindRaceEntries(ctx, []string{"DE-0123-26-0001", "NL-2026-1"})
		mustNoErr(t, err)
		if len(got) != 2 || got[0].FlightID != late.ID || got[1].FlightID != early.ID || got[0].PigeonID != p.ID || got[0].Ring != p.Ring {
			t.Fatalf("entries: %+v", got)
		}
	})
}
