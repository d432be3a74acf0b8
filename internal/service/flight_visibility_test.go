package service_test

import (
	"context"
	"testing"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

// TestDraftSeasonRacesAreStaffs: a race of a draft season (its results and
// their pages, basket, clock log, weather, the season's aces) is unknown to
// visitors and fanciers until the season is published, and shown at once
// when it is, though its staff's reading has cached the results meanwhile.
func TestDraftSeasonRacesAreStaffs(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		r := newRace(t, db)
		id := r.flight.ID
		reads := []struct {
			name string
			read func(context.Context) error
		}{
			{"results", func(ctx context.Context) error { _, err := r.svc.Results.FindPublicResults(ctx, id); return err }},
			{"result page", func(ctx context.Context) error {
				_, err := r.svc.Results.FindResultPage(ctx, id, core.Page{})
				return err
			}},
			{"basket", func(ctx context.Context) error {
				_, _, err := r.svc.Flights.FindBasketings(ctx, id, core.Page{})
				return err
			}},
			{"clock log", func(ctx context.Context) error { _, _, err := r.svc.Results.ClockLog(ctx, id); return err }},
			{"weather", func(ctx context.Context) error {
				_, err := r.svc.Flights.FindFlightWeather(ctx, id, nil, nil, "127.0.0.1")
				return err
			}},
			{"aces", func(ctx context.Context) error {
				_, err := r.svc.Results.FindAcePage(ctx, r.season.ID, core.AceOptions{}, nil, core.Page{})
				return err
			}},
		}
		for _, rd := range reads {
			if err := rd.read(r.as(r.merchant)); err != nil {
				t.Fatalf("%s to its merchant: %v", rd.name, err)
			}
			for _, who := range []context.Context{context.Background(), r.as(r.fancier)} {
				if err := rd.read(who); core.ErrorCode(err) != core.ENOTFOUND {
					t.Fatalf("%s of a draft season to an outsider: %v, want not found", rd.name, err)
				}
			}
		}
		_, err := r.svc.Seasons.ChangeSeasonState(r.as(r.merchant), r.season.ID, core.SeasonInProgress, false)
		must(t, err)
		for _, rd := range reads {
			if rd.name == "clock log" {
				continue // a released race's log is its staff's until the race closes
			}
			if err := rd.read(context.Background()); err != nil {
				t.Fatalf("%s of a published season to a visitor: %v", rd.name, err)
			}
		}
	})
}
