package service_test

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

// placesOf is each row's place, chip and review status, as "1 CHIP1|0 CHIP0 held|".
func placesOf(res *service.FlightResults) string {
	got := ""
	for _, row := range res.Rows {
		got += fmt.Sprintf("%d %s", row.Rank, row.Arrival.ChipID)
		if row.Review != core.ReviewNone {
			got += " " + string(row.Review)
		}
		got += "|"
	}
	return got
}

// prizedRace is newRace with prize money for every place (300, 200 and
// 100 €, one prize per basketed bird) and a batch of reads: CHIP0 home in
// 30 minutes (120 km: 4,000 m/min, faster than any pigeon), CHIP1 in 1 h
// and CHIP2 in 2 h.
func prizedRace(t *testing.T, db *store.DB) (*race, context.Context) {
	t.Helper()
	r := newRace(t, db)
	m := r.as(r.merchant)
	next := *r.season
	next.Rules = &core.RaceRules{PrizeRatio: 1, UnfilledPrizes: core.UnfilledKept}
	_, err := r.svc.Seasons.UpdateSeason(m, r.season.ID, &next, nil)
	must(t, err)
	_, err = r.svc.Prizes.SetPrizeTable(m, r.flight.ID, &core.PrizeTable{Pool: core.PrizePool{Kind: core.PoolFixed, Amount: 60000},
		Mode: core.PrizeAmounts, Places: []int64{30000, 20000, 10000}})
	must(t, err)
	_, err = r.svc.Devices.IngestArrivals(m, r.key, service.BatchInput{Seq: 1, Reads: []core.ChipRead{
		read("CHIP0", "A1", 30*time.Minute), read("CHIP1", "A1", time.Hour), read("CHIP2", "A1", 2*time.Hour)}})
	must(t, err)
	return r, m
}

// aceRings are the rings of the season's ace ranking by rank points, in order.
func aceRings(t *testing.T, r *race, ctx context.Context) string {
	t.Helper()
	rows, _, err := r.svc.Results.AceRanking(ctx, r.season.ID, core.AceOptions{Scheme: core.AceRankPoints}, nil)
	must(t, err)
	got := ""
	for _, row := range rows {
		got += fmt.Sprintf("%d %s|", row.Rank, row.Pigeon.Ring)
	}
	return got
}

// An arrival faster than any pigeon flies is held: shown, but no place, no
// prize, no ace points, and the birds after it keep their places; the race
// cannot be closed with its prizes until staff decide. Accepted, it ranks.
func TestHeldArrivalRanksOnlyOnceAccepted(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		r, m := prizedRace(t, db)
		res, err := r.svc.Results.FindFlightResults(m, r.flight.ID)
		must(t, err)
		if got, want := placesOf(res), "0 CHIP0 held|1 CHIP1|2 CHIP2|"; got != want || res.Held != 1 {
			t.Fatalf("results: got %q (held %d), want %q (held 1)", got, res.Held, want)
		}
		if got := res.Rows[0].Speed.String(); got != "4000.00" {
			t.Fatalf("held bird's speed: got %s, want it shown: 4000.00", got)
		}
		ev := r.pub.events[len(r.pub.events)-1]
		if len(ev.Arrivals) != 3 || ev.Arrivals[0].Review != "held" || ev.Arrivals[0].Rank != 0 || ev.Arrivals[1].Rank != 1 {
			t.Fatalf("live event: got %+v, want the held bird without a place", ev.Arrivals)
		}
		if got, want := aceRings(t, r, m), "1 NL-2026-0000011|2 NL-2026-0000012|"; got != want {
			t.Fatalf("aces: got %q, want %q: the held bird counts for nothing", got, want)
		}
		_, err = r.svc.Flights.ChangeFlightState(m, r.flight.ID, core.FlightClosed)
		wantErr(t, err, core.EINVALID, fmt.Sprintf(core.MsgHeldBeforeClosing, 1))

		held, err := r.svc.Results.HeldArrivals(m, r.flight.ID)
		must(t, err)
		if len(held) != 1 || held[0].Row.Arrival.ChipID != "CHIP0" || held[0].Row.Review != core.ReviewHeld || held[0].Decision != nil {
			t.Fatalf("held list: got %+v", held)
		}
		_, err = r.svc.Results.HeldArrivals(r.as(r.fancier), r.flight.ID)
		wantErr(t, err, core.ENOTFOUND, "")
		_, err = r.svc.Results.HeldArrivals(context.Background(), r.flight.ID)
		wantErr(t, err, core.EUNAUTHORIZED, "")
		_, err = r.svc.Results.ReviewArrival(r.as(r.fancier), r.flight.ID, r.pigeons[0].ID, core.ReviewAccepted, "")
		wantErr(t, err, core.ENOTFOUND, "")
		_, err = r.svc.Results.ReviewArrival(m, r.flight.ID, r.pigeons[1].ID, core.ReviewAccepted, "")
		wantErr(t, err, core.EINVALID, core.MsgReviewNotHeld)
		_, err = r.svc.Results.ReviewArrival(m, r.flight.ID, r.pigeon.ID, core.ReviewAccepted, "")
		wantErr(t, err, core.ENOTFOUND, "")

		events := len(r.pub.events)
		h, err := r.svc.Results.ReviewArrival(m, r.flight.ID, r.pigeons[0].ID, core.ReviewAccepted, "Clock checked: right")
		must(t, err)
		if d := h.Decision; d == nil || d.Status != core.ReviewAccepted || d.Note != "Clock checked: right" || d.CreatedBy == nil ||
			*d.CreatedBy != r.merchant.ID || !d.CreatedAt.Equal(fixedNow) || d.Speed.String() != "4000.00" || h.ByName != "Max Merchant" {
			t.Fatalf("decision: got %+v by %q", h.Decision, h.ByName)
		}
		if len(r.pub.events) != events+1 || len(r.pub.events[events].Arrivals) != 0 || r.pub.events[events].Revision <= res.Revision {
			t.Fatalf("live: got %+v, want one reload at a new revision", r.pub.events[events:])
		}
		res, err = r.svc.Results.FindFlightResults(m, r.flight.ID)
		must(t, err)
		if got, want := placesOf(res), "1 CHIP0 accepted|2 CHIP1|3 CHIP2|"; got != want || res.Held != 0 {
			t.Fatalf("results after the accept: got %q (held %d), want %q", got, res.Held, want)
		}
		if got, want := aceRings(t, r, m), "1 NL-2026-0000010|2 NL-2026-0000011|3 NL-2026-0000012|"; got != want {
			t.Fatalf("aces after the accept: got %q, want %q", got, want)
		}
		_, err = r.svc.Results.ReviewArrival(m, r.flight.ID, r.pigeons[0].ID, core.ReviewRejected, "changed my mind")
		wantErr(t, err, core.ECONFLICT, "This arrival was accepted already.")

		_, err = r.svc.Flights.ChangeFlightState(m, r.flight.ID, core.FlightClosed)
		must(t, err)
		res, err = r.svc.Results.FindFlightResults(m, r.flight.ID)
		must(t, err)
		if !res.Awarded() || res.Prize(r.pigeons[0].ID) != 30000 || res.Prize(r.pigeons[1].ID) != 20000 || res.Prize(r.pigeons[2].ID) != 10000 {
			t.Fatalf("prizes: awarded %v, %d %d %d", res.Awarded(), res.Prize(r.pigeons[0].ID), res.Prize(r.pigeons[1].ID), res.Prize(r.pigeons[2].ID))
		}
		held, err = r.svc.Results.HeldArrivals(m, r.flight.ID)
		must(t, err)
		if len(held) != 1 || held[0].Decision == nil || held[0].ByName != "Max Merchant" {
			t.Fatalf("held list after the accept: got %+v, want the decision kept", held)
		}
	})
}

// A rejected arrival stays out for good: no place, no prize, its reason
// kept. The race closes and pays the others as if the bird were not home.
func TestRejectedArrivalStaysOut(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		r, m := prizedRace(t, db)
		_, err := r.svc.Results.ReviewArrival(m, r.flight.ID, r.pigeons[0].ID, core.ReviewRejected, " ")
		wantErr(t, err, core.EINVALID, core.MsgReviewNoteNeeded)
		_, err = r.svc.Results.ReviewArrival(m, r.flight.ID, r.pigeons[0].ID, core.ReviewRejected, "Chip carried by car")
		must(t, err)
		_, err = r.svc.Results.ReviewArrival(m, r.flight.ID, r.pigeons[0].ID, core.ReviewAccepted, "")
		wantErr(t, err, core.ECONFLICT, "This arrival was rejected already.")
		_, err = r.svc.Flights.ChangeFlightState(m, r.flight.ID, core.FlightClosed)
		must(t, err)
		res, err := r.svc.Results.FindFlightResults(m, r.flight.ID)
		must(t, err)
		if got, want := placesOf(res), "0 CHIP0 rejected|1 CHIP1|2 CHIP2|"; got != want {
			t.Fatalf("results: got %q, want %q", got, want)
		}
		if !res.Awarded() || res.Prize(r.pigeons[0].ID) != 0 || res.Prize(r.pigeons[1].ID) != 30000 || res.Prize(r.pigeons[2].ID) != 20000 {
			t.Fatalf("prizes: awarded %v, %d %d %d", res.Awarded(), res.Prize(r.pigeons[0].ID), res.Prize(r.pigeons[1].ID), res.Prize(r.pigeons[2].ID))
		}
		sum, err := r.svc.Prizes.FindPayoutSummary(m, r.season.ID)
		must(t, err)
		if len(sum.Races) != 1 || !sum.Races[0].Final || sum.Races[0].Awarded != 50000 || sum.Races[0].Kept != 10000 {
			t.Fatalf("payout summary: got %+v", sum.Races)
		}
		// an earlier read of the bird is a new arrival, held anew: still no place
		_, err = r.svc.Devices.IngestArrivals(m, r.key, service.BatchInput{Seq: 2, Reads: []core.ChipRead{read("CHIP0", "A2", 20*time.Minute)}})
		must(t, err)
		res, err = r.svc.Results.FindFlightResults(m, r.flight.ID)
		must(t, err)
		if got, want := placesOf(res), "0 CHIP0 held|1 CHIP1|2 CHIP2|"; got != want || res.Awarded() {
			t.Fatalf("after an earlier read: got %q (awarded %v), want %q, prizes waiting", got, res.Awarded(), want)
		}
		decided, err := db.FindArrivalReviews(m, r.flight.ID)
		must(t, err)
		if len(decided) != 1 || decided[0].Status != core.ReviewRejected || decided[0].Note != "Chip carried by car" {
			t.Fatalf("history: got %+v", decided)
		}
	})
}

// Staff deciding at once on one arrival record one decision: the others
// are told it was decided already.
func TestConcurrentReviewsRecordOne(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		r, m := prizedRace(t, db)
		const n = 12
		var (
			wg    sync.WaitGroup
			mu    sync.Mutex
			codes = map[string]int{}
		)
		for i := range n {
			wg.Add(1)
			go func() {
				defer wg.Done()
				status := core.ReviewAccepted
				if i%3 == 0 {
					status = core.ReviewRejected
				}
				_, err := r.svc.Results.ReviewArrival(m, r.flight.ID, r.pigeons[0].ID, status, fmt.Sprintf("decision %d", i))
				mu.Lock()
				codes[core.ErrorCode(err)]++
				mu.Unlock()
			}()
		}
		wg.Wait()
		if codes[""] != 1 || codes[core.ECONFLICT] != n-1 {
			t.Fatalf("outcomes: got %v, want one decision and %d conflicts", codes, n-1)
		}
		decided, err := db.FindArrivalReviews(m, r.flight.ID)
		must(t, err)
		if len(decided) != 1 {
			t.Fatalf("history: got %d rows, want 1", len(decided))
		}
	})
}

// A held bird is not home for the closing rule, and the places that later
// batches bring on top of cached results skip it as a fresh read does.
func TestHeldArrivalInLaterBatches(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		r := newRace(t, db)
		m := r.as(r.merchant)
		next := *r.season
		next.Rules = &core.RaceRules{Closing: core.ClosingRule{HomePercent: 50}} // two of three birds home close the race
		_, err := r.svc.Seasons.UpdateSeason(m, r.season.ID, &next, nil)
		must(t, err)
		for i, rd := range []core.ChipRead{read("CHIP0", "A1", 30*time.Minute), read("CHIP1", "A1", time.Hour), read("CHIP2", "A1", 2*time.Hour)} {
			_, err := r.svc.Results.FindFlightResults(m, r.flight.ID) // cached: the batch applies on top of it
			must(t, err)
			_, err = r.svc.Devices.IngestArrivals(m, r.key, service.BatchInput{Seq: int64(i + 1), Reads: []core.ChipRead{rd}})
			must(t, err)
		}
		res, err := r.svc.Results.FindFlightResults(m, r.flight.ID)
		must(t, err)
		if got, want := placesOf(res), "0 CHIP0 held|1 CHIP1|2 CHIP2|"; got != want || res.Held != 1 {
			t.Fatalf("cached results: got %q (held %d), want %q", got, res.Held, want)
		}
		fresh, err := service.New(service.Deps{Store: db}).Results.FindFlightResults(m, r.flight.ID)
		must(t, err)
		if got := placesOf(fresh); got != placesOf(res) || fresh.Held != res.Held {
			t.Fatalf("fresh read: got %q (held %d), want the cache's %q", got, fresh.Held, placesOf(res))
		}
		if f := res.Flight; f.State != core.FlightClosed || f.ClosedAt == nil || !f.ClosedAt.Equal(release.Add(2*time.Hour)) {
			t.Fatalf("flight: %s closed at %v, want closed by the second bird ranked, at %v", f.State, f.ClosedAt, release.Add(2*time.Hour))
		}
	})
}

// Hours of darkness shorten a bird's scored flight time, not the time it
// had: a bird home after them is judged on the time it flew (120 km in 2 h,
// 1,000 m/min, though its scored 15 minutes make 8,000 m/min). It is
// neither held nor flagged, and takes its place.
func TestDarknessHoldsNoHonestBird(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		r := newRace(t, db)
		m := r.as(r.merchant)
		loc := r.loft.Location()
		next := *r.season
		next.Rules = &core.RaceRules{Darkness: &core.Darkness{From: release.In(loc).Format("15:04"),
			To: release.Add(105 * time.Minute).In(loc).Format("15:04")}}
		_, err := r.svc.Seasons.UpdateSeason(m, r.season.ID, &next, nil)
		must(t, err)
		_, err = r.svc.Devices.IngestArrivals(m, r.key, service.BatchInput{Seq: 1, Reads: []core.ChipRead{read("CHIP1", "A1", 2*time.Hour)}})
		must(t, err)
		res, err := r.svc.Results.FindFlightResults(m, r.flight.ID)
		must(t, err)
		if got, want := placesOf(res), "1 CHIP1|"; got != want || res.Held != 0 {
			t.Fatalf("results: got %q (held %d), want %q", got, res.Held, want)
		}
		if got := res.Rows[0].FlightMs; got != (15 * time.Minute).Milliseconds() {
			t.Fatalf("scored flight time: got %d ms, want 15 minutes (darkness left out)", got)
		}
		flags, err := r.svc.Results.FraudFlags(m, r.flight.ID)
		must(t, err)
		if len(flags) != 0 {
			t.Fatalf("fraud flags: got %+v, want none", flags)
		}
	})
}
