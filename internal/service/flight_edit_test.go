package service_test

import (
	"context"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

func TestUpdateFlight(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		r := newRace(t, db) // released 2 h before now, 120 km
		ctx := context.Background()
		m := r.as(r.merchant)
		_, err := r.svc.Devices.IngestArrivals(ctx, r.key, service.BatchInput{Seq: 1, FlightID: r.flight.ID, Reads: []core.ChipRead{read("CHIP0", "A1", time.Hour)}})
		must(t, err)
		res, err := r.svc.Results.FindFlightResults(ctx, r.flight.ID) // cached now
		must(t, err)
		if res.Rows[0].Speed.String() != "2000.00" {
			t.Fatalf("before: got %s", res.Rows[0].Speed)
		}
		edited := func(edit func(f *core.Flight)) *core.Flight {
			f, err := r.svc.Flights.FindFlight(ctx, r.flight.ID)
			must(t, err)
			next := *f
			edit(&next)
			return &next
		}

		_, _, err = r.svc.Flights.UpdateFlight(ctx, r.flight.ID, edited(func(f *core.Flight) { f.Name = "X" }))
		wantErr(t, err, core.EUNAUTHORIZED, "")
		_, _, err = r.svc.Flights.UpdateFlight(r.as(r.fancier), r.flight.ID, edited(func(f *core.Flight) { f.Name = "X" }))
		wantErr(t, err, core.EFORBIDDEN, "")
		_, _, err = r.svc.Flights.UpdateFlight(m, 9999, edited(func(f *core.Flight) {}))
		wantErr(t, err, core.ENOTFOUND, "")
		_, _, err = r.svc.Flights.UpdateFlight(m, r.flight.ID, edited(func(f *core.Flight) { f.ReleaseTime = release.Add(61 * time.Minute) }))
		wantErr(t, err, core.EINVALID, core.MsgReleaseAfterArrival)
		_, _, err = r.svc.Flights.UpdateFlight(m, r.flight.ID, edited(func(f *core.Flight) { f.Distance = 0 }))
		wantErr(t, err, core.EINVALID, "")

		events := len(r.pub.events)
		f, changes, err := r.svc.Flights.UpdateFlight(m, r.flight.ID, edited(func(f *core.Flight) { f.Name, f.Distance = "Hot spot 1 (Ulm)", 300000 }))
		must(t, err)
		if len(changes) != 2 || f.Name != "Hot spot 1 (Ulm)" || f.Revision <= res.Revision {
			t.Fatalf("edit: got %+v, %d changes", f, len(changes))
		}
		res, err = r.svc.Results.FindFlightResults(ctx, r.flight.ID)
		must(t, err)
		if res.Rows[0].Speed.String() != "5000.00" || res.Flight.Name != "Hot spot 1 (Ulm)" {
			t.Fatalf("results after the edit: got %s %q, want the cache dropped and 300 km in 1 h = 5000.00", res.Rows[0].Speed, res.Flight.Name)
		}
		if len(r.pub.events) != events+1 || r.pub.events[events].Revision != f.Revision || len(r.pub.events[events].Arrivals) != 0 {
			t.Fatalf("live: got %+v, want one event at the new revision", r.pub.events[events:])
		}
		stored, _ := db.FindFlightByID(ctx, r.flight.ID)
		if stored.Distance != 300000 || stored.State != core.FlightReleased || stored.SeasonID != r.season.ID {
			t.Fatalf("stored: got %+v", stored)
		}

		same, changes, err := r.svc.Flights.UpdateFlight(m, r.flight.ID, edited(func(f *core.Flight) {}))
		must(t, err)
		if len(changes) != 0 || same.Revision != f.Revision {
			t.Fatalf("no change: got %d changes, revision %d, want %d", len(changes), same.Revision, f.Revision)
		}

		// once finished, the distance and release time stand; other fields may still be corrected
		_, err = r.svc.Flights.ChangeFlightState(m, r.flight.ID, core.FlightFinished)
		must(t, err)
		_, _, err = r.svc.Flights.UpdateFlight(m, r.flight.ID, edited(func(f *core.Flight) { f.Distance = 240000 }))
		wantErr(t, err, core.EINVALID, core.MsgFinishedFlightFixed)
		_, _, err = r.svc.Flights.UpdateFlight(m, r.flight.ID, edited(func(f *core.Flight) { f.ReleasePoint = "Ulm Nord" }))
		must(t, err)

		h, err := r.svc.Flights.FindFlightHistory(m, r.flight.ID)
		must(t, err)
		if len(h.Changes) != 3 || h.Changes[0].Field != "release_point" || h.Changes[0].OldValue != "Ulm" || h.Changes[0].NewValue != "Ulm Nord" ||
			h.Changes[2].Field != "name" || h.Changes[1].Field != "distance" || h.Changes[1].OldValue != "120000" || h.Changes[1].NewValue != "300000" ||
			h.Changes[1].CreatedBy == nil || *h.Changes[1].CreatedBy != r.merchant.ID || !h.Changes[1].CreatedAt.Equal(fixedNow) {
			t.Fatalf("history: got %d changes %+v", len(h.Changes), h.Changes)
		}
		if len(h.Statuses) != 3 || h.Statuses[0].State != core.FlightFinished {
			t.Fatalf("state history: got %d rows, want it kept beside the edits", len(h.Statuses))
		}
		_, err = r.svc.Flights.FindFlightHistory(r.as(r.fancier), r.flight.ID)
		wantErr(t, err, core.EFORBIDDEN, "")
	})
}

// A release moved earlier turns the reads refused as "before release" that
// now come after it into arrivals (issue 14, item 1).
func TestEarlierReleaseReconsidersEarlyReads(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		r := newRace(t, db)
		ctx := context.Background()
		m := r.as(r.merchant)
		_, err := r.svc.Devices.IngestArrivals(ctx, r.key, service.BatchInput{Seq: 1, Reads: []core.ChipRead{
			read("CHIP0", "A1", -10*time.Minute), // the clock says the release was earlier
			read("CHIP1", "A1", -40*time.Minute), // still before the corrected release
			read("CHIP2", "A1", time.Hour),
		}})
		must(t, err)
		if res, _ := r.svc.Results.FindFlightResults(ctx, r.flight.ID); len(res.Rows) != 1 {
			t.Fatalf("before: %d rows", len(res.Rows))
		}
		f, err := r.svc.Flights.FindFlight(ctx, r.flight.ID)
		must(t, err)
		next := *f
		next.ReleaseTime = release.Add(-30 * time.Minute)
		_, _, err = r.svc.Flights.UpdateFlight(m, r.flight.ID, &next)
		must(t, err)
		res, err := r.svc.Results.FindFlightResults(ctx, r.flight.ID)
		must(t, err)
		if len(res.Rows) != 2 || res.Rows[0].Arrival.ChipID != "CHIP0" || core.FormatFlightTime(res.Rows[0].FlightMs, false) != "00:20:00" {
			t.Fatalf("after: %d rows, first %s", len(res.Rows), res.Rows[0].Arrival.ChipID)
		}
		un, err := db.FindUnmatchedReads(ctx, r.flight.ID)
		must(t, err)
		if len(un) != 1 || un[0].ChipID != "CHIP1" || un[0].Reason != core.UnmatchedBeforeRelease {
			t.Fatalf("unmatched after: %+v", un)
		}
	})
}
