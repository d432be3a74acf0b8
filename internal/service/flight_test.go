package service_test

import (
	"bytes"
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

// recorder is a core.Publisher that keeps what it got.
type recorder struct {
	mu     sync.Mutex
	events []core.FlightEvent
}

func (r *recorder) PublishFlight(_ context.Context, ev core.FlightEvent) {
	r.mu.Lock()
	r.events = append(r.events, ev)
	r.mu.Unlock()
}

// race is a released flight of the world with three basketed pigeons and a clock.
type race struct {
	*world
	flight  *core.Flight
	pigeons []*core.Pigeon
	key     string
	pub     *recorder
}

var release = fixedNow.Add(-4 * time.Hour) // the races ran before the test clock's now: no read is ahead of it

func newRace(t *testing.T, db *store.DB) *race {
	t.Helper()
	return newRaceOf(t, db, "NL-2026-0000010", "NL-2026-0000011", "NL-2026-0000012")
}

// newRaceOf is newRace with pigeons of the rings given, created and
// basketed in that order; pigeon i wears chip CHIPi.
func newRaceOf(t *testing.T, db *store.DB, rings ...string) *race {
	t.Helper()
	r := &race{world: newWorld(t, db), pub: &recorder{}}
	r.svc = r.with(service.Deps{Publisher: r.pub})
	m := r.as(r.merchant)
	r.flight = &core.Flight{ReleaseLatitude: 48.4, ReleaseLongitude: 9.99, SeasonID: r.season.ID, Name: "Hot spot 1", Kind: core.FlightHotSpot, ReleaseTime: release,
		ReleasePoint: "Ulm", Distance: 120000} // 120 km: a bird home in 1 h flies 2,000 m/min, fast but real
	must(t, r.svc.Flights.CreateFlight(m, r.flight))
	for i, ring := range rings {
		p := &core.Pigeon{SeasonID: r.season.ID, TeamID: r.team.ID, Ring: ring, Sex: core.Cock, ChipRing: fmt.Sprintf("CHIP%d", i)}
		must(t, r.svc.Pigeons.CreatePigeon(m, p, core.StatusActive))
		_, err := r.svc.Flights.BasketPigeon(m, r.flight.ID, p.ID, time.Time{})
		must(t, err)
		r.pigeons = append(r.pigeons, p)
	}
	r.pub.mu.Lock()
	r.pub.events = nil // the basketing reloads: the tests look at what follows
	r.pub.mu.Unlock()
	var err error
	r.key, err = r.svc.Devices.CreateDevice(m, &core.Device{LoftID: r.loft.ID, Kind: core.DeviceClock, Name: "Clock"})
	must(t, err)
	_, err = r.svc.Flights.ChangeFlightState(m, r.flight.ID, core.FlightReleased)
	must(t, err)
	return r
}

func TestFlightUseCases(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		r := newRace(t, db)
		m := r.as(r.merchant)
		fl := &core.Flight{ReleaseLatitude: 48.4, ReleaseLongitude: 9.99, SeasonID: r.season.ID, Name: "Final", Kind: core.FlightFinal, ReleaseTime: fixedNow, Distance: 500000}
		wantErr(t, r.svc.Flights.CreateFlight(context.Background(), fl), core.EUNAUTHORIZED, "")
		wantErr(t, r.svc.Flights.CreateFlight(r.as(r.fancier), fl), core.EFORBIDDEN, "")
		wantErr(t, r.svc.Flights.CreateFlight(m, &core.Flight{SeasonID: r.season.ID, Kind: core.FlightFinal}), core.EINVALID, "")
		must(t, r.svc.Flights.CreateFlight(m, fl))

		_, err := r.svc.Flights.ChangeFlightState(m, r.flight.ID, core.FlightReleased)
		wantErr(t, err, core.EINVALID, core.MsgSameStatus)
		_, err = r.svc.Flights.BasketPigeon(m, r.flight.ID, r.pigeon.ID, time.Time{})
		wantErr(t, err, core.EINVALID, "Pigeons can be basketed only before the release.")
		_, err = r.svc.Flights.BasketPigeon(m, fl.ID, r.pigeon.ID, time.Time{})
		wantErr(t, err, core.EINVALID, "The pigeon has no chip ring, so it cannot be clocked.")
		_, err = r.svc.Flights.BasketPigeon(m, fl.ID, r.pigeons[0].ID, time.Time{})
		must(t, err)
		_, err = r.svc.Flights.BasketPigeon(m, fl.ID, r.pigeons[0].ID, time.Time{})
		wantErr(t, err, core.ECONFLICT, "")
		_, err = r.svc.Flights.BasketPigeon(r.as(r.fancier), fl.ID, r.pigeons[1].ID, time.Time{})
		wantErr(t, err, core.EFORBIDDEN, "")

		hist, _ := r.svc.Flights.FindFlightStatuses(m, r.flight.ID)
		if len(hist) != 2 || hist[0].State != core.FlightReleased || *hist[0].CreatedBy != r.merchant.ID {
			t.Fatalf("history: got %+v", hist)
		}
		// the release, then a reload for the viewers of the flight that got a bird
		if evs := r.pub.events; len(evs) != 2 || evs[0].State != core.FlightReleased || evs[1].FlightID != fl.ID || evs[1].State != "" {
			t.Fatalf("state event: got %+v", r.pub.events)
		}
		_, err = r.svc.Devices.CreateDevice(r.as(r.fancier), &core.Device{LoftID: r.loft.ID, Kind: core.DevicePC, Name: "PC"})
		wantErr(t, err, core.EFORBIDDEN, "")
	})
}

func read(chip, antenna string, after time.Duration) core.ChipRead {
	return core.ChipRead{ChipID: chip, AntennaID: antenna, ReadMs: release.Add(after).UnixMilli()}
}

func TestIngestArrivals(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		r := newRace(t, db)
		ctx := context.Background()
		hour := time.Hour
		first := service.BatchInput{Seq: 1, Reads: []core.ChipRead{
			read("CHIP0", "A1", hour), read("CHIP0", "A2", hour+300*time.Millisecond), // double read
			read("CHIP1", "A1", hour),         // same instant as CHIP0: shares the place
			read("STRAY", "A1", hour),         // not basketed
			read("CHIP2", "A1", -time.Minute), // before release
		}}
		b, err := r.svc.Devices.IngestArrivals(ctx, r.key, first)
		must(t, err)
		if b.Reads != 5 || b.Arrivals != 2 || b.Unmatched != 2 {
			t.Fatalf("batch: got %+v", b)
		}
		again, err := r.svc.Devices.IngestArrivals(ctx, r.key, first)
		must(t, err)
		if *again != *b {
			t.Fatalf("resent: got %+v, want %+v", again, b)
		}
		// CHIP1 read earlier by the second antenna, in a later batch; CHIP2 straggles in
		b2, err := r.svc.Devices.IngestArrivals(ctx, r.key, service.BatchInput{Seq: 2, Reads: []core.ChipRead{
			read("CHIP1", "A2", hour-time.Second), read("CHIP0", "A1", hour+time.Second), read("CHIP2", "A1", 3*hour),
		}})
		must(t, err)
		if b2.Arrivals != 2 || b2.Unmatched != 0 {
			t.Fatalf("second batch: got %+v", b2)
		}

		res, err := r.svc.Results.FindFlightResults(ctx, r.flight.ID)
		must(t, err)
		got := ""
		for _, row := range res.Rows {
			got += fmt.Sprintf("%d %s %s %s|", row.Rank, row.Arrival.ChipID, core.FormatFlightTime(row.FlightMs, false), row.Speed)
		}
		// 120000 m in 59:59 → 2000.56; in 60:00 → 2000.00; in 180:00 → 666.67
		want := "1 CHIP1 00:59:59 2000.56|2 CHIP0 01:00:00 2000.00|3 CHIP2 03:00:00 666.67|"
		if got != want || res.Basketed != 3 {
			t.Fatalf("results: got %q (basketed %d), want %q", got, res.Basketed, want)
		}
		fresh := service.New(service.Deps{Store: db}) // another instance: no cache, same answer
		res2, err := fresh.Results.FindFlightResults(ctx, r.flight.ID)
		must(t, err)
		if res2.ETag() != res.ETag() || len(res2.Rows) != 3 || res2.Rows[0].Arrival.ChipID != "CHIP1" {
			t.Fatalf("uncached: got %s %d rows, want %s", res2.ETag(), len(res2.Rows), res.ETag())
		}

		evs := r.pub.events[1:] // the first is the release
		if len(evs) != 2 || len(evs[0].Arrivals) != 2 || evs[0].Arrivals[0].Rank != 1 || evs[0].Arrivals[1].Rank != 1 {
			t.Fatalf("events: got %+v", evs)
		}
		if last := evs[1].Arrivals; len(last) != 2 || last[0].Rank != 1 || last[0].Ring != r.pigeons[1].Ring || last[1].Rank != 3 || last[1].Speed != "666.67" {
			t.Fatalf("second event: got %+v", last)
		}
		un, _ := db.FindUnmatchedReads(ctx, r.flight.ID)
		if len(un) != 2 || un[0].Reason != core.UnmatchedNotBasketed || un[1].Reason != core.UnmatchedBeforeRelease {
			t.Fatalf("unmatched: got %+v", un)
		}

		_, err = r.svc.Devices.IngestArrivals(ctx, "dk_wrong", service.BatchInput{Seq: 3})
		wantErr(t, err, core.EUNAUTHORIZED, "")
		_, err = r.svc.Devices.IngestArrivals(ctx, r.key, service.BatchInput{Seq: 0})
		wantErr(t, err, core.EINVALID, "")
		_, err = r.svc.Devices.IngestArrivals(ctx, r.key, service.BatchInput{Seq: 3, FlightID: 9999})
		wantErr(t, err, core.EINVALID, "The flight is not a flight of the device's loft.")
		must(t, r.svc.Devices.RecordHeartbeat(ctx, r.key, &core.Heartbeat{Settings: `{"antennas":2}`, Firmware: "1.2"}))
		wantErr(t, r.svc.Devices.RecordHeartbeat(ctx, r.key, &core.Heartbeat{Settings: `[1]`}), core.EINVALID, "")

		rows, flights, err := r.svc.Results.AceRanking(ctx, r.season.ID, core.AceOptions{Scheme: core.AceRankPoints}, nil)
		must(t, err)
		if len(flights) != 1 || len(rows) != 3 || rows[0].Points != 100 || rows[0].Pigeon.Ring != r.pigeons[1].Ring || rows[2].Rank != 3 {
			t.Fatalf("aces: got %d flights %+v", len(flights), rows)
		}

		// another instance finishes the flight, which this one holds in memory:
		// a resent batch still gets its answer, a new one has nowhere to go
		_, err = service.New(service.Deps{Store: db}).Flights.ChangeFlightState(r.as(r.merchant), r.flight.ID, core.FlightFinished)
		must(t, err)
		again, err = r.svc.Devices.IngestArrivals(ctx, r.key, first)
		must(t, err)
		if *again != *b {
			t.Fatalf("resent after the finish: got %+v, want %+v", again, b)
		}
		_, err = r.svc.Devices.IngestArrivals(ctx, r.key, service.BatchInput{Seq: 9, Reads: []core.ChipRead{read("CHIP0", "A1", 2*hour)}})
		wantErr(t, err, core.EINVALID, "No flight of the loft is released.")
		dev, err := r.svc.Devices.AuthDevice(ctx, r.key)
		must(t, err)
		_, err = db.FindArrivalBatch(ctx, dev.ID, 9)
		wantErr(t, err, core.ENOTFOUND, "")
	})
}

// Birds home in the same millisecond share the place and are listed by ring
// number (core.CompareArrivals), not in the order they were entered or
// clocked: in the cached results a batch brings up to date, in its live
// event, and in the results another instance loads.
func TestTieListedByRing(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		r := newRaceOf(t, db, "NL-2026-0000030", "NL-2026-0000010", "NL-2026-0000020")
		ctx := context.Background()
		listed := func(res *service.FlightResults) string {
			got := ""
			for _, row := range res.Rows {
				got += fmt.Sprintf("%d %s|", row.Rank, row.Arrival.Pigeon.Ring)
			}
			return got
		}
		for i, tt := range []struct {
			chips []string
			want  string
		}{
			{[]string{"CHIP0"}, "1 NL-2026-0000030|"},
			{[]string{"CHIP2", "CHIP1"}, "1 NL-2026-0000010|1 NL-2026-0000020|1 NL-2026-0000030|"}, // clocked in the other order
		} {
			in := service.BatchInput{Seq: int64(i + 1)}
			for _, chip := range tt.chips {
				in.Reads = append(in.Reads, read(chip, "A1", time.Hour))
			}
			_, err := r.svc.Devices.IngestArrivals(ctx, r.key, in)
			must(t, err)
			res, err := r.svc.Results.FindFlightResults(ctx, r.flight.ID)
			must(t, err)
			if got := listed(res); got != tt.want {
				t.Fatalf("batch %d: got %q, want %q", i+1, got, tt.want)
			}
		}
		res, err := service.New(service.Deps{Store: db}).Results.FindFlightResults(ctx, r.flight.ID) // loaded, not patched
		must(t, err)
		if got, want := listed(res), "1 NL-2026-0000010|1 NL-2026-0000020|1 NL-2026-0000030|"; got != want {
			t.Fatalf("another instance: got %q, want %q", got, want)
		}

		evs := r.pub.events[1:] // the first is the release
		got := ""
		for _, a := range evs[len(evs)-1].Arrivals {
			got += fmt.Sprintf("%d %s|", a.Rank, a.Ring)
		}
		if want := "1 NL-2026-0000010|1 NL-2026-0000020|"; len(evs) != 2 || got != want {
			t.Fatalf("live events: got %d, the last %q; want 2, the last %q", len(evs), got, want)
		}
	})
}

// TestConcurrentBatches sends batches from several clocks at once: batches
// commit in one order and reach the cache in another, yet the cached results
// equal a fresh read and every arrival is published exactly once.
func TestConcurrentBatches(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		r := newRace(t, db)
		m := r.as(r.merchant)
		// a second flight takes the pigeons: the race's flight is released already
		fl := &core.Flight{ReleaseLatitude: 48.4, ReleaseLongitude: 9.99, SeasonID: r.season.ID, Name: "Hot spot 2", Kind: core.FlightHotSpot, ReleaseTime: release, Distance: 120000}
		must(t, r.svc.Flights.CreateFlight(m, fl))
		const clocks, batches, perBatch = 4, 6, 5
		var chips []string
		for i := range clocks * batches * perBatch {
			p := &core.Pigeon{SeasonID: r.season.ID, TeamID: r.team.ID, Ring: fmt.Sprintf("NL-2026-%07d", 100+i), Sex: core.Hen, ChipRing: fmt.Sprintf("K%03d", i)}
			must(t, r.svc.Pigeons.CreatePigeon(m, p, core.StatusActive))
			_, err := r.svc.Flights.BasketPigeon(m, fl.ID, p.ID, time.Time{})
			must(t, err)
			chips = append(chips, p.ChipRing)
		}
		_, err := r.svc.Flights.ChangeFlightState(m, r.flight.ID, core.FlightFinished)
		must(t, err)
		_, err = r.svc.Flights.ChangeFlightState(m, fl.ID, core.FlightReleased)
		must(t, err)
		_, err = r.svc.Results.FindFlightResults(context.Background(), fl.ID) // warm cache
		must(t, err)
		r.pub.mu.Lock()
		r.pub.events = nil
		r.pub.mu.Unlock()
		var wg sync.WaitGroup
		for c := range clocks {
			key, err := r.svc.Devices.CreateDevice(m, &core.Device{LoftID: r.loft.ID, Kind: core.DeviceAntenna, Name: fmt.Sprint("Clock ", c)})
			must(t, err)
			wg.Add(1)
			go func() {
				defer wg.Done()
				for b := range batches {
					in := service.BatchInput{Seq: int64(b + 1), FlightID: fl.ID}
					for k := range perBatch {
						i := (c*batches+b)*perBatch + k
						// every fifth bird ties with the one before it
						at := time.Hour + time.Duration(i-i%5/4)*time.Second
						in.Reads = append(in.Reads, read(chips[i], "A1", at), read(chips[i], "A2", at+time.Second))
					}
					if _, err := r.svc.Devices.IngestArrivals(context.Background(), key, in); err != nil {
						t.Error(err)
					}
				}
			}()
		}
		wg.Wait()
		// every batch's log entry is chained to the one before, whether its
		// head was read or known from the batch before
		entries, err := db.FindClockLog(context.Background(), fl.ID)
		must(t, err)
		var log bytes.Buffer
		must(t, core.WriteClockLog(&log, entries))
		if _, err := core.VerifyClockLog(&log); err != nil || len(entries) != clocks*batches {
			t.Fatalf("clock log of %d entries (want %d): %v", len(entries), clocks*batches, err)
		}
		cached, err := r.svc.Results.FindFlightResults(context.Background(), fl.ID)
		must(t, err)
		fresh, err := service.New(service.Deps{Store: db}).Results.FindFlightResults(context.Background(), fl.ID)
		must(t, err)
		if cached.Revision != fresh.Revision || len(cached.Rows) != len(chips) || len(fresh.Rows) != len(chips) {
			t.Fatalf("got cached r%d %d rows, fresh r%d %d rows, want %d", cached.Revision, len(cached.Rows), fresh.Revision, len(fresh.Rows), len(chips))
		}
		for i := range fresh.Rows {
			c, f := cached.Rows[i], fresh.Rows[i]
			if c.Rank != f.Rank || c.Arrival.PigeonID != f.Arrival.PigeonID || c.Speed != f.Speed || c.Arrival.Pigeon.Ring != f.Arrival.Pigeon.Ring {
				t.Fatalf("row %d: cached %d %d %s, fresh %d %d %s", i, c.Rank, c.Arrival.PigeonID, c.Speed, f.Rank, f.Arrival.PigeonID, f.Speed)
			}
		}
		seen := map[int64]int{}
		r.pub.mu.Lock()
		for _, ev := range r.pub.events {
			for _, a := range ev.Arrivals {
				seen[a.PigeonID]++
				if a.Rank == 0 || a.Ring == "" {
					t.Errorf("event arrival without rank or ring: %+v", a)
				}
			}
		}
		r.pub.mu.Unlock()
		for _, row := range fresh.Rows {
			if seen[row.Arrival.PigeonID] != 1 {
				t.Errorf("pigeon %d published %d times, want once", row.Arrival.PigeonID, seen[row.Arrival.PigeonID])
			}
		}
	})
}

// A read far ahead of the server's clock (a clock set wrong) is kept as
// unmatched with its reason, never ranked; the results still answer.
func TestReadFromTheFutureIsKeptUnmatched(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		r := newRace(t, db)
		ctx := context.Background()
		b, err := r.svc.Devices.IngestArrivals(ctx, r.key, service.BatchInput{Seq: 1, Reads: []core.ChipRead{
			read("CHIP0", "A1", 5*time.Hour),               // an hour after the test clock's now
			read("CHIP1", "A1", 4*time.Hour+4*time.Minute), // within the drift a clock may have
		}})
		must(t, err)
		if b.Arrivals != 1 || b.Unmatched != 1 {
			t.Fatalf("batch: got %+v", b)
		}
		res, err := r.svc.Results.FindFlightResults(ctx, r.flight.ID)
		must(t, err)
		if len(res.Rows) != 1 || res.Rows[0].Arrival.ChipID != "CHIP1" {
			t.Fatalf("results: got %d rows", len(res.Rows))
		}
		un, err := db.FindUnmatchedReads(ctx, r.flight.ID)
		must(t, err)
		if len(un) != 1 || un[0].Reason != core.UnmatchedInFuture || un[0].ChipID != "CHIP0" {
			t.Fatalf("unmatched: got %+v", un)
		}
	})
}
