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

// pageText is a result page's rows as "place pigeon review speed flight-ms|",
// with its count and ETag.
func pageText(pg *service.ResultPage) string {
	got := fmt.Sprintf("total %d %s: ", pg.Total, pg.ETag)
	for _, row := range pg.Rows {
		got += fmt.Sprintf("%d %d %s %s %d %d|", row.Rank, row.Arrival.PigeonID, row.Review, row.Speed, row.FlightMs, pg.Prize(row.Arrival.PigeonID))
	}
	return got
}

// A page asked for when nothing of the race is cached (a server just
// started) is answered from the head of the results, and must be the page
// the whole ranking gives: places across a tie at the page's edge (a tie
// is ordered by ring, here against the order of the pigeons), a held bird,
// the count and the ETag.
func TestColdResultPageIsTheWholeRankingsPage(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		const birds = 60
		rings := make([]string, birds)
		for i := range rings {
			rings[i] = fmt.Sprintf("NL-2026-%07d", 100-i) // later pigeons sort first in a tie
		}
		r := newRaceOf(t, db, rings...)
		m := r.as(r.merchant)
		in := service.BatchInput{Seq: 1, Reads: []core.ChipRead{read("CHIP0", "A1", 30*time.Minute)}} // 4,000 m/min: held
		for i := 1; i < birds; i++ {
			// birds home five to an instant, from 3-7: 23-27 straddle the edge of page one of 25
			in.Reads = append(in.Reads, read(fmt.Sprintf("CHIP%d", i), "A1", time.Hour+time.Duration((i+2)/5)*time.Second))
		}
		_, err := r.svc.Devices.IngestArrivals(m, r.key, in)
		must(t, err)

		// the warm pages are the whole ranking's
		if res, err := r.svc.Results.FindFlightResults(m, r.flight.ID); err != nil || len(res.Rows) != birds {
			t.Fatalf("whole results: got %v, want %d rows", err, birds)
		}
		pages := []core.Page{{Page: 1, PerPage: 25}, {Page: 2, PerPage: 25}, {Page: 3, PerPage: 25}, {Page: 1, PerPage: 100}, {Page: 2, PerPage: 50}}
		for _, p := range pages {
			t.Run(fmt.Sprintf("Page%dOf%d", p.Page, p.PerPage), func(t *testing.T) {
				warm, err := r.svc.Results.FindResultPage(m, r.flight.ID, p)
				must(t, err)
				cold, err := r.with(service.Deps{}).Results.FindResultPage(m, r.flight.ID, p)
				must(t, err)
				if got, want := pageText(cold), pageText(warm); got != want {
					t.Fatalf("cold page:\n got %s\nwant %s", got, want)
				}
			})
		}
		// the whole ranking loads behind the cold page
		cold := r.with(service.Deps{})
		_, err = cold.Results.FindResultPage(m, r.flight.ID, core.Page{})
		must(t, err)
		if res, err := cold.Results.FindFlightResults(m, r.flight.ID); err != nil || len(res.Rows) != birds {
			t.Fatalf("whole results after a cold page: got %v, want %d rows", err, birds)
		}
	})
}

// A race whose prizes stand is ranked whole before its first page: a prize
// is only known once every arrival is.
func TestColdResultPageWithPrizes(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		r, m := prizedRace(t, db)
		_, err := r.svc.Results.ReviewArrival(m, r.flight.ID, r.pigeons[0].ID, core.ReviewAccepted, "")
		must(t, err)
		_, err = r.svc.Flights.ChangeFlightState(m, r.flight.ID, core.FlightClosed)
		must(t, err)
		cold, err := r.with(service.Deps{}).Results.FindResultPage(m, r.flight.ID, core.Page{})
		must(t, err)
		if got := pageText(cold); cold.Prize(r.pigeons[0].ID) != 30000 || cold.Total != 3 {
			t.Fatalf("cold page of a prized race: got %s, want 300 € to the first", got)
		}
	})
}

// A draft season's race stays hidden from outsiders when its first page is
// read cold, as when it is cached.
func TestColdResultPageOfADraft(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		r := newRace(t, db)
		if r.season.State != core.SeasonDraft {
			t.Skipf("the fixture's season is %s", r.season.State)
		}
		_, err := r.with(service.Deps{}).Results.FindResultPage(context.Background(), r.flight.ID, core.Page{})
		wantErr(t, err, core.ENOTFOUND, "")
		_, err = r.with(service.Deps{}).Results.FindResultPage(r.as(r.merchant), r.flight.ID, core.Page{})
		must(t, err)
	})
}
