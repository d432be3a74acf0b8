package store_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/store"
)

func TestFlightsAndBasketing(t *testing.T) {
	forEachEngine(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		f := newFixture(t, db)
		release := time.Date(2026, 6, 1, 7, 30, 0, 0, time.UTC)
		fl := &core.Flight{SeasonID: f.season.ID, Name: "Hot spot 1", Kind: core.FlightHotSpot, ReleaseTime: release,
			ReleasePoint: "Ulm", ReleaseLatitude: 48.4, ReleaseLongitude: 9.99, Distance: 250125, EstimatedAverageSpeed: 120050, State: core.FlightComingSoon}
		mustNoErr(t, db.CreateFlight(ctx, fl))
		mustNoErr(t, db.CreateFlight(ctx, &core.Flight{SeasonID: f.season.ID, Name: "Training", Kind: core.FlightTraining,
			ReleaseTime: release.Add(-48 * time.Hour), Distance: 20000, State: core.FlightFinished}))
		wantCode(t, db.CreateFlight(ctx, &core.Flight{SeasonID: 9999, Name: "x", Kind: core.FlightFinal, ReleaseTime: release, Distance: 1, State: core.FlightComingSoon}), core.EINVALID)

		got, err := db.FindFlightByID(ctx, fl.ID)
		mustNoErr(t, err)
		if !got.ReleaseTime.Equal(release) || got.Distance != 250125 || got.EstimatedAverageSpeed != 120050 || got.Season.LoftID != f.loft.ID || got.Revision != 1 {
			t.Fatalf("got %+v", got)
		}
		flights, n, err := db.FindFlights(ctx, core.FlightFilter{LoftID: &f.loft.ID})
		mustNoErr(t, err)
		if n != 2 || flights[0].ID != fl.ID {
			t.Fatalf("flights newest first: got %d", n)
		}
		_, err = db.FindFlightByID(ctx, 9999)
		wantCode(t, err, core.ENOTFOUND)

		mustNoErr(t, db.UpdateFlightState(ctx, &core.FlightStatus{FlightID: fl.ID, State: core.FlightBasketing}, nil))
		wantCode(t, db.UpdateFlightState(ctx, &core.FlightStatus{FlightID: 9999, State: core.FlightBasketing}, nil), core.ENOTFOUND)
		hist, _ := db.FindFlightStatuses(ctx, fl.ID)
		if len(hist) != 2 || hist[0].State != core.FlightBasketing || hist[1].State != core.FlightComingSoon {
			t.Fatalf("history: got %d rows", len(hist))
		}

		p := &core.Pigeon{SeasonID: f.season.ID, TeamID: f.team.ID, Ring: "DE-0123-26-0001", Sex: core.Hen, ChipRing: "CHIP-1"}
		mustNoErr(t, db.CreatePigeon(ctx, p))
		mustNoErr(t, db.CreateBasketing(ctx, &core.Basketing{FlightID: fl.ID, PigeonID: p.ID, BasketedAt: release.Add(-12 * time.Hour)}))
		wantCode(t, db.CreateBasketing(ctx, &core.Basketing{FlightID: fl.ID, PigeonID: p.ID}), core.ECONFLICT)
		bs, n, err := db.FindBasketings(ctx, fl.ID, 0, 25)
		mustNoErr(t, err)
		if n != 1 || bs[0].Pigeon.Ring != p.Ring || bs[0].Pigeon.Team.Fancier != "Anna Berg" || !bs[0].BasketedAt.Equal(release.Add(-12*time.Hour)) {
			t.Fatalf("basketings: got %d %+v", n, bs)
		}
		if rev, _ := db.FlightRevision(ctx, fl.ID); rev != 3 {
			t.Fatalf("revision: got %d, want 3 (created, state, basketing)", rev)
		}
	})
}

// releasedWithClock makes a fixture with a released final and a clock
// whose key is "secret".
func releasedWithClock(t *testing.T, db *store.DB) (fixture, *core.Flight, *core.Device) {
	t.Helper()
	ctx := context.Background()
	f := newFixture(t, db)
	fl := &core.Flight{SeasonID: f.season.ID, Name: "Final", Kind: core.FlightFinal, ReleaseTime: time.Now(), Distance: 500000, State: core.FlightReleased}
	mustNoErr(t, db.CreateFlight(ctx, fl))
	dev := &core.Device{LoftID: f.loft.ID, Kind: core.DeviceClock, Name: "Clock", KeyHash: core.HashDeviceKey("secret")}
	mustNoErr(t, db.CreateDevice(ctx, dev))
	return f, fl, dev
}

func TestDevicesAndArrivals(t *testing.T) {
	forEachEngine(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		f, fl, dev := releasedWithClock(t, db)
		wantCode(t, db.CreateDevice(ctx, &core.Device{LoftID: f.loft.ID, Kind: core.DevicePC, Name: "PC", KeyHash: dev.KeyHash}), core.ECONFLICT)
		got, err := db.FindDeviceByKeyHash(ctx, core.HashDeviceKey("secret"))
		mustNoErr(t, err)
		if got.ID != dev.ID || got.Kind != core.DeviceClock {
			t.Fatalf("device: got %+v", got)
		}
		_, err = db.FindDeviceByKeyHash(ctx, core.HashDeviceKey("wrong"))
		wantCode(t, err, core.ENOTFOUND)

		mustNoErr(t, db.CreateHeartbeat(ctx, &core.Heartbeat{DeviceID: dev.ID, Settings: `{"antennas":2}`, Signal: ptr(-61), Voltage: ptr(12.4), Firmware: "3.1.0"}))
		mustNoErr(t, db.CreateHeartbeat(ctx, &core.Heartbeat{DeviceID: dev.ID, Temperature: ptr(21.5)}))
		hb, err := db.FindHeartbeats(ctx, dev.ID, 10)
		mustNoErr(t, err)
		if len(hb) != 2 || *hb[0].Temperature != 21.5 || hb[1].Settings != `{"antennas":2}` || *hb[1].Signal != -61 || hb[0].Settings != "{}" {
			t.Fatalf("heartbeats: got %+v", hb)
		}

		var pigeons []*core.Pigeon
		for i := range 3 {
			p := &core.Pigeon{SeasonID: f.season.ID, TeamID: f.team.ID, Ring: fmt.Sprintf("DE-0123-26-%04d", i), Sex: core.Cock, ChipRing: fmt.Sprintf("C%d", i)}
			mustNoErr(t, db.CreatePigeon(ctx, p))
			pigeons = append(pigeons, p)
		}
		for _, p := range pigeons[:2] { // the third is not basketed
			mustNoErr(t, db.CreateBasketing(ctx, &core.Basketing{FlightID: fl.ID, PigeonID: p.ID}))
		}
		bp, err := db.FindBasketPigeons(ctx, fl.ID)
		mustNoErr(t, err)
		if len(bp) != 2 || bp[0].ChipRing != "C0" && bp[1].ChipRing != "C0" || bp[0].Team.Name != "Team Berg" {
			t.Fatalf("basket: got %+v", bp)
		}
		live, err := db.FindLiveFlight(ctx, f.loft.ID, 0)
		mustNoErr(t, err)
		if live.ID != fl.ID {
			t.Fatalf("live flight: got %d, want %d", live.ID, fl.ID)
		}
		_, err = db.FindLiveFlight(ctx, f.loft.ID+1, fl.ID) // another loft's
		wantCode(t, err, core.ENOTFOUND)
		before, _ := db.FlightRevision(ctx, fl.ID)
		rev, head, err := db.NextLiveRevision(ctx, fl.ID, core.LoggedHead{})
		if err != nil || rev != before+1 || head != (core.ClockLogHead{}) {
			t.Fatalf("next revision: got %d %+v %v, want %d and an empty log", rev, head, err, before+1)
		}
		// the revision comes with the log's head, which the next entry is sealed after
		e := &core.ClockLogEntry{FlightID: fl.ID, DeviceID: dev.ID, BatchSeq: 1, Reads: []core.ClockLogRead{{ChipID: "C", AntennaID: "A1", ReadMs: 1}}}
		e.Seal(head)
		mustNoErr(t, db.CreateClockLogEntry(ctx, e))
		if rev, head, err = db.NextLiveRevision(ctx, fl.ID, core.LoggedHead{}); err != nil || head != (core.ClockLogHead{Seq: 1, Hash: e.Hash}) {
			t.Fatalf("log head: got %+v %v, want entry 1 %s", head, err, e.Hash)
		}
		// a head known at the revision before is taken as it is; one known
		// at an older revision (something was written since) is read again
		known := core.LoggedHead{Revision: rev, Head: core.ClockLogHead{Seq: 7, Hash: "known"}}
		if _, head, err = db.NextLiveRevision(ctx, fl.ID, known); err != nil || head != known.Head {
			t.Fatalf("known head: got %+v %v, want %+v", head, err, known.Head)
		}
		if _, head, err = db.NextLiveRevision(ctx, fl.ID, known); err != nil || head != (core.ClockLogHead{Seq: 1, Hash: e.Hash}) {
			t.Fatalf("head known two revisions ago: got %+v %v, want entry 1 read again", head, err)
		}

		b := &core.ArrivalBatch{DeviceID: dev.ID, Seq: 1, FlightID: fl.ID, Reads: 3}
		mustNoErr(t, db.CreateArrivalBatch(ctx, b))
		wantCode(t, db.CreateArrivalBatch(ctx, &core.ArrivalBatch{DeviceID: dev.ID, Seq: 1, FlightID: fl.ID}), core.ECONFLICT)
		// the prepared statement serves again after failing; the time reads back as written
		b3 := &core.ArrivalBatch{DeviceID: dev.ID, Seq: 3, FlightID: fl.ID}
		mustNoErr(t, db.CreateArrivalBatch(ctx, b3))
		if got, err := db.FindArrivalBatch(ctx, dev.ID, 3); err != nil || got.ID != b3.ID || got.ID == b.ID || !got.CreatedAt.Equal(b3.CreatedAt) {
			t.Fatalf("batch after a conflict: got %+v %v, want %+v", got, err, b3)
		}
		arr := func(p int, ms int64) *core.Arrival {
			return &core.Arrival{FlightID: fl.ID, PigeonID: pigeons[p].ID, BatchID: b.ID, ChipID: pigeons[p].ChipRing, AntennaID: "A1", ArrivedMs: ms}
		}
		changed, err := db.SaveArrivals(ctx, []*core.Arrival{arr(0, 5000), arr(1, 6000)})
		mustNoErr(t, err)
		if len(changed) != 2 || changed[0].ID == 0 {
			t.Fatalf("first save: got %d changed", len(changed))
		}
		// a later read changes nothing; an earlier one (another antenna) wins
		changed, err = db.SaveArrivals(ctx, []*core.Arrival{arr(0, 5500), arr(1, 5900)})
		mustNoErr(t, err)
		if len(changed) != 1 || changed[0].PigeonID != pigeons[1].ID {
			t.Fatalf("second save: got %d changed, want pigeon 2 only", len(changed))
		}
		mustNoErr(t, db.CreateUnmatchedReads(ctx, []*core.UnmatchedRead{{FlightID: fl.ID, BatchID: b.ID, ChipID: "C2", ReadMs: 5100, Reason: core.UnmatchedNotBasketed}}))
		b.Arrivals, b.Unmatched = 2, 1
		mustNoErr(t, db.UpdateArrivalBatchCounts(ctx, b))

		as, err := db.FindArrivals(ctx, fl.ID, nil)
		mustNoErr(t, err)
		if len(as) != 2 || as[0].ArrivedMs != 5000 || as[1].ArrivedMs != 5900 || as[1].Pigeon.Team.Name != "Team Berg" {
			t.Fatalf("arrivals: got %+v %+v", as[0], as[1])
		}
		if one, _ := db.FindArrivals(ctx, fl.ID, []int64{pigeons[1].ID}); len(one) != 1 || one[0].PigeonID != pigeons[1].ID {
			t.Fatalf("arrivals of one pigeon: got %+v", one)
		}
		un, _ := db.FindUnmatchedReads(ctx, fl.ID)
		if len(un) != 1 || un[0].ChipID != "C2" {
			t.Fatalf("unmatched: got %+v", un)
		}
		sent, err := db.FindArrivalBatch(ctx, dev.ID, 1)
		mustNoErr(t, err)
		if sent.Arrivals != 2 || sent.Unmatched != 1 || sent.Reads != 3 {
			t.Fatalf("batch: got %+v", sent)
		}
		_, err = db.FindArrivalBatch(ctx, dev.ID, 2)
		wantCode(t, err, core.ENOTFOUND)
	})
}

// TestSaveArrivalsInParts saves more arrivals than one statement holds:
// every part's arrivals come back once, and a part of each size (the last
// one shorter) keeps to the earlier-read-wins rule.
func TestSaveArrivalsInParts(t *testing.T) {
	forEachEngine(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		f, fl, dev := releasedWithClock(t, db)
		b := &core.ArrivalBatch{DeviceID: dev.ID, Seq: 1, FlightID: fl.ID}
		mustNoErr(t, db.CreateArrivalBatch(ctx, b))
		const n = 300 // parts of 128, 128 and 44
		as := make([]*core.Arrival, n)
		for i := range as {
			p := &core.Pigeon{SeasonID: f.season.ID, TeamID: f.team.ID, Ring: fmt.Sprintf("DE-0123-26-%04d", i), Sex: core.Hen}
			mustNoErr(t, db.CreatePigeon(ctx, p))
			as[i] = &core.Arrival{FlightID: fl.ID, PigeonID: p.ID, BatchID: b.ID, ChipID: fmt.Sprint("C", i), ArrivedMs: int64(10_000 + i)}
		}
		changed, err := db.SaveArrivals(ctx, as)
		mustNoErr(t, err)
		ids := map[int64]bool{}
		for _, a := range changed {
			ids[a.ID] = true
		}
		if len(changed) != n || len(ids) != n || ids[0] {
			t.Fatalf("first save: %d changed with %d ids, want %d", len(changed), len(ids), n)
		}
		// every third read is earlier now, the rest later
		again := make([]*core.Arrival, n)
		for i, a := range as {
			cp := *a
			cp.ID, cp.ArrivedMs = 0, a.ArrivedMs+1
			if i%3 == 0 {
				cp.ArrivedMs = a.ArrivedMs - 5000
			}
			again[i] = &cp
		}
		changed, err = db.SaveArrivals(ctx, again)
		mustNoErr(t, err)
		if len(changed) != n/3 {
			t.Fatalf("second save: %d changed, want %d", len(changed), n/3)
		}
		for _, a := range changed {
			if a.ArrivedMs >= 10_000 || !ids[a.ID] {
				t.Fatalf("second save changed %+v: want only the earlier reads, in their rows", a)
			}
		}
	})
}
