package service_test

import (
	"context"
	"sync/atomic"
	"testing"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

// TestFlightListHidesDraftSeasons: a loft's race list shows a draft season's
// races to the loft's staff only, and to everybody once it is published.
func TestFlightListHidesDraftSeasons(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		r := newRace(t, db)
		count := func(ctx context.Context, f core.FlightFilter) int {
			t.Helper()
			_, n, err := r.svc.Flights.FindFlights(ctx, f, core.Page{})
			must(t, err)
			return n
		}
		byLoft, bySeason := core.FlightFilter{LoftID: &r.loft.ID}, core.FlightFilter{SeasonID: &r.season.ID}
		if s, _ := db.FindSeasonByID(context.Background(), r.season.ID); s.State != core.SeasonDraft {
			t.Fatalf("a new season is %s, want draft", s.State)
		}
		for _, who := range []context.Context{context.Background(), r.as(r.fancier)} {
			if n, m := count(who, byLoft), count(who, bySeason); n != 0 || m != 0 {
				t.Fatalf("a draft season's races listed to a visitor: %d by loft, %d by season", n, m)
			}
		}
		if n := count(r.as(r.merchant), byLoft); n != 1 {
			t.Fatalf("merchant sees %d races, want 1", n)
		}
		_, err := r.svc.Seasons.ChangeSeasonState(r.as(r.merchant), r.season.ID, core.SeasonInProgress, false)
		must(t, err)
		if n := count(context.Background(), byLoft); n != 1 {
			t.Fatalf("a published season's races: %d, want 1", n)
		}
	})
}

// TestFollowingADraftSeasonsRaceLive: the live hub asks before a viewer
// follows a race; a draft season's race is its loft staff's, as its pages
// are, and an unknown race is nobody's.
func TestFollowingADraftSeasonsRaceLive(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		r := newRace(t, db)
		for _, tt := range []struct {
			name   string
			ctx    context.Context
			flight int64
			want   bool
		}{
			{"visitor", context.Background(), r.flight.ID, false},
			{"fancier of another loft's season", r.as(r.fancier), r.flight.ID, false},
			{"the loft's merchant", r.as(r.merchant), r.flight.ID, true},
			{"unknown race", r.as(r.merchant), r.flight.ID + 1000, false},
		} {
			if got := r.svc.Flights.Followable(tt.ctx, tt.flight); got != tt.want {
				t.Errorf("draft season, %s: got %v, want %v", tt.name, got, tt.want)
			}
		}
		_, err := r.svc.Seasons.ChangeSeasonState(r.as(r.merchant), r.season.ID, core.SeasonInProgress, false)
		must(t, err)
		if !r.svc.Flights.Followable(context.Background(), r.flight.ID) {
			t.Error("published season: a visitor may not follow its race")
		}
		// a public race is not read again for every viewer's subscribe; an
		// unknown one is, as a draft's is
		cs := &countingStore{DB: db}
		svc := service.New(service.Deps{Store: cs})
		for _, id := range []int64{r.flight.ID, r.flight.ID, r.flight.ID, r.flight.ID + 1000, r.flight.ID + 1000} {
			svc.Flights.Followable(context.Background(), id)
		}
		if n := cs.flightReads.Load(); n != 3 {
			t.Errorf("read the flight %d times for 3 subscribes to a public race and 2 to an unknown one, want 3", n)
		}
	})
}

// countingStore counts the flights read.
type countingStore struct {
	*store.DB
	flightReads atomic.Int32
}

func (s *countingStore) FindFlightByID(ctx context.Context, id int64) (*core.Flight, error) {
	s.flightReads.Add(1)
	return s.DB.FindFlightByID(ctx, id)
}
