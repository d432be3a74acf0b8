package service_test

import (
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

// The periodic job closes a race at its season's closing time: written
// after two birds are home (one before the time, one after), the rule
// closes the race as of that time on the job's next run, once.
func TestCloseDueFlights(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		r := newRace(t, db)
		m := r.as(r.merchant)
		_, err := r.svc.Devices.IngestArrivals(m, r.key, service.BatchInput{Seq: 1, Reads: []core.ChipRead{
			read("CHIP0", "A1", time.Hour), read("CHIP1", "A1", 3*time.Hour)}})
		must(t, err)
		if n, err := r.svc.Results.CloseDueFlights(m); err != nil || n != 0 {
			t.Fatalf("CloseDueFlights without a rule = %d, %v; want 0", n, err)
		}
		closeAt := release.Add(2 * time.Hour)
		next := *r.season
		next.Rules = &core.RaceRules{Closing: core.ClosingRule{Day: 1, Time: closeAt.In(r.loft.Location()).Format("15:04")}}
		_, err = r.svc.Seasons.UpdateSeason(m, r.season.ID, &next, nil)
		must(t, err)

		n, err := r.svc.Results.CloseDueFlights(m)
		if err != nil || n != 1 {
			t.Fatalf("CloseDueFlights = %d, %v; want 1", n, err)
		}
		res, err := r.svc.Results.FindFlightResults(m, r.flight.ID)
		must(t, err)
		if f := res.Flight; f.State != core.FlightClosed || f.ClosedAt == nil || !f.ClosedAt.Equal(closeAt) {
			t.Fatalf("flight: state %s closed at %v, want closed at %v", f.State, f.ClosedAt, closeAt)
		}
		if len(res.Rows) != 2 || res.Rows[0].Rank != 1 || res.Rows[1].Rank != 0 {
			t.Fatalf("ranks: %d rows, %+v", len(res.Rows), res.Rows)
		}
		hist, err := r.svc.Flights.FindFlightStatuses(m, r.flight.ID)
		must(t, err)
		if hist[0].State != core.FlightClosed || hist[0].CreatedBy != nil {
			t.Fatalf("history: %+v, want closed by nobody", hist[0])
		}
		if n, err := r.svc.Results.CloseDueFlights(m); err != nil || n != 0 {
			t.Fatalf("second run = %d, %v; want 0", n, err)
		}
	})
}
